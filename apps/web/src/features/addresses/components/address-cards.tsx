import type { Address } from '@mall/contracts';
import { addressLimits } from '@mall/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { langProps } from '../../../lib/content-lang';
import { useAddresses } from '../api/get-addresses';
import { AddressFormDialog, type RenderRegionPicker } from './address-form-dialog';
import './addresses.css';

export interface AddressCardsProps {
  /** The chosen address; the default one (the server's choice) when undefined. */
  selectedId: number | undefined;
  onSelect(addressId: number): void;
  renderRegionPicker: RenderRegionPicker;
}

/** Order filling: choose the delivery address among the buyer's, add a new one or edit one in place. */
export function AddressCards({ selectedId, onSelect, renderRegionPicker }: AddressCardsProps) {
  const { t } = useTranslation('buying');
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const count = addresses.data?.length ?? 0;

  return (
    <>
      <QueryState query={addresses} isEmpty={() => false} compact>
        {(list) => (
          <div className="address-cards">
            {list.map((address) => {
              const selected = address.addressId === selectedId;
              return (
                <div
                  key={address.addressId}
                  className={`address-card${selected ? ' address-card--selected' : ''}`}
                  data-testid="address-card"
                >
                  <button
                    type="button"
                    aria-pressed={selected}
                    className="address-card__choose"
                    onClick={() => onSelect(address.addressId)}
                  >
                    <span className="address-card__who">
                      <strong>{address.consignee}</strong>
                      <span>{address.mobile}</span>
                    </span>
                    <span className="address-card__text" {...langProps(address.regionContentLang)}>
                      {address.fullAddress}
                    </span>
                  </button>
                  <span className="address-card__foot">
                    {address.isDefault ? (
                      <Tag color="orange" bordered={false}>
                        {t('address.default')}
                      </Tag>
                    ) : (
                      <span />
                    )}
                    <Button type="link" size="small" onClick={() => setEditing(address)}>
                      {t('address.edit')}
                    </Button>
                  </span>
                </div>
              );
            })}
            {count < addressLimits.maxAddresses && (
              <button
                type="button"
                className="address-card address-card--add"
                onClick={() => setEditing('new')}
                data-testid="address-add"
              >
                <span aria-hidden="true">+</span>
                {t('address.add')}
              </button>
            )}
          </div>
        )}
      </QueryState>
      <AddressFormDialog
        open={editing !== null}
        address={editing === 'new' || editing === null ? undefined : editing}
        renderRegionPicker={renderRegionPicker}
        onClose={() => setEditing(null)}
        onSaved={(saved) => onSelect(saved.addressId)}
      />
    </>
  );
}
