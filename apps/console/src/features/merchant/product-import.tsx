import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  type ProductImportPreview,
  type ProductImportStatus,
  productImportEndpoints,
  productImportLimits,
  type ShopProductStatus,
  shopProductStatuses,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Progress, Row, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call, errorText } from '../../lib/api';
import { uploadFile } from '../../lib/upload';
import { downloadWorkbook } from './product-export';
import { ImportProgress, PreviewErrors, PreviewSummary } from './product-import-parts';

/** How often the page asks about a running import (the status endpoint allows far more). */
const pollMs = 1500;
const running = (status: ProductImportStatus | undefined) =>
  status?.state === 'waiting' || status?.state === 'running';

/**
 * The products' spreadsheet import and export (issue 33): export the shop's products, download the
 * template, upload a filled file (with its progress) to see every error by row and column and what would be
 * created and changed, then import it: the server's job saves the products while this page shows its
 * progress, then the result. The running import's id is kept in the address, so a reload follows it on.
 */
export default function ProductImport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { params, update } = useAddressFilters();
  const importId = params.get('importId') ?? '';
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const [previewError, setPreviewError] = useState('');
  const [exportStatus, setExportStatus] = useState<ShopProductStatus | ''>('');
  const [downloading, setDownloading] = useState<'export' | 'template' | null>(null);
  const reasonOf = (error: unknown) => errorText(error, t('app.networkError'));

  const status = useQuery({
    queryKey: ['merchant', 'product-import', importId],
    queryFn: () => call(productImportEndpoints.productImportStatus, { query: { importId } }),
    enabled: importId !== '',
    refetchInterval: (query) => (running(query.state.data) ? pollMs : false),
  });
  const finished = status.data !== undefined && !running(status.data);
  // The list shows the new and changed products once the job is done.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] });
  }, [finished, queryClient]);

  const check = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setPreviewError('');
    setPercent(0);
    try {
      setPreview(await uploadFile(productImportEndpoints.productImportPreview, {}, chosen, setPercent));
    } catch (error) {
      setPreviewError(reasonOf(error));
    } finally {
      setPercent(null);
    }
  };
  const commit = useMutation({
    mutationFn: (validOnly: boolean) =>
      uploadFile(productImportEndpoints.productImportCommit, { validOnly: String(validOnly) }, file as File),
    onSuccess: (started) => {
      queryClient.setQueryData(['merchant', 'product-import', started.importId], started);
      update({ importId: started.importId });
    },
    onError: (error) => void message.error(reasonOf(error)),
  });
  const startOver = () => {
    setFile(null);
    setPreview(null);
    setPreviewError('');
    update({ importId: undefined });
  };
  const download = async (what: 'export' | 'template') => {
    setDownloading(what);
    const result =
      what === 'export'
        ? await downloadWorkbook(
            productImportEndpoints.productExport.path,
            { status: exportStatus || undefined },
            'products.xlsx',
          )
        : await downloadWorkbook(productImportEndpoints.productImportTemplate.path, {}, 'template.xlsx');
    setDownloading(null);
    if (result.ok) void message.success(t('productImport.exported', { name: result.name }));
    else
      void message.error(t('productImport.exportFailed', { reason: result.reason || t('app.networkError') }));
  };

  const importable = preview ? preview.toCreate + preview.toUpdate : 0;
  const uploading = percent !== null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={1} className="console-page-title">
          {t('productImport.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('productImport.intro')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card
              type="inner"
              title={
                <Typography.Title level={2} className="console-section__title">
                  {t('productImport.exportTitle')}
                </Typography.Title>
              }
            >
              <Typography.Paragraph>{t('productImport.exportHelp')}</Typography.Paragraph>
              <Flex gap={8} wrap>
                <Select
                  aria-label={t('productImport.exportStatus')}
                  value={exportStatus}
                  onChange={setExportStatus}
                  style={{ minWidth: 160 }}
                  options={[
                    { value: '', label: t('productImport.allProducts') },
                    ...shopProductStatuses.map((value) => ({
                      value,
                      label: t(`products.statuses.${value}`),
                    })),
                  ]}
                />
                <Button
                  icon={<DownloadOutlined />}
                  loading={downloading === 'export'}
                  onClick={() => void download('export')}
                >
                  {t('productImport.exportButton')}
                </Button>
              </Flex>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card
              type="inner"
              title={
                <Typography.Title level={2} className="console-section__title">
                  {t('productImport.templateTitle')}
                </Typography.Title>
              }
            >
              <Typography.Paragraph>{t('productImport.templateHelp')}</Typography.Paragraph>
              <Button
                icon={<DownloadOutlined />}
                loading={downloading === 'template'}
                onClick={() => void download('template')}
              >
                {t('productImport.templateButton')}
              </Button>
            </Card>
          </Col>
        </Row>
      </Card>

      {importId ? (
        <Card
          title={
            <Typography.Title level={2} className="console-section__title">
              {t('productImport.progressTitle')}
            </Typography.Title>
          }
        >
          {status.isError ? (
            <LoadFailed error={status.error} retry={() => void status.refetch()} />
          ) : status.data ? (
            <ImportProgress status={status.data} />
          ) : null}
          {finished ? (
            <Flex gap={8} wrap style={{ marginTop: 16 }}>
              <Button type="primary" onClick={() => navigate('../products')}>
                {t('productImport.viewProducts')}
              </Button>
              <Button onClick={startOver}>{t('productImport.another')}</Button>
            </Flex>
          ) : null}
        </Card>
      ) : (
        <Card
          title={
            <Typography.Title level={2} className="console-section__title">
              {t('productImport.uploadTitle')}
            </Typography.Title>
          }
        >
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Upload.Dragger
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              showUploadList={false}
              disabled={uploading || commit.isPending}
              beforeUpload={(chosen) => {
                void check(chosen);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{file ? file.name : t('productImport.drag')}</p>
              <p className="ant-upload-hint">
                {t('productImport.limits', {
                  mb: productImportLimits.maxBytes / 1024 / 1024,
                  rows: productImportLimits.maxRows,
                })}
              </p>
            </Upload.Dragger>
            {uploading ? (
              <div role="status" aria-live="polite">
                <Typography.Text>
                  {(percent ?? 0) < 100
                    ? t('productImport.uploading', { percent })
                    : t('productImport.checking')}
                </Typography.Text>
                <Progress
                  percent={percent ?? 0}
                  status="active"
                  aria-label={t('productImport.uploadLabel')}
                />
              </div>
            ) : null}
            {previewError ? <Alert type="error" showIcon message={previewError} /> : null}
            {preview ? (
              <section aria-label={t('productImport.previewTitle')}>
                <Typography.Title level={3} className="console-section__title">
                  {t('productImport.previewTitle')}
                </Typography.Title>
                <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                  <PreviewSummary preview={preview} />
                  <PreviewErrors preview={preview} />
                  <Flex gap={8} wrap>
                    {preview.committed ? (
                      <Button type="primary" onClick={() => update({ importId: preview.importId })}>
                        {t('productImport.progressTitle')}
                      </Button>
                    ) : preview.errorCount === 0 ? (
                      <Button
                        type="primary"
                        disabled={importable === 0}
                        loading={commit.isPending}
                        onClick={() => commit.mutate(false)}
                      >
                        {t('productImport.commit')}
                      </Button>
                    ) : importable > 0 ? (
                      <Button loading={commit.isPending} onClick={() => commit.mutate(true)}>
                        {t('productImport.commitValid', { count: importable })}
                      </Button>
                    ) : null}
                    <Button onClick={startOver}>{t('productImport.chooseAgain')}</Button>
                  </Flex>
                </Space>
              </section>
            ) : null}
          </Space>
        </Card>
      )}
    </Space>
  );
}
