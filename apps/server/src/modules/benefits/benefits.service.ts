import {
  type Coupon,
  type CouponStatus,
  centsToYuan,
  type PointsAccount,
  type PointsRecord,
  type PointsRecordKind,
} from '@mall/contracts';
import type { Session } from '../account';
import type { BenefitsRepository, CouponRow, PointsEntryRow } from './benefits.repository';

interface Paging {
  offset: number;
  limit: number;
}

function kindOf(row: PointsEntryRow): PointsRecordKind {
  // Entries of points orders are kind 'points' (spent: negative, returned: positive); the rest are grants.
  if (row.kind === 'points') return row.points < 0 ? 'redeem' : 'refund';
  return 'grant';
}

function toPointsRecord(row: PointsEntryRow): PointsRecord {
  return {
    id: row.id,
    kind: kindOf(row),
    points: row.points,
    orderNumber: row.orderNumber,
    goodsName: row.goodsName ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

function toCoupon(row: CouponRow, now: Date): Coupon {
  const status: CouponStatus = row.usedAt ? 'used' : row.validUntil <= now ? 'expired' : 'unused';
  return {
    couponId: row.id,
    status,
    amount: centsToYuan(row.amountCents),
    threshold: centsToYuan(row.thresholdCents),
    scope: row.shopId === null ? 'platform' : 'shop',
    shopId: row.shopId,
    shopName: row.shopName ?? '',
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedOrderNumber: row.usedOrderNumber,
  };
}

/**
 * The points centre and coupons of the personal centre. Everything is read for session.custId only, so a
 * buyer never sees another customer's points or coupons.
 */
export class BenefitsService {
  constructor(
    private readonly repo: BenefitsRepository,
    private readonly now: () => Date,
  ) {}

  async pointsAccount(session: Session): Promise<PointsAccount> {
    const [balance, totals] = await Promise.all([
      this.repo.pointsBalance(session.custId),
      this.repo.pointsTotals(session.custId),
    ]);
    return { balance, ...totals };
  }

  async pointsRecords(session: Session, { offset, limit }: Paging) {
    const [rows, total] = await Promise.all([
      this.repo.pointsEntries(session.custId, (offset - 1) * limit, limit),
      this.repo.countPointsEntries(session.custId),
    ]);
    return { rows: rows.map(toPointsRecord), total };
  }

  async coupons(session: Session, status: CouponStatus, { offset, limit }: Paging) {
    const now = this.now();
    const [rows, counts] = await Promise.all([
      this.repo.coupons(session.custId, status, now, (offset - 1) * limit, limit),
      this.repo.countCoupons(session.custId, now),
    ]);
    return { rows: rows.map((r) => toCoupon(r, now)), total: counts[status] };
  }

  couponCounts(session: Session): Promise<Record<CouponStatus, number>> {
    return this.repo.countCoupons(session.custId, this.now());
  }
}
