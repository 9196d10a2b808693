import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  hasPermission,
  merchantPermissionCodes,
  productImportEndpoints,
  type ShopProductStatus,
} from '@mall/contracts';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { downloadWorkbook } from './product-export';

/**
 * The product list's way to the spreadsheets: the import page, and the export of the products the list
 * shows (its status filter). Shown only to a session holding the import code (the server checks it too).
 */
export function ProductSheetButtons({ status }: { status: ShopProductStatus | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const codes = useSession().data?.codes;
  const [exporting, setExporting] = useState(false);
  if (!hasPermission(codes, [merchantPermissionCodes.productImport])) return null;
  const exportList = async () => {
    setExporting(true);
    const result = await downloadWorkbook(
      productImportEndpoints.productExport.path,
      { status },
      'products.xlsx',
    );
    setExporting(false);
    if (result.ok) void message.success(t('productImport.exported', { name: result.name }));
    else
      void message.error(t('productImport.exportFailed', { reason: result.reason || t('app.networkError') }));
  };
  return (
    <Space wrap>
      <Button icon={<UploadOutlined />} onClick={() => navigate('../product-import')}>
        {t('productImport.entry')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
        {t('productImport.exportButton')}
      </Button>
    </Space>
  );
}
