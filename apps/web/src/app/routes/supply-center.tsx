import { productTypes } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { paths } from '../../config/paths';
import { HallHeader } from '../../features/halls/components/hall-header';
import { ProductHall, productHallSorts } from '../../features/halls/components/product-hall';
import { useHallParams } from '../../features/halls/hooks/use-hall-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import '../../features/halls/components/hall.css';

const base = { productType: productTypes.supply };

/** The supply hall (spec §2 supplyCenter): supply listings (product type 3), by word and class. */
export default function SupplyCenterPage() {
  const { t } = useTranslation('halls');
  const prefix = useMallPrefix();
  const hall = useHallParams(productHallSorts);
  return (
    <div className="mall-container hall-page" data-testid="supply-center">
      <HallHeader
        title={t('supply.title')}
        subtitle={t('supply.subtitle')}
        search={{
          value: hall.searchkey,
          placeholder: t('supply.searchPlaceholder'),
          onSearch: hall.setSearchkey,
        }}
        extra={
          <LinkButton ghost size="small" to={paths.supplierList.href({}, prefix)}>
            {t('supply.suppliers')}
          </LinkButton>
        }
      />
      <ProductHall
        base={base}
        hall={hall}
        label={t('supply.title')}
        emptyText={hall.searchkey ? t('supply.emptySearch', { key: hall.searchkey }) : t('supply.empty')}
      />
    </div>
  );
}
