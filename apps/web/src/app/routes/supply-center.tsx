import { productTypes } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { ListHeader } from '../../components/listing/list-header';
import { paths } from '../../config/paths';
import { ProductHall, productHallData, productHallSorts } from '../../features/halls/components/product-hall';
import { useListParams } from '../../hooks/use-list-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

const base = { productType: productTypes.supply };

export const serverData: ServerData = (search) => productHallData(base, search);

/** The supply hall (spec §2 supplyCenter): supply listings (product type 3), by word and class. */
export default function SupplyCenterPage() {
  const { t } = useTranslation('halls');
  const prefix = useMallPrefix();
  const hall = useListParams(productHallSorts);
  return (
    <div className="mall-container listing-page" data-testid="supply-center">
      <ListHeader
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
