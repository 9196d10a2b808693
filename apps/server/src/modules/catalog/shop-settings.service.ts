import { ErrorCode, type ShopClass, type ShopSettings, type shopSettingsInputSchema } from '@mall/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { allLanguages, translationsOf } from '../../lib/localized';
import type { AuditActor } from '../audit';
import type {
  ShopClassRow,
  ShopSettingsRepository,
  ShopSettingsRow,
  ShopSettingsWrite,
} from './shop-settings.repository';

type Input = z.output<typeof shopSettingsInputSchema>;

export interface ShopSettingsServiceDeps {
  repo: ShopSettingsRepository;
  /** Where stored pictures are served (the gallery's OSS_FILE_HOME or /files): a picture's address is it + key. */
  fileHome: () => Promise<string>;
  /** Tells every server copy that what the storefront shows changed (its kept pages go). */
  announce: (what: string) => Promise<void>;
}

const toClass = (c: ShopClassRow): ShopClass => ({
  id: c.id,
  names: allLanguages(c.name, c.nameI18n),
  productCount: c.productCount,
});

function toSettings(row: ShopSettingsRow, classes: ShopClassRow[]): ShopSettings {
  return {
    shopId: row.id,
    shopName: row.shopName,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    description: allLanguages(row.description, row.descriptionI18n),
    notice: allLanguages(row.notice, row.noticeI18n),
    mainClassId: row.mainClassId,
    classes: classes.map(toClass),
    status: row.status === 0 ? 'suspended' : 'open',
    suspendedReason: row.suspendedReason,
  };
}

/** What the audit log keeps of a shop's face. */
const auditView = (row: ShopSettingsWrite, classes: { id?: number; name: string }[]) => ({
  logoUrl: row.logoUrl,
  bannerUrl: row.bannerUrl,
  description: row.description,
  descriptionI18n: row.descriptionI18n,
  notice: row.notice,
  noticeI18n: row.noticeI18n,
  mainClassId: row.mainClassId,
  classes: classes.map((c) => ({ id: c.id ?? null, name: c.name })),
});

/**
 * A shop's face as its merchant edits it (merchant workbench, `shop:settings:edit`): the logo and the
 * banner, chosen from the caller's gallery (they become public, and stay while the shop shows them), the
 * description and the notice in four languages, the main class and the shop's own classes. The name is not the merchant's to change: the platform's approval gave it.
 * Saved with the pictures' uses, the classes and the audit entry in one transaction on the locked shop, then announced, so
 * the storefront's shop pages show it at once.
 */
export class ShopSettingsService {
  constructor(
    private readonly deps: ShopSettingsServiceDeps,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(shopId: number): Promise<ShopSettings> {
    const row = await this.deps.repo.getShop(shopId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'shop.notFound');
    return toSettings(row, await this.deps.repo.classes(shopId));
  }

  /** The shop's own classes, for the product form. */
  async classes(shopId: number): Promise<ShopSettings['classes']> {
    return (await this.deps.repo.classes(shopId)).map(toClass);
  }

  /** `userId`: the session's user, whose gallery a new logo or banner comes from. */
  async save(actor: AuditActor, shopId: number, userId: number, input: Input): Promise<ShopSettings> {
    if (input.mainClassId !== null && !(await this.deps.repo.isTopClass(input.mainClassId)))
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'shop.classNotTop');
    const fileHome = await this.deps.fileHome();
    const saved = await this.deps.repo.transaction(async (repo, audit, pictures) => {
      const row = await repo.getShop(shopId, true);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'shop.notFound');
      const classesBefore = await repo.classes(shopId);
      const toKey = (url: string) => url.slice(fileHome.length + 1);
      const bannerUrl = input.bannerUrl ?? row.bannerUrl;
      // A picture the shop shows already stays (the seed's, or another staff member's); a new one must be one
      // of the caller's gallery pictures, which it then shows to everyone.
      for (const [url, before] of [
        [input.logoUrl, row.logoUrl],
        [bannerUrl, row.bannerUrl],
      ] as const) {
        if (!url || url === before) continue;
        const own = url.startsWith(`${fileHome}/gallery/${userId}/`);
        const missing = own ? await pictures.use(userId, shopId, [toKey(url)]) : [url];
        if (missing.length > 0)
          throw new AppError(ErrorCode.NOT_FOUND, 'shop.pictureNotFound', {
            name: url.slice(url.lastIndexOf('/') + 1),
          });
      }
      await pictures.release(
        shopId,
        [input.logoUrl, bannerUrl].filter((url) => url.startsWith(`${fileHome}/`)).map(toKey),
      );
      const notice = input.notice;
      const values: ShopSettingsWrite = {
        logoUrl: input.logoUrl,
        bannerUrl,
        description: input.description.zh_CN,
        descriptionI18n: translationsOf(input.description),
        notice: notice ? notice.zh_CN : row.notice,
        noticeI18n: notice ? translationsOf(notice) : row.noticeI18n,
        mainClassId: input.mainClassId,
      };
      await repo.update(shopId, values);
      const classes = input.classes?.map((c) => ({
        id: c.id,
        name: c.names.zh_CN,
        nameI18n: translationsOf(c.names),
      }));
      if (classes && !(await repo.replaceClasses(shopId, classes, this.now())))
        throw new AppError(ErrorCode.NOT_FOUND, 'shop.shopClassNotFound');
      await audit.append(actor, {
        action: 'shop.settings',
        entityType: 'shop',
        entityId: shopId,
        before: auditView(row, classesBefore),
        after: auditView(values, classes ?? classesBefore),
      });
      return { row: { ...row, ...values }, classes: await repo.classes(shopId) };
    });
    await this.deps.announce('shop');
    return toSettings(saved.row, saved.classes);
  }
}
