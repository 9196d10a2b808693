import type { Payment } from '@mall/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PayPasswordSetup } from '../../features/account/components/pay-password-setup';
import { PayDialog } from '../../features/payments/components/pay-dialog';

/**
 * Paying orders from any page (order success, order detail, order list): the pay dialog with the
 * payment-password setup it may need first (spec screen 8, the account feature's form, shown inside the
 * dialog), and pay success.
 */
export function usePayFlow() {
  const navigate = useNavigate();
  const [orderNumbers, setOrderNumbers] = useState<string[] | null>(null);

  const paid = (payment: Payment) => {
    setOrderNumbers(null);
    navigate(paths.paySuccess.href({ payNo: payment.payNo }));
  };

  const element = (
    <PayDialog
      open={orderNumbers !== null}
      orderNumbers={orderNumbers ?? []}
      onClose={() => setOrderNumbers(null)}
      onPaid={paid}
      passwordSetup={(onDone) => <PayPasswordSetup onDone={onDone} />}
    />
  );

  return { pay: (numbers: string[]) => setOrderNumbers(numbers), element };
}
