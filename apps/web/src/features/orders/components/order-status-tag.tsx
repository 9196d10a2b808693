import type { OrderStatus } from '@mall/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const colors: Record<OrderStatus, string> = {
  pendingPayment: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('cart');
  return (
    <Tag color={colors[status]} bordered={false} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}

/** Order times as the buyer reads them (local time). */
export function formatOrderTime(iso: string): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
}
