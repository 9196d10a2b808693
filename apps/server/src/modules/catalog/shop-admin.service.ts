import { ErrorCode, type PlatformShop, type PlatformShopRow, type ShopStatus } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit';
import {
  heldStatus,
  onSaleStatus,
  type ShopAdminRepository,
  type ShopAdminRow,
  type StatusCounts,
  shopStatusCodes,
} from './shop-admin.repository';
import { productStatusCodes } from './shop-products.mapper';

export interface ShopAdminServiceDeps {
  repo: ShopAdminRepository;
  /** Sends the job that moves the rest of a shop's products (shop-admin jobs, catalog/index.ts). */
  sendMove: (shopId: number) => Promise<void>;
  /** Tells every server copy that what the storefront shows changed (its kept pages go). */
  announce: (what: string) => Promise<void>;
  /** Products moved per transaction (the request moves the first batch itself). */
  batchSize?: number;
}

/**
 * Products moved in one transaction (docs/jobs.md, "Suspending a shop"). Measured with 30,000 products, a
 * shop of 1,328: taking a product out of the search index costs 15 ms on PostgreSQL and 27 ms on the embedded
 * database in batches of 50 (44 and 47 ms one by one), putting it back 24 and 47 ms (41 and 82 ms); each
 * token of a product sits in a chunk of its own, so a batch saves round trips, not chunk rewrites. Every change
 * to the index waits for the one under way (its one lock): a batch of 50 holds it 0.6 to 2.5 s, what a
 * merchant publishing meanwhile may wait, while a shop of up to 50 products on sale is out of search when the
 * request answers.
 */
export const shopMoveBatch = 50;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'shop.notFound');
const statusName = (code: number): ShopStatus => (code === shopStatusCodes.suspended ? 'suspended' : 'open');

/**
 * Suspending and restoring shops (platform console, `platform:shop:manage`). A suspension does not take the
 * shop's products down: those on sale are held (products.status 3), out of search, the class listings and
 * checkout like a product taken down, and exactly those go back on sale at the restore, so nothing the
 * merchant chose is lost. The change of the shop and the first batch of its products are one transaction
 * with the audit entry; a larger shop's other products move in batches on the job queue (`settle`), while
 * the storefront's product page and checkout already go by the shop's status. The merchant can neither
 * publish nor take down meanwhile (ShopProductService.setOnSale).
 */
export class ShopAdminService {
  private readonly repo: ShopAdminRepository;
  private readonly batchSize: number;

  constructor(private readonly deps: ShopAdminServiceDeps) {
    this.repo = deps.repo;
    this.batchSize = deps.batchSize ?? shopMoveBatch;
  }

  async list(query: {
    offset: number;
    limit: number;
    status?: ShopStatus;
    keyword?: string;
  }): Promise<{ rows: PlatformShopRow[]; total: number }> {
    const { rows, total } = await this.repo.findShops(
      {
        ...(query.status ? { status: shopStatusCodes[query.status] } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
      },
      (query.offset - 1) * query.limit,
      query.limit,
    );
    const counts = await this.repo.statusCounts(rows.map((r) => r.id));
    return { rows: rows.map((row) => toRow(row, counts.get(row.id) ?? new Map())), total };
  }

  async detail(shopId: number): Promise<PlatformShop> {
    const row = await this.repo.getShop(shopId);
    if (!row) throw notFound();
    const [counts, mainClassName] = await Promise.all([
      this.repo.statusCounts([shopId]),
      row.mainClassId === null ? '' : this.repo.className(row.mainClassId),
    ]);
    const byStatus = counts.get(shopId) ?? new Map<number, number>();
    const n = (code: number) => byStatus.get(code) ?? 0;
    return {
      ...toRow(row, byStatus),
      description: row.description,
      mainClassName,
      products: {
        onSale: n(productStatusCodes.onSale),
        held: n(productStatusCodes.suspended),
        offShelf: n(productStatusCodes.offShelf),
        draft: n(productStatusCodes.draft),
      },
    };
  }

  async suspend(actor: AuditActor, input: { shopId: number; reason: string }): Promise<PlatformShop> {
    return this.change(actor, input.shopId, 'suspended', input.reason);
  }

  async restore(actor: AuditActor, input: { shopId: number }): Promise<PlatformShop> {
    return this.change(actor, input.shopId, 'open', '');
  }

  private async change(actor: AuditActor, shopId: number, to: ShopStatus, reason: string) {
    const suspending = to === 'suspended';
    const moved = await this.repo.transaction(async (repo, audit) => {
      const shop = await repo.getShop(shopId, true);
      if (!shop) throw notFound();
      if (statusName(shop.status) === to)
        throw new AppError(ErrorCode.CONFLICT, suspending ? 'shop.alreadySuspended' : 'shop.notSuspended');
      await repo.setStatus(shopId, shopStatusCodes[to], reason);
      const count = await repo.moveProducts(
        shopId,
        suspending ? onSaleStatus : heldStatus,
        suspending ? heldStatus : onSaleStatus,
        this.batchSize,
      );
      await audit.append(actor, {
        action: suspending ? 'shop.suspend' : 'shop.restore',
        entityType: 'shop',
        entityId: shopId,
        before: { status: statusName(shop.status), reason: shop.suspendedReason },
        after: { status: to, reason },
      });
      return count;
    });
    // A full batch: there may be more. The job finds out (and moves nothing when there is none).
    if (moved === this.batchSize) await this.deps.sendMove(shopId);
    await this.deps.announce('shop');
    return this.detail(shopId);
  }

  /**
   * The job: moves the shop's products, a batch per transaction, until they agree with the shop's status
   * (held while it is suspended, on sale while it is open). Idempotent, and right whichever way the shop was
   * changed last: a restore while the job still takes products out makes its next batch put them back.
   * Answers how many moved.
   */
  async settle(shopId: number): Promise<number> {
    let total = 0;
    for (;;) {
      const moved = await this.repo.transaction(async (repo) => {
        const status = await repo.shopStatus(shopId);
        if (status === undefined) return 0;
        const suspended = status === shopStatusCodes.suspended;
        return repo.moveProducts(
          shopId,
          suspended ? onSaleStatus : heldStatus,
          suspended ? heldStatus : onSaleStatus,
          this.batchSize,
        );
      });
      total += moved;
      if (moved < this.batchSize) break;
    }
    if (total > 0) await this.deps.announce('product');
    return total;
  }
}

function toRow(row: ShopAdminRow, counts: StatusCounts): PlatformShopRow {
  const status = statusName(row.status);
  const n = (code: number) => counts.get(code) ?? 0;
  return {
    shopId: row.id,
    shopName: row.shopName,
    logoUrl: row.logoUrl,
    companyName: row.companyName,
    phone: row.phone,
    areaName: row.areaName,
    status,
    suspendedReason: row.suspendedReason,
    onSale: status === 'open' ? n(onSaleStatus) : 0,
    held: n(heldStatus),
    moving: status === 'open' ? n(heldStatus) : n(onSaleStatus),
    createdAt: row.createdAt.toISOString(),
  };
}
