import {
  type ClassNode,
  ErrorCode,
  type Locale,
  luhnCheck,
  type MerchantApplication,
  type MerchantCategories,
  type MerchantCompany,
  type MerchantContact,
  type MerchantDataStep,
  type MerchantLicence,
  type MerchantSaveStep,
  type MerchantStatus,
  merchantCategoriesSchema,
  merchantCompanySchema,
  merchantContactSchema,
  merchantDataSteps,
  merchantLicenceSchema,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { Session } from '../account';
import type { ClassTreeService } from '../catalog';
import type { GalleryPictures } from '../gallery';
import type { SystemService } from '../system';
import type { MerchantRepository, MerchantRow } from './merchant.repository';

const sectionSchemas = {
  company: merchantCompanySchema,
  contact: merchantContactSchema,
  licence: merchantLicenceSchema,
  categories: merchantCategoriesSchema,
} as const;

/**
 * Merchant onboarding: one application per user, saved step by step. Every read and write names the
 * session's user, so nobody reaches another user's application. Submitted and approved applications are
 * read-only; a rejected one becomes a draft again when edited.
 */
export class MerchantService {
  constructor(
    private readonly repo: MerchantRepository,
    private readonly catalog: ClassTreeService,
    private readonly system: SystemService,
    /** Uses licence pictures of the gallery; null where no step is saved (the review command). */
    private readonly pictures: GalleryPictures | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async getMine(session: Session, locale: Locale): Promise<MerchantApplication | null> {
    const row = await this.repo.getApplication(session.userId);
    return row ? this.toApplication(row, locale) : null;
  }

  async saveStep(session: Session, input: MerchantSaveStep, locale: Locale): Promise<MerchantApplication> {
    // Checked before the section too: a refused save uses no picture.
    const before = await this.repo.getApplication(session.userId);
    if (before) this.assertEditable(before);
    assertStepsBefore(before, input.step);
    const held = heldLicence(before);
    const data = await this.checkSection(session.userId, input, held);
    let row: MerchantRow;
    try {
      row = await this.repo.transaction(async (repo) => {
        const current = await repo.ensureApplication(session.userId, session.custId);
        this.assertEditable(current);
        assertStepsBefore(current, input.step);
        // The licence pictures kept as they were must still be the application's.
        if (input.step === 'licence' && current.updatedAt.getTime() !== before?.updatedAt.getTime())
          throw new AppError(ErrorCode.CONFLICT, 'merchant.changed');
        await repo.saveSection(session.userId, input.step, data, 'draft', this.now());
        return (await repo.getApplication(session.userId))!;
      });
    } catch (error) {
      // Not saved: the pictures it would have used are the application's no more than before.
      if (input.step === 'licence') await this.pictures?.releaseUses(session.userId, 'licence', [...held]);
      throw error;
    }
    // Saved: a licence picture the application no longer shows is let go (and goes if deleted from the
    // gallery, or if it was the application's own copy).
    if (input.step === 'licence')
      await this.pictures?.releaseUses(session.userId, 'licence', [...heldLicence(row)]);
    return this.toApplication(row, locale);
  }

  async submit(session: Session, locale: Locale): Promise<MerchantApplication> {
    const checked = await this.repo.getApplication(session.userId);
    if (!checked) throw new AppError(ErrorCode.NOT_FOUND, 'merchant.notStarted');
    this.assertEditable(checked);
    // Everything is checked again (a class may have gone). Outside the transaction: the embedded database
    // has one connection, which the transaction would hold.
    const held = heldLicence(checked);
    let licence: Record<string, unknown> | undefined;
    for (const step of merchantDataSteps) {
      const parsed = sectionSchemas[step].safeParse(checked[step]);
      if (!checked[step] || !parsed.success) throw stepMissing(step);
      const section = await this.checkSection(
        session.userId,
        { step, data: parsed.data } as MerchantSaveStep,
        held,
      );
      if (step === 'licence') licence = section;
    }
    const row = await this.repo.transaction(async (repo) => {
      const current = (await repo.getApplication(session.userId, true))!;
      this.assertEditable(current);
      // A step saved in between was checked by its own save; what was checked above must still be it.
      if (current.updatedAt.getTime() !== checked.updatedAt.getTime())
        throw new AppError(ErrorCode.CONFLICT, 'merchant.changed');
      const now = this.now();
      if (licence && JSON.stringify(licence) !== JSON.stringify(checked.licence))
        await repo.saveSection(session.userId, 'licence', licence, 'draft', now);
      await repo.setStatus(session.userId, { status: 'submitted', submittedAt: now, reviewedAt: null }, now);
      return (await repo.getApplication(session.userId))!;
    });
    return this.toApplication(row, locale);
  }

  private assertEditable(row: MerchantRow) {
    if (row.status === 'submitted') throw new AppError(ErrorCode.CONFLICT, 'merchant.underReview');
    if (row.status === 'approved') throw new AppError(ErrorCode.CONFLICT, 'merchant.approved');
  }

  /** Rules a schema cannot check alone; answers the section as it is stored. */
  private async checkSection(
    userId: number,
    input: MerchantSaveStep,
    heldLicenceUrls: ReadonlySet<string>,
  ): Promise<Record<string, unknown>> {
    switch (input.step) {
      case 'company': {
        const company: MerchantCompany = { ...input.data, creditCode: input.data.creditCode.toUpperCase() };
        // A card carries a Luhn digit; corporate account numbers do not (spec §5 helper).
        if (company.accountType === 'card' && !luhnCheck(company.bankAccount))
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'merchant.bankCardLuhn');
        return company;
      }
      case 'contact': {
        const contact: MerchantContact = { ...input.data };
        if (!contact.phone) delete contact.phone;
        return contact;
      }
      case 'licence': {
        const licence: MerchantLicence = {
          licenceUrls: await this.keepLicencePictures(
            userId,
            [...new Set(input.data.licenceUrls)],
            heldLicenceUrls,
          ),
        };
        return licence;
      }
      case 'categories': {
        const categories: MerchantCategories = {
          ...input.data,
          classIds: [...new Set(input.data.classIds)],
        };
        if (!categories.intro) delete categories.intro;
        const known = secondLevel(await this.catalog.getClassTree(1, 1, 'zh_CN'));
        if (categories.classIds.some((id) => !known.has(id)))
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'merchant.categoryInvalid');
        return categories;
      }
    }
  }

  /**
   * The licence pictures as the application keeps them. A picture the application already holds (one of
   * the caller's gallery pictures it uses, an older copy, a seeded one) stays; any other must be one of the
   * caller's own gallery pictures (addressed as OSS_FILE_HOME/key), which the application then uses: it is
   * kept while the application shows it, even when deleted from the gallery, and only the applicant and
   * the platform see it.
   */
  private async keepLicencePictures(
    userId: number,
    urls: string[],
    held: ReadonlySet<string>,
  ): Promise<string[]> {
    const params = await this.system.getParams(['OSS_FILE_HOME']);
    const fileHome = (params.OSS_FILE_HOME?.trim() || '/files').replace(/\/+$/, '');
    const keys = urls
      .filter((url) => !held.has(url))
      .map((url) => (url.startsWith(`${fileHome}/`) ? url.slice(fileHome.length + 1) : null));
    const own = await this.repo.ownGalleryKeys(
      userId,
      keys.filter((k): k is string => k !== null),
    );
    // All checked before any is used: a refused save leaves no use behind.
    if (keys.some((key) => key === null || !own.has(key)))
      throw new AppError(ErrorCode.FORBIDDEN, 'merchant.licenceNotOwned');
    if (keys.length > 0 && !this.pictures) throw new Error('licence pictures cannot be used here');
    for (const url of urls)
      if (!held.has(url)) await this.pictures!.useOwnPicture(userId, url, { kind: 'licence' });
    return urls;
  }

  /** The application as its applicant (and, with more beside it, a reviewer) reads it. */
  async toApplication(row: MerchantRow, locale: Locale): Promise<MerchantApplication> {
    const categories = (row.categories as MerchantCategories | null) ?? null;
    const names = secondLevel(await this.catalog.getClassTree(1, 1, locale));
    const firstMissing = merchantDataSteps.find((step) => !row[step]);
    const status = row.status as MerchantStatus;
    return {
      applicationId: row.id,
      status,
      currentStep: firstMissing ?? 'agreement',
      company: (row.company as MerchantCompany | null) ?? null,
      contact: (row.contact as MerchantContact | null) ?? null,
      licence: (row.licence as MerchantLicence | null) ?? null,
      categories,
      categoryNames: (categories?.classIds ?? []).map((classId) => ({
        classId,
        name: names.get(classId) ?? String(classId),
      })),
      reviewNote: row.reviewNote,
      editable: status === 'draft' || status === 'rejected',
      submitTime: row.submittedAt?.toISOString() ?? null,
      reviewTime: row.reviewedAt?.toISOString() ?? null,
      updateTime: row.updatedAt.toISOString(),
    };
  }
}

/** Steps are filled in order: a later step needs the ones before it. */
function assertStepsBefore(row: MerchantRow | undefined, step: MerchantDataStep) {
  for (const earlier of merchantDataSteps) {
    if (earlier === step) break;
    if (!row?.[earlier]) throw stepMissing(earlier);
  }
}

/** The licence pictures an application holds now. */
function heldLicence(row: MerchantRow | undefined | null): ReadonlySet<string> {
  return new Set((row?.licence as MerchantLicence | null)?.licenceUrls ?? []);
}

function stepMissing(step: MerchantDataStep) {
  return new AppError(ErrorCode.VALIDATION_FAILED, 'merchant.stepMissing', { step: `merchant.step.${step}` });
}

/** Second-level classes (the categories a merchant applies for) by id, with their names. */
function secondLevel(tree: ClassNode[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const top of tree) for (const child of top.children) names.set(child.id, child.name);
  return names;
}
