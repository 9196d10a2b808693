import type { ListedBuyer } from '@mall/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { actForBuyer, useMyBuyers } from '../api/customer-list';
import { setOldUserMarker } from '../utils/old-user-marker';
import './customer-list.css';

/**
 * The seller's customer list (spec §4/§6 impersonation; docs/sign-on.md "Acting for a buyer"): each buyer
 * with a button that enters the storefront as that buyer. The page then reloads at `afterHref` as the
 * buyer, with "back to customer list" in the top strip; whatever the seller's pages held goes with the reload.
 */
export function CustomerList({ afterHref }: { afterHref: string }) {
  const { t } = useTranslation();
  const buyers = useMyBuyers(true);
  const [entering, setEntering] = useState<string | null>(null);

  const enter = async (buyer: ListedBuyer) => {
    setEntering(buyer.authid);
    try {
      // The buyer's session arrives as the HttpOnly cookie; the seller's own ended with it.
      await actForBuyer(buyer.authid);
    } catch (error) {
      setEntering(null);
      // The server's message (translated) is already on screen.
      if (!isApiError(error)) throw error;
      return;
    }
    setOldUserMarker();
    window.location.assign(afterHref);
  };

  return (
    <QueryState<ListedBuyer[]>
      query={buyers}
      isEmpty={(rows) => rows.length === 0}
      emptyText={t('account.customers.empty')}
    >
      {(rows) => (
        <ul className="customer-list" data-testid="customer-list">
          {rows.map((buyer) => (
            <li key={buyer.authid} className="customer-list__row" data-testid="customer-row">
              <div className="customer-list__who">
                <strong>{buyer.custName}</strong>
                <span>{t('account.customers.contact', { value: buyer.contactName || '--' })}</span>
                <span>{t('account.customers.mobile', { value: buyer.authid })}</span>
              </div>
              <Button
                type="primary"
                loading={entering === buyer.authid}
                disabled={entering !== null && entering !== buyer.authid}
                aria-label={t('account.customers.actForName', { name: buyer.custName })}
                onClick={() => void enter(buyer)}
              >
                {t('account.customers.actFor')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
