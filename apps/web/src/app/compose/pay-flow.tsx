import type { Payment } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PayPasswordDialog } from '../../features/account/components/pay-password-dialog';
import { getPayInfoQueryOptions } from '../../features/payments/api/get-pay-info';
import { PayDialog } from '../../features/payments/components/pay-dialog';
// The payment-password dialog's layout lives with the personal centre's styles.
import '../routes/user-centre.css';

/**
 * Paying orders from any page (order success, order detail, order list): the pay dialog, the
 * payment-password setup it may need first (spec screen 8, from the account feature), and pay success.
 */
export function usePayFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [orderNumbers, setOrderNumbers] = useState<string[] | null>(null);
  const [settingPassword, setSettingPassword] = useState(false);

  const paid = (payment: Payment) => {
    setOrderNumbers(null);
    navigate(paths.paySuccess.href({ payNo: payment.payNo }));
  };

  const element = (
    <>
      <PayDialog
        open={orderNumbers !== null && !settingPassword}
        orderNumbers={orderNumbers ?? []}
        onClose={() => setOrderNumbers(null)}
        onPaid={paid}
        onSetPassword={() => setSettingPassword(true)}
      />
      <PayPasswordDialog
        mode="set"
        open={settingPassword}
        onClose={() => setSettingPassword(false)}
        onDone={() => {
          setSettingPassword(false);
          if (orderNumbers) {
            void queryClient.invalidateQueries({ queryKey: getPayInfoQueryOptions(orderNumbers).queryKey });
          }
        }}
      />
    </>
  );

  return { pay: (numbers: string[]) => setOrderNumbers(numbers), element };
}
