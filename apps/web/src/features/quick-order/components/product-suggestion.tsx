import type { ProductSuggestion as Suggestion } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { useUnitCount } from '../../../hooks/use-unit-label';

/** The spec lines worth reading in a list: the code has its own place, so the line naming it is left out. */
function specText(suggestion: Suggestion): string {
  const specs = suggestion.specs.filter((spec) => spec.value && spec.value !== suggestion.code);
  return specs.map((spec) => `${spec.name}：${spec.value}`).join(' · ');
}

/**
 * One suggestion of the code cell, as a B2B buyer tells similar products apart: picture, name, code,
 * specification (and the styles to choose from), price, stock and minimum order.
 */
export function ProductSuggestion({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('buying');
  const unitCount = useUnitCount();
  const specs = specText(suggestion);
  const styles = suggestion.styles.map((style) => style.name).join(' / ');
  return (
    <span className="quick-suggestion" data-testid="quick-suggestion">
      <SafeImage className="quick-suggestion__image" src={suggestion.imageUrl} alt="" />
      <span className="quick-suggestion__main">
        <span className="quick-suggestion__name" title={suggestion.productName}>
          {suggestion.productName}
        </span>
        <span className="quick-suggestion__meta">
          <span className="quick-suggestion__code">{suggestion.code}</span>
          {specs && (
            <span className="quick-suggestion__specs" data-testid="quick-suggestion-specs" title={specs}>
              {specs}
            </span>
          )}
        </span>
        {styles && (
          <span className="quick-suggestion__styles" title={styles}>
            {t('quick.suggestStyles', { count: suggestion.styles.length, names: styles })}
          </span>
        )}
      </span>
      <span className="quick-suggestion__side">
        <Price value={suggestion.price} size="small" />
        <span className="quick-suggestion__stock" data-testid="quick-suggestion-stock">
          {t('quick.suggestStock', { amount: unitCount(suggestion.stock, suggestion.unit) })}
        </span>
        <span className="quick-suggestion__min">
          {t('quick.suggestMinOrder', { amount: unitCount(suggestion.minOrder, suggestion.unit) })}
        </span>
      </span>
    </span>
  );
}
