import type { UserInfo } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { paths, storefrontUrl } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { backToOriginal } from '../api/session';
import { clearOldUserMarker } from '../utils/old-user-marker';

/**
 * Leaving an impersonation (spec §4 "oldUser"): the label of the way back, and the action, which ends the
 * buyer's session, starts the original account's and reloads. 'Back to customer list' (a buyer from a
 * customer list, custCategory 0) lands on that list, where the seller may act for the next customer.
 */
export function useBackToOriginal(user: Pick<UserInfo, 'custCategory'>) {
  const { t } = useTranslation();
  const homeHref = paths.home.href(undefined, useMallPrefix());
  const toList = user.custCategory === 0;
  const back = async () => {
    try {
      await backToOriginal();
    } catch (error) {
      if (!isApiError(error)) throw error;
      return;
    }
    clearOldUserMarker();
    toast.success(t('account.session.backDone'));
    window.location.assign(storefrontUrl(toList ? paths.customerList.href() : homeHref));
  };
  return {
    label: toList ? t('layout.topBar.backToCustomerList') : t('layout.topBar.backToPurchaser'),
    back,
  };
}
