import type { MerchantDashboard } from '@mall/contracts';
import { startOfMallDay } from '../../lib/mall-day';
import { ownShopOf } from './shop-scope';
import type { WorkbenchRepository } from './workbench.repository';

/** The workbench's dashboard: each figure is the count of the list it links to. */
export class DashboardService {
  constructor(
    private readonly repo: WorkbenchRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async dashboard(custId: number): Promise<MerchantDashboard> {
    const shop = await ownShopOf(this.repo, custId);
    const [ordersToShip, today, unreadChats] = await Promise.all([
      this.repo.countOrdersToShip(shop.id),
      this.repo.paidSince(shop.id, startOfMallDay(this.now())),
      this.repo.countUnreadConversations(custId),
    ]);
    return {
      shopId: shop.id,
      shopName: shop.shopName,
      ordersToShip,
      // After-sales requests arrive with issue 34; until then none can wait.
      afterSalesWaiting: 0,
      unreadChats,
      todaySalesCents: today.cents,
      todayOrders: today.orders,
      // Suspended by the platform (0): the dashboard shows why, in red.
      suspendedReason: shop.status === 0 ? shop.suspendedReason : null,
    };
  }
}
