import type { ShopProductStatus } from '@mall/contracts';

/** The tag colour of each product status in the workbench's lists and edit page. */
export const productStatusColours: Record<ShopProductStatus, string> = {
  draft: 'default',
  onSale: 'green',
  offShelf: 'orange',
  suspended: 'red',
};
