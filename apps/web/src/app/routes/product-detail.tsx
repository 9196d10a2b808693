import { ErrorCode, type ProductStyle, productTypes } from '@mall/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LazyAlert, LazyResult } from '../../components/lazy-antd';
import { LinkButton } from '../../components/link-button';
import { useMoneyText } from '../../components/price';
import { Redirect } from '../../components/redirect';
import { Skeleton } from '../../components/skeleton';
import { lightKeys, paths, storefrontUrl } from '../../config/paths';
import { usePurchase } from '../../features/cart/api/use-purchase';
import { useChatStore } from '../../features/chat/chat-store';
import { productIdOf, useProductDetail } from '../../features/products/api/get-product-detail';
import { ProductDescription } from '../../features/products/components/product-description';
import { ProductGallery } from '../../features/products/components/product-gallery';
import { ProductPurchase } from '../../features/products/components/product-purchase';
import { ShopCard } from '../../features/products/components/shop-card';
import { productHead } from '../../features/products/utils/product-head';
import { quantityDecimals } from '../../features/products/utils/quantity';
import { useSystemParams } from '../../features/system/api/get-system-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { isApiError } from '../../lib/api-error';
import { useAppStore } from '../../lib/app-store';
import { langProps } from '../../lib/content-lang';
import type { PageHead } from '../../lib/page-head/head-model';
import { usePageHead } from '../../lib/page-head/use-page-head';
import { useSearchParams } from '../../lib/search-params';
import './product-detail.css';

export { productPageData as serverData } from '../../features/products/api/get-product-detail';

