import type { Payment } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { getPayInfoQueryOptions } from '../api/get-pay-info';

/**
 * What a QR payment panel (the sandbox's and a gateway's) does once the payment exists: when the polled
 * payment turns paid, the orders' pay info is refreshed and `onPaid` runs; "I have paid" asks `check` (the
 * payment, or the gateway through the server) and says so when it is not paid yet.
 */
export function usePaidWatch(
  current: Payment | undefined,
  orderNumbers: string[],
  onPaid: (payment: Payment) => void,
  check: (() => Promise<Payment>) | null,
) {
  const { t } = useTranslation('buying');
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (current?.status === 'paid') {
      void queryClient.invalidateQueries({ queryKey: getPayInfoQueryOptions(orderNumbers).queryKey });
      onPaid(current);
    }
  }, [current, onPaid, queryClient, orderNumbers]);

  const alreadyPaid = async () => {
    if (!check) return;
    setChecking(true);
    try {
      const latest = await check();
      if (latest.status === 'paid') onPaid(latest);
      else toast.warning(t('pay.notPaidYet'));
    } catch {
      // The http client has shown why.
    } finally {
      setChecking(false);
    }
  };

  return { checking, alreadyPaid };
}
