import { ErrorCode, type ShopSettings, type shopSettingsInputSchema } from '@mall/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { allLanguages, translationsOf } from '../../lib/localized';
import type { AuditActor } from '../audit';
import type { ShopSettingsRepository, ShopSettingsRow, ShopSettingsWrite } from './shop-settings.repository';

type Input = z.output<typeof shopSettingsInputSchema>;

export interface ShopSettingsServiceDeps {
  repo: ShopSettingsRepository;
  /** Where stored pictures are served (the gallery's OSS_FILE_HOME or /files): a picture's address is it + key. */
  fileHome: () => Promise<string>;
  /** Tells every server copy that what the storefront shows changed (its kept pages go). */
  announce: (what: string) => Promise<void>;
}

function toSettings(row: ShopSettingsRow): ShopSettings {
  return {
    shopId: row.id,
    shopName: row.shopName,
    logoUrl: row.logoUrl,
    description: allLanguages(row.description, row.descriptionI18n),
    mainClassId: row.mainClassId,
    status: row.status === 0 ? 'suspended' : 'open',
    suspendedReason: row.suspendedReason,
  };
}

/** What the audit log keeps of a shop's face. */
const auditView = (row: ShopSettingsWrite) => ({
  logoUrl: row.logoUrl,
  description: row.description,
  descriptionI18n: row.descriptionI18n,
  mainClassId: row.mainClassId,
});

/**
 * A shop's face as its merchant edits it (merchant workbench, `shop:settings:edit`): the logo, chosen from
 * the caller's gallery (it becomes public, and stays while the shop shows it), the description in four
 * languages and the main class. The name is not the merchant's to change: the platform's approval gave it.
 * Saved with the logo's use and the audit entry in one transaction on the locked shop, then announced, so
 * the storefront's shop pages show it at once.
 */
export class ShopSettingsService {
  constructor(private readonly deps: ShopSettingsServiceDeps) {}

  async get(shopId: number): Promise<ShopSettings> {
    const row = await this.deps.repo.getShop(shopId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'shop.notFound');
    return toSettings(row);
  }

  /** `userId`: the session's user, whose gallery a new logo comes from. */
  async save(actor: AuditActor, shopId: number, userId: number, input: Input): Promise<ShopSettings> {
    if (input.mainClassId !== null && !(await this.deps.repo.isTopClass(input.mainClassId)))
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'shop.classNotTop');
    const fileHome = await this.deps.fileHome();
    const saved = await this.deps.repo.transaction(async (repo, audit, pictures) => {
      const row = await repo.getShop(shopId, true);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'shop.notFound');
      const toKey = (url: string) => url.slice(fileHome.length + 1);
      // The logo the shop shows already stays (the seed's, or another staff member's); a new one must be one
      // of the caller's gallery pictures, which it then shows to everyone.
      if (input.logoUrl && input.logoUrl !== row.logoUrl) {
        const own = input.logoUrl.startsWith(`${fileHome}/gallery/${userId}/`);
        const missing = own ? await pictures.use(userId, shopId, [toKey(input.logoUrl)]) : [input.logoUrl];
        if (missing.length > 0)
          throw new AppError(ErrorCode.NOT_FOUND, 'shop.pictureNotFound', {
            name: input.logoUrl.slice(input.logoUrl.lastIndexOf('/') + 1),
          });
      }
      await pictures.release(shopId, input.logoUrl.startsWith(`${fileHome}/`) ? [toKey(input.logoUrl)] : []);
      const values: ShopSettingsWrite = {
        logoUrl: input.logoUrl,
        description: input.description.zh_CN,
        descriptionI18n: translationsOf(input.description),
        mainClassId: input.mainClassId,
      };
      await repo.update(shopId, values);
      await audit.append(actor, {
        action: 'shop.settings',
        entityType: 'shop',
        entityId: shopId,
        before: auditView(row),
        after: auditView(values),
      });
      return { ...row, ...values };
    });
    await this.deps.announce('shop');
    return toSettings(saved);
  }
}