/**
 * Product detail ({prefix}/product/detail, type 4) and supply detail (/mall/product/supplyDetail, type 3):
 * one page, supply wording on the supply route. A product opened on the other type's route is sent to its
 * own route (replacing the address), so each product has one address. Unknown or off-shelf products show
 * a not-found state with a way back.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const money = useMoneyText();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const prefix = useMallPrefix();
  const productId = productIdOf(searchParams.get('productId'));
  const onSupplyRoute = paths.supplyDetail.patterns.includes(pathname);
  const query = useProductDetail(productId);
  const { data: params = {} } = useSystemParams();
  const hasToken = useAppStore((state) => state.hasToken);
  const purchase = usePurchase();
  const [styleImage, setStyleImage] = useState<string>();

  const listHref = paths.productList.href({ lightKey: lightKeys.commerce }, prefix);
  const notFound =
    productId === undefined ||
    (query.isError && isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND);

  const product = query.data;
  const isSupply = product?.productType?.code === productTypes.supply;
  const images = product
    ? [
        ...new Set([
          ...product.fild.map((file) => file.fileUrl),
          ...product.styles.map((style) => style.imageUrl),
        ]),
      ].filter(Boolean)
    : [];
  // The head: the product's name, price and shop, its picture, Product + Offer and breadcrumb JSON-LD.
  let head: PageHead = {};
  if (notFound) head = { status: 404, noindex: true };
  // Its shop is suspended: not a page to buy from (nor to keep in search engines) until the shop is back.
  else if (product?.shopSuspended) head = { status: 404, noindex: true, title: product.productName };
  else if (product) {
    const ownHref = isSupply
      ? paths.supplyDetail.href({ productId: product.productId })
      : paths.productDetail.href({ productId: product.productId }, prefix);
    head = productHead({
      product,
      url: storefrontUrl(ownHref),
      images,
      description: tc('pages.head.product', {
        name: product.productName,
        price: money(product.productPrice),
        shop: product.shop.shopName,
      }),
      crumbs: [
        { name: tc('pages.titles.home'), url: storefrontUrl(paths.home.href(undefined, prefix)) },
        isSupply
          ? { name: t('detail.supplyHall'), url: storefrontUrl(paths.supplyCenter.href()) }
          : { name: t('list.allProducts'), url: storefrontUrl(paths.productList.href(undefined, prefix)) },
        ...product.classPath.map((cls) => ({
          name: cls.name,
          url: storefrontUrl(paths.productList.href({ classId: cls.id }, prefix)),
        })),
        { name: product.productName, url: storefrontUrl(ownHref) },
      ],
    });
  }
  usePageHead(head);

  if (notFound) {
    return (
      <div className="mall-container product-detail-page" data-testid="product-not-found">
        <LazyResult
          status="404"
          title={t('detail.notFound')}
          subTitle={t('detail.notFoundHint')}
          extra={
            <LinkButton type="primary" to={listHref}>
              {t('detail.backToList')}
            </LinkButton>
          }
        />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="mall-container product-detail-page">
        <LazyResult
          status="warning"
          title={t('common.states.loadFailed', { ns: 'translation' })}
          subTitle={t('common.states.loadFailedHint', { ns: 'translation' })}
          extra={
            <Button onClick={() => void query.refetch()}>
              {t('common.actions.retry', { ns: 'translation' })}
            </Button>
          }
        />
      </div>
    );
  }

  if (!product) {
    return (
      // As tall as the loaded page (the crumbs' line, then at least a screen), so the footer is not on the
      // first screen only to be pushed away when the product arrives (a layout shift).
      <div
        className="mall-container product-detail-page product-detail-page--loading"
        data-testid="product-detail-loading"
      >
        <div className="product-detail-page__crumbs-placeholder" />
        <div className="product-detail-page__top">
          <Skeleton.Node active style={{ width: 400, height: 400 }} />
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }

  if (product.shopSuspended) {
    return (
      <div className="mall-container product-detail-page" data-testid="product-shop-suspended">
        <LazyResult
          status="warning"
          title={t('detail.shopSuspended', { shop: product.shop.shopName })}
          subTitle={t('detail.shopSuspendedReason', { reason: product.shopSuspended.reason })}
          extra={[
            <LinkButton
              key="shop"
              type="primary"
              to={paths.shopDetail.href({ shopId: product.shop.shopId }, prefix)}
            >
              {t('detail.visitShop')}
            </LinkButton>,
            <LinkButton key="list" to={listHref}>
              {t('detail.backToList')}
            </LinkButton>,
          ]}
        />
      </div>
    );
  }

  if (isSupply && !onSupplyRoute) {
    return <Redirect permanent to={paths.supplyDetail.href({ productId: product.productId })} />;
  }
  if (!isSupply && onSupplyRoute && product.productType?.code === productTypes.normal) {
    return <Redirect permanent to={paths.productDetail.href({ productId: product.productId }, prefix)} />;
  }

  const chat = () => {
    // Spec §6: chat needs a signed-in buyer; visitors get the login dialog.
    if (!hasToken) {
      useAppStore.getState().setLoginDialogOpen(true);
      return;
    }
    useChatStore.getState().openChat({
      receiveCustId: product.shop.custId,
      productId: product.productId,
      title: product.shop.shopName,
    });
  };

  return (
    <div className="mall-container product-detail-page" data-testid="product-detail">
      <nav className="product-detail-page__crumbs" aria-label={t('detail.breadcrumb')}>
        <ol>
          <li>
            {isSupply ? (
              <Link to={paths.supplyCenter.href()}>{t('detail.supplyHall')}</Link>
            ) : (
              <Link to={listHref}>{t('list.allProducts')}</Link>
            )}
          </li>
          {product.classPath.map((cls) => (
            <li key={cls.id}>
              <Link to={paths.productList.href({ classId: cls.id, lightKey: lightKeys.commerce }, prefix)}>
                {cls.name}
              </Link>
            </li>
          ))}
          <li>
            <span aria-current="page" {...langProps(product.contentLang)}>
              {product.productName}
            </span>
          </li>
        </ol>
      </nav>

      <div className="product-detail-page__top">
        <ProductGallery images={images} alt={product.productName} focusUrl={styleImage} />
        <ProductPurchase
          // A new product starts with its own default style and quantity.
          key={product.productId}
          product={product}
          decimals={quantityDecimals(params.PRODUCT_NUMS)}
          supply={isSupply}
          pending={purchase.pending}
          onAddToCart={(item) => void purchase.addToCart(item)}
          onBuyNow={(item) => void purchase.buyNow(item)}
          onStyleChange={(style?: ProductStyle) => setStyleImage(style?.imageUrl)}
          notice={
            purchase.bindReason && (
              // Spec §8: the bind-purchase check's -1 shows no toast; the rule is shown here instead.
              <LazyAlert
                className="product-detail-page__bind"
                type="warning"
                showIcon
                role="alert"
                message={purchase.bindReason}
                action={
                  product.bindProduct && (
                    <Link
                      to={paths.productDetail.href({ productId: product.bindProduct.productId }, prefix)}
                      data-testid="bind-purchase-main"
                    >
                      {t('detail.bindView')}
                    </Link>
                  )
                }
                data-testid="bind-purchase-notice"
              />
            )
          }
        />
        <ShopCard shop={product.shop} onChat={chat} />
      </div>

      <ProductDescription product={product} />
    </div>
  );
}
