import {
  ErrorCode,
  type Locale,
  type MerchantCategories,
  type MerchantCompany,
  type MerchantContact,
  type MerchantReviewInput,
  type PlatformMerchantApplication,
  type PlatformMerchantApplicationRow,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit';
import type { MerchantRepository, MerchantRow } from './merchant.repository';
import type { MerchantService } from './merchant.service';

/**
 * The platform's review of merchant applications (the platform console, issue 33): the list, one
 * application, and the decision. Approving opens the applicant's shop (its name, introduction and main class
 * from the application) and gives the applicant the seller centre, in one transaction with the status and
 * the audit entry; refusing keeps the reason, which the applicant reads on the storefront and may correct.
 * Only an application under review is decided: the row is locked, so two reviewers deciding at once get one
 * decision and one 40900.
 */
export class MerchantReviewService {
  constructor(
    private readonly repo: MerchantRepository,
    private readonly applications: Pick<MerchantService, 'toApplication'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(query: {
    offset: number;
    limit: number;
    status?: 'submitted' | 'approved' | 'rejected';
    keyword?: string;
  }): Promise<{ rows: PlatformMerchantApplicationRow[]; total: number }> {
    const { rows, total } = await this.repo.listForReview(
      { status: query.status, keyword: query.keyword || undefined },
      (query.offset - 1) * query.limit,
      query.limit,
    );
    return {
      rows: rows.map((row) => ({
        applicationId: row.id,
        userId: row.userId,
        mobile: row.mobile,
        companyName: (row.company as MerchantCompany | null)?.companyName ?? null,
        shopName: (row.categories as MerchantCategories | null)?.shopName ?? null,
        contactName: (row.contact as MerchantContact | null)?.contactName ?? null,
        status: row.status as PlatformMerchantApplicationRow['status'],
        submitTime: row.submittedAt?.toISOString() ?? null,
        reviewTime: row.reviewedAt?.toISOString() ?? null,
      })),
      total,
    };
  }

  async get(applicationId: number, locale: Locale): Promise<PlatformMerchantApplication> {
    const row = await this.repo.getForReview(applicationId);
    // A draft is its applicant's alone until it is submitted.
    if (!row || row.status === 'draft') throw notFound();
    return this.present(row, await this.repo.shopIdOf(row.custId), locale);
  }

  async review(
    actor: AuditActor,
    input: MerchantReviewInput,
    locale: Locale,
  ): Promise<PlatformMerchantApplication> {
    const { row, shopId } = await this.repo.transaction(async (repo, audit) => {
      const current = await repo.getForReview(input.applicationId, true);
      if (!current || current.status === 'draft') throw notFound();
      if (current.status !== 'submitted') throw new AppError(ErrorCode.CONFLICT, 'merchant.notUnderReview');
      const now = this.now();
      let shopId: number | null = null;
      if (input.decision === 'approve') {
        const categories = current.categories as MerchantCategories | null;
        if (!categories) throw new Error(`application ${current.id} was submitted without its categories`);
        // A customer that already has a shop (a second application of the same company) keeps that one.
        shopId = await repo.shopIdOf(current.custId);
        shopId ??= await repo.openShop({
          custId: current.custId,
          shopName: categories.shopName,
          description: categories.intro ?? '',
          mainClassId: categories.classIds[0] ? await repo.topClassOf(categories.classIds[0]) : null,
          now,
        });
        await repo.grantSellerCentre(current.userId);
      }
      const status = input.decision === 'approve' ? 'approved' : 'rejected';
      const reviewNote = input.decision === 'reject' ? input.reason : '';
      await repo.setStatus(current.userId, { status, reviewNote, reviewedAt: now }, now);
      await audit.append(actor, {
        action: `merchantApplication.${input.decision}`,
        entityType: 'merchantApplication',
        entityId: current.id,
        before: { status: current.status, reviewNote: current.reviewNote },
        after: { status, reviewNote, shopId },
      });
      const row = await repo.getForReview(current.id);
      if (!row) throw new Error(`application ${current.id} vanished in its own review`);
      return { row, shopId };
    });
    return this.present(row, shopId, locale);
  }

  private async present(
    row: MerchantRow & { mobile: string },
    shopId: number | null,
    locale: Locale,
  ): Promise<PlatformMerchantApplication> {
    return {
      ...(await this.applications.toApplication(row, locale)),
      userId: row.userId,
      mobile: row.mobile,
      shopId: row.status === 'approved' ? shopId : null,
    };
  }
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'merchant.applicationNotFound');
