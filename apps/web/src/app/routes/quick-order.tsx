import { type ImportPreview, permissionCodes } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Permission } from '../../components/permission';
import { Skeleton } from '../../components/skeleton';
import { paths, signInHref, storefrontUrl } from '../../config/paths';
import { invalidateCart } from '../../features/cart/api/get-cart';
import { setCartCount } from '../../features/cart/api/get-cart-count';
import { quantityDecimals } from '../../features/products/utils/quantity';
import { addLinesToCart } from '../../features/quick-order/api/quick-order';
import { ImportWizard } from '../../features/quick-order/components/import-wizard';
import { type AddResult, QuickOrderGrid } from '../../features/quick-order/components/quick-order-grid';
import { validLines } from '../../features/quick-order/utils/grid-rows';
import { useSystemParams } from '../../features/system/api/get-system-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { toast } from '../../lib/toast';
import { BuyingPage } from '../layouts/buying-page';

/**
 * Quick order (/mall/fillorder/quickorder): the code grid and the spreadsheet import wizard. It needs a
 * signed-in buyer; a visitor is sent to the sign-in page and comes back here (spec §2, §6).
 */
export default function QuickOrderPage() {
  const { t } = useTranslation('buying');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const queryClient = useQueryClient();
  const hasToken = useAppStore((state) => state.hasToken);
  const { data: params } = useSystemParams();
  const [importOpen, setImportOpen] = useState(false);

  useEffect(() => {
    if (!hasToken) window.location.assign(signInHref(storefrontUrl(pathname + search)));
  }, [hasToken, pathname, search]);

  const added = (result: AddResult, checkout: boolean) => {
    setCartCount(queryClient, result.cartNum);
    void invalidateCart(queryClient);
    if (result.added > 0) {
      toast.success(
        result.skipped.length > 0
          ? t('quick.addedSome', { count: result.added, skipped: result.skipped.length })
          : t('quick.added', { count: result.added }),
      );
    }
    if (checkout) navigate(paths.fillOrderNormal.href(undefined, prefix));
  };

  const importRows = async (preview: ImportPreview): Promise<boolean> => {
    try {
      const result = await addLinesToCart(validLines(preview.rows), false);
      added(result, false);
      navigate(paths.cart.href(undefined, prefix));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <BuyingPage
      // The effect above sends a visitor to the sign-on page; meanwhile a placeholder.
      signedOut={<Skeleton active />}
      testId="quick-order-page"
      title={t('quick.title')}
      actions={<LinkButton to={paths.cart.href(undefined, prefix)}>{t('quick.toCart')}</LinkButton>}
    >
      <div className="page-panel buying-page__panel">
        <Permission
          codes={[permissionCodes.quickOrder]}
          fallback={
            <div data-testid="quick-no-permission">
              <Result status="warning" subTitle={t('quick.noPermission')} />
            </div>
          }
        >
          <QuickOrderGrid
            decimals={quantityDecimals(params?.PRODUCT_NUMS)}
            onAdded={added}
            onOpenImport={() => setImportOpen(true)}
          />
        </Permission>
      </div>
      <Permission codes={[permissionCodes.quickOrderImport]}>
        <ImportWizard open={importOpen} onClose={() => setImportOpen(false)} onConfirm={importRows} />
      </Permission>
    </BuyingPage>
  );
}
