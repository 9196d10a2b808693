import type { OrderStatus } from '@mall/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../hooks/use-date-text';

const colors: Record<OrderStatus, string> = {
  pendingPayment: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('buying');
  return (
    <Tag color={colors[status]} bordered={false} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}

/** Order times as the buyer reads them: the language's day and the mall's clock to the second ('' for none). */
export function useOrderTime(): (iso: string) => string {
  const { dateTime } = useDateText();
  return (iso) => (iso ? dateTime(iso, { seconds: true }) : '');
}
