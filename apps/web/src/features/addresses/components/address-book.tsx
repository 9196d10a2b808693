import type { Address } from '@mall/contracts';
import { addressLimits } from '@mall/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { langProps } from '../../../lib/content-lang';
import { useAddresses } from '../api/get-addresses';
import { useAddressChanges } from '../api/save-address';
import { AddressFormDialog, type RenderRegionPicker } from './address-form-dialog';
import './addresses.css';
import { useConfirm } from '../../../hooks/use-confirm';

/** The personal centre's address book: list, add, edit, delete (confirmed), make default. */
export function AddressBook({ renderRegionPicker }: { renderRegionPicker: RenderRegionPicker }) {
  const { t } = useTranslation('buying');
  // Its confirmations render here, inside the app's theme and locale.
  const [confirmDialog, modalHolder] = useConfirm();
  const addresses = useAddresses();
  const { remove, makeDefault } = useAddressChanges();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const count = addresses.data?.length ?? 0;
  const full = count >= addressLimits.maxAddresses;

  const confirmRemove = (address: Address) =>
    confirmDialog({
      title: t('address.removeTitle'),
      content: t('address.removeConfirm', { name: address.consignee }),
      okText: t('address.remove'),
      okButtonProps: { danger: true },
      cancelText: t('address.cancel'),
      onOk: () => remove.mutateAsync(address.addressId).catch(() => undefined),
    });

  return (
    <section className="account-panel address-book" data-testid="address-book">
      {modalHolder}
      <header className="account-panel__head">
        <h2>{t('address.savedCount', { count, max: addressLimits.maxAddresses })}</h2>
        <Button type="primary" disabled={full} onClick={() => setEditing('new')} data-testid="address-add">
          {t('address.add')}
        </Button>
      </header>
      <QueryState query={addresses} isEmpty={(list) => list.length === 0} emptyText={t('address.empty')}>
        {(list) => (
          <ul className="address-book__list">
            {list.map((address) => (
              <li key={address.addressId} className="address-book__item" data-testid="address-item">
                <div className="address-book__main">
                  <div className="address-book__who">
                    <strong>{address.consignee}</strong>
                    <span>{address.mobile}</span>
                    {address.isDefault && (
                      <Tag color="orange" bordered={false}>
                        {t('address.default')}
                      </Tag>
                    )}
                  </div>
                  <div className="address-book__text" {...langProps(address.regionContentLang)}>
                    {address.fullAddress}
                  </div>
                  {address.zipCode && (
                    <div className="address-book__zip">{t('address.zipLine', { zip: address.zipCode })}</div>
                  )}
                </div>
                <div className="address-book__actions">
                  {!address.isDefault && (
                    <Button
                      type="link"
                      size="small"
                      loading={makeDefault.isPending && makeDefault.variables === address.addressId}
                      onClick={() => makeDefault.mutate(address.addressId)}
                    >
                      {t('address.makeDefault')}
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => setEditing(address)}>
                    {t('address.edit')}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => confirmRemove(address)}>
                    {t('address.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <AddressFormDialog
        open={editing !== null}
        address={editing === 'new' || editing === null ? undefined : editing}
        renderRegionPicker={renderRegionPicker}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
