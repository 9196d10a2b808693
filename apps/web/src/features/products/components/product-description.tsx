import type { ProductDetail } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { LazyEmpty } from '../../../components/lazy-antd';
import './product-description.css';
import { langProps } from '../../../lib/content-lang';

/**
 * The merchant's description and the parameter table of a product. The description is the rich one
 * (detailHtml) when the merchant wrote one in the workbench's editor, else the plain text of older
 * products (line breaks kept, never rendered as HTML). The server sanitises detailHtml when it is written
 * (apps/server/src/lib/rich-text.ts: formatting tags only, no scripts, handlers, styles or javascript:
 * links), so the markup is inserted as it arrives.
 */
export function ProductDescription({
  product,
}: {
  product: Pick<
    ProductDetail,
    'detailText' | 'detailHtml' | 'detailContentLang' | 'specs' | 'specsContentLang'
  >;
}) {
  const { t } = useTranslation('products');
  // A description without a translation in the page's language arrives in Chinese: marked so.
  const textLang = langProps(product.detailContentLang);
  return (
    <div className="product-description">
      <section className="product-description__section" aria-labelledby="product-specs-title">
        <h2 id="product-specs-title">{t('detail.specs')}</h2>
        {product.specs.length > 0 ? (
          <table
            className="product-description__specs"
            data-testid="product-specs"
            {...langProps(product.specsContentLang)}
          >
            <tbody>
              {product.specs.map((spec, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a parameter name may repeat; the order is fixed
                <tr key={index}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <LazyEmpty description={t('detail.noSpecs')} />
        )}
      </section>
      <section className="product-description__section" aria-labelledby="product-detail-title">
        <h2 id="product-detail-title">{t('detail.description')}</h2>
        {product.detailHtml ? (
          <div
            className="product-description__html"
            data-testid="product-detail-text"
            {...textLang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write (see above)
            dangerouslySetInnerHTML={{ __html: product.detailHtml }}
          />
        ) : product.detailText.trim() ? (
          <div className="product-description__text" data-testid="product-detail-text" {...textLang}>
            {product.detailText}
          </div>
        ) : (
          <LazyEmpty description={t('detail.noDescription')} />
        )}
      </section>
    </div>
  );
}
