import { type OrderSummary, permissionCodes } from '@mall/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { useConfirm } from '../../../hooks/use-confirm';
import { listText } from '../../../lib/list-text';
import { toast } from '../../../lib/toast';
import { buyAgain, cancelOrder, confirmReceipt } from '../api/order-actions';

export interface OrderActionsProps {
  order: Pick<OrderSummary, 'orderNumber' | 'canPay' | 'canCancel' | 'canConfirm' | 'canBuyAgain'>;
  /** Open the pay dialog for this order. */
  onPay(orderNumber: string): void;
  /** The order changed (cancelled, received): reload what shows it. */
  onChanged(): void;
  /** Its lines went into the cart: the page updates the badge and may open the cart. */
  onBoughtAgain(cartNum: number): void;
  size?: 'small' | 'middle';
}

/** What the buyer may do with an order now, as the server allows it: pay, cancel, confirm receipt, buy again. */
export function OrderActions({ order, onPay, onChanged, onBoughtAgain, size = 'middle' }: OrderActionsProps) {
  const { t, i18n } = useTranslation('buying');
  // Its confirmations render here, inside the app's theme and locale.
  const [confirmDialog, modalHolder] = useConfirm();
  const [buying, setBuying] = useState(false);

  const cancel = () =>
    confirmDialog({
      title: t('orders.cancelTitle'),
      content: t('orders.cancelConfirm', { number: order.orderNumber }),
      okText: t('orders.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('orders.keep'),
      onOk: async () => {
        try {
          await cancelOrder(order.orderNumber);
          toast.success(t('orders.cancelled'));
          onChanged();
        } catch {
          // The http client has shown why (e.g. it was paid meanwhile).
          onChanged();
        }
      },
    });

  const confirm = () =>
    confirmDialog({
      title: t('orders.confirmTitle'),
      content: t('orders.confirmText'),
      okText: t('orders.confirmReceipt'),
      cancelText: t('orders.keep'),
      onOk: async () => {
        try {
          await confirmReceipt(order.orderNumber);
          toast.success(t('orders.received'));
        } catch {
          // Shown by the http client.
        }
        onChanged();
      },
    });

  const again = async () => {
    setBuying(true);
    try {
      const result = await buyAgain(order.orderNumber);
      if (result.skipped.length > 0) {
        toast.warning(
          t('orders.againSkipped', {
            count: result.added,
            skipped: listText(
              result.skipped.map((line) =>
                t('orders.skippedLine', { title: line.title, reason: line.reason }),
              ),
              i18n.language,
            ),
          }),
          6,
        );
      } else {
        toast.success(t('orders.againAdded', { count: result.added }));
      }
      onBoughtAgain(result.cartNum);
    } catch {
      // Shown by the http client.
    } finally {
      setBuying(false);
    }
  };

  return (
    <div className="order-actions">
      {modalHolder}
      {order.canPay && (
        <Permission codes={[permissionCodes.orderPay]}>
          <Button type="primary" size={size} onClick={() => onPay(order.orderNumber)} data-testid="order-pay">
            {t('orders.pay')}
          </Button>
        </Permission>
      )}
      {/* Acting on an order as its buyer is order:create's; order:list alone only reads. */}
      <Permission codes={[permissionCodes.orderCreate]}>
        {order.canConfirm && (
          <Button type="primary" size={size} onClick={confirm} data-testid="order-confirm">
            {t('orders.confirmReceipt')}
          </Button>
        )}
        {order.canBuyAgain && (
          <Button size={size} loading={buying} onClick={() => void again()} data-testid="order-buy-again">
            {t('orders.buyAgain')}
          </Button>
        )}
        {order.canCancel && (
          <Button size={size} onClick={cancel} data-testid="order-cancel">
            {t('orders.cancel')}
          </Button>
        )}
      </Permission>
    </div>
  );
}
