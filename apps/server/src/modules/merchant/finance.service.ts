import {
  ErrorCode,
  type FinanceApplication,
  type FinanceApplyInput,
  type FinanceProduct,
  type FinanceStatus,
  type Locale,
  merchantLimits,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { centsToMoney, localized } from '../../lib/localized';
import type { SendLimiter } from '../../lib/per-user-limiter';
import type { Session } from '../account';
import type { FinanceApplicationRow, FinanceProductRow, MerchantRepository } from './merchant.repository';

/** "12345.6" (a zMoney string) to integer fen. */
export function moneyToCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points to a percent string ("385" → "3.85"). */
const percent = (bp: number) => (bp / 100).toFixed(2);

/**
 * The financial service: products on offer and the signed-in user's applications for them. Submissions
 * are limited per user per minute and by the number still under review.
 */
export class FinanceService {
  constructor(
    private readonly repo: MerchantRepository,
    private readonly limiter: SendLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async listProducts(locale: Locale): Promise<FinanceProduct[]> {
    return (await this.repo.listFinanceProducts()).map((row) => toProduct(row, locale));
  }

  async apply(session: Session, input: FinanceApplyInput, locale: Locale): Promise<FinanceApplication> {
    if (!(await this.limiter.take(session.userId)))
      throw new AppError(ErrorCode.RATE_LIMITED, 'error.rateLimited', { seconds: 60 });
    const product = await this.repo.getFinanceProduct(input.productId);
    if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'finance.productNotFound');
    const amountCents = moneyToCents(input.amount);
    if (amountCents < product.minAmountCents || amountCents > product.maxAmountCents)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'finance.amountRange', {
        min: centsToMoney(product.minAmountCents),
        max: centsToMoney(product.maxAmountCents),
      });
    if (!product.termMonths.includes(input.termMonths))
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'finance.termInvalid', {
        terms: product.termMonths.join(' / '),
      });
    const row = await this.repo.transaction(async (repo) => {
      if ((await repo.countOpenFinance(session.userId)) >= merchantLimits.financeOpenMax)
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'finance.openLimit', {
          max: merchantLimits.financeOpenMax,
        });
      return repo.insertFinance({
        userId: session.userId,
        custId: session.custId,
        productId: product.id,
        companyName: input.companyName,
        contactName: input.contactName,
        mobile: input.mobile,
        amountCents,
        termMonths: input.termMonths,
        note: input.note ?? '',
      });
    });
    return toApplication(row, new Map([[product.id, product]]), locale);
  }

  async findMine(
    session: Session,
    offset: number,
    limit: number,
    locale: Locale,
  ): Promise<{ rows: FinanceApplication[]; total: number }> {
    const page = await this.repo.findFinance(session.userId, (offset - 1) * limit, limit);
    const products = new Map(
      (await this.repo.financeProductsByIds([...new Set(page.rows.map((r) => r.productId))])).map((p) => [
        p.id,
        p,
      ]),
    );
    return { rows: page.rows.map((row) => toApplication(row, products, locale)), total: page.total };
  }

  /** The operators' decision on an application under review (docs/merchant.md). */
  async review(applicationId: number, decision: 'approve' | 'reject', reason = ''): Promise<FinanceStatus> {
    const status = decision === 'approve' ? 'approved' : 'rejected';
    if (decision === 'reject' && !reason.trim()) throw new Error('a rejection needs a reason');
    if (!(await this.repo.reviewFinance(applicationId, status, reason.trim(), this.now())))
      throw new Error(`finance application ${applicationId} is not under review`);
    return status;
  }
}

function toProduct(row: FinanceProductRow, locale: Locale): FinanceProduct {
  return {
    productId: row.id,
    code: row.code,
    name: localized(row.name, row.nameI18n, locale),
    institution: localized(row.institution, row.institutionI18n, locale),
    summary: localized(row.summary, row.summaryI18n, locale),
    features: locale === 'zh_CN' ? row.features : (row.featuresI18n[locale] ?? row.features),
    rateMin: percent(row.rateMinBp),
    rateMax: percent(row.rateMaxBp),
    termMonths: row.termMonths,
    minAmount: centsToMoney(row.minAmountCents),
    maxAmount: centsToMoney(row.maxAmountCents),
  };
}

function toApplication(
  row: FinanceApplicationRow,
  products: Map<number, FinanceProductRow>,
  locale: Locale,
): FinanceApplication {
  const product = products.get(row.productId);
  return {
    applicationId: row.id,
    productId: row.productId,
    productName: product ? localized(product.name, product.nameI18n, locale) : '',
    companyName: row.companyName,
    contactName: row.contactName,
    mobile: row.mobile,
    amount: centsToMoney(row.amountCents),
    termMonths: row.termMonths,
    note: row.note,
    status: row.status as FinanceStatus,
    reviewNote: row.reviewNote,
    createTime: row.createdAt.toISOString(),
  };
}
