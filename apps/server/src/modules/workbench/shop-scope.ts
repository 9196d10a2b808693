import { ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { WorkbenchRepository } from './workbench.repository';

export interface OwnShop {
  id: number;
  shopName: string;
  /** 1 open, 0 suspended by the platform. */
  status: number;
  /** Why the platform suspended it; '' when open. */
  suspendedReason: string;
}

/**
 * The one way a workbench service learns which shop it works on: the session's customer's shop, never an id
 * the request names. A seller-centre account whose customer has no shop (an approval not made yet, a shop
 * removed) is refused with 40300 `error.noShop`.
 */
export async function ownShopOf(repo: Pick<WorkbenchRepository, 'shopOf'>, custId: number): Promise<OwnShop> {
  const shop = await repo.shopOf(custId);
  if (!shop) throw new AppError(ErrorCode.FORBIDDEN, 'error.noShop');
  return shop;
}
