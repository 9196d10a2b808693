import type { OrderStatus } from '@mall/contracts';

/** The tag colour of each order status: antd's preset palettes, as the storefront's order tags. */
export const orderStatusColours: Record<OrderStatus, string> = {
  pendingPayment: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
};
