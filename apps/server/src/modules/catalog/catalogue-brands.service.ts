import {
  type CatalogueBrand,
  type CatalogueUnit,
  type catalogueBrandInputSchema,
  type catalogueUnitInputSchema,
  ErrorCode,
  type Locale,
  type ProductUnit,
} from '@mall/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { allLanguages, localized, translationsOf } from '../../lib/localized';
import type { AuditActor } from '../audit';
import type { BrandRow, CatalogueBrandRepository, UnitRow } from './catalogue-brands.repository';
import { showPicture } from './catalogue-pictures';
import type { CatalogueReindexService } from './catalogue-reindex.service';

type BrandInput = z.output<typeof catalogueBrandInputSchema>;
type UnitInput = z.output<typeof catalogueUnitInputSchema>;

export interface CatalogueBrandServiceDeps {
  repo: CatalogueBrandRepository;
  reindex: CatalogueReindexService;
  /** Where stored pictures are served (the gallery's OSS_FILE_HOME or /files): a picture's address is it + key. */
  fileHome: () => Promise<string>;
  /** Tells every server copy that what the storefront shows changed (the brand centre's kept pages). */
  announce: (what: string) => Promise<void>;
}

const brandNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'catalogue.brandNotFound');
const unitNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'catalogue.unitNotFound');

function toBrand(row: BrandRow, products: number): CatalogueBrand {
  return {
    brandId: row.id,
    name: allLanguages(row.name, row.nameI18n),
    description: allLanguages(row.description, row.descriptionI18n),
    logoUrl: row.logoUrl,
    sort: row.sort,
    products,
  };
}

const brandAudit = (row: BrandRow) => ({
  name: row.name,
  nameI18n: row.nameI18n,
  description: row.description,
  descriptionI18n: row.descriptionI18n,
  logoUrl: row.logoUrl,
  sort: row.sort,
});

function toUnit(row: UnitRow): CatalogueUnit {
  return {
    unitId: row.id,
    code: row.dicCode,
    name: allLanguages(row.dicCode, row.labelI18n),
    enabled: row.enableFlag === 1,
    sort: row.sort,
  };
}

const unitAudit = (row: UnitRow) => ({
  code: row.dicCode,
  labelI18n: row.labelI18n,
  sort: row.sort,
  enabled: row.enableFlag === 1,
});

/**
 * The brands and the units of measure in the platform console (`platform:catalog:edit`). Each change is
 * written with its audit entry in one transaction. A brand's Chinese name is part of its products' search
 * text: a rename re-indexes them after the commit; the brand centre shows a change at once (announce). A
 * unit's Chinese name is what a product keeps as its unit, so it is fixed once made: a unit is disabled
 * (no longer offered to merchants) rather than renamed or deleted.
 */
export class CatalogueBrandService {
  constructor(private readonly deps: CatalogueBrandServiceDeps) {}

  async listBrands(query: {
    offset: number;
    limit: number;
    keyword?: string;
  }): Promise<{ rows: CatalogueBrand[]; total: number }> {
    const { rows, total } = await this.deps.repo.findBrands(query.keyword, query.offset, query.limit);
    const counts = await this.deps.repo.productCounts(rows.map((row) => row.id));
    return { rows: rows.map((row) => toBrand(row, counts.get(row.id) ?? 0)), total };
  }

  /** `userId`: the session's user, whose gallery a new logo comes from. */
  async saveBrand(actor: AuditActor, userId: number, input: BrandInput): Promise<CatalogueBrand> {
    const fileHome = await this.deps.fileHome();
    const values = {
      name: input.name.zh_CN,
      nameI18n: translationsOf(input.name),
      description: input.description.zh_CN,
      descriptionI18n: translationsOf(input.description),
      logoUrl: input.logoUrl,
      sort: input.sort,
    };
    const { row, renamed } = await this.deps.repo.transaction(async (repo, audit, pictures) => {
      const before = input.brandId === undefined ? undefined : await repo.lockBrand(input.brandId);
      if (input.brandId !== undefined && !before) throw brandNotFound();
      if (before?.name !== values.name) {
        await repo.nameTurn(1);
        if (await repo.brandNamed(values.name, before?.id ?? 0))
          throw new AppError(ErrorCode.CONFLICT, 'catalogue.brandNameTaken', { name: values.name });
      }
      const saved = before ? await repo.updateBrand(before.id, values) : await repo.insertBrand(values);
      await showPicture(pictures, fileHome, userId, saved.id, before?.logoUrl ?? '', input.logoUrl);
      await audit.append(actor, {
        action: before ? 'brand.update' : 'brand.create',
        entityType: 'brand',
        entityId: saved.id,
        before: before ? brandAudit(before) : null,
        after: brandAudit(saved),
      });
      return { row: saved, renamed: before !== undefined && before.name !== saved.name };
    });
    await this.deps.announce('brand');
    if (renamed) await this.deps.reindex.afterChange({ brandId: row.id });
    const counts = await this.deps.repo.productCounts([row.id]);
    return toBrand(row, counts.get(row.id) ?? 0);
  }

  async deleteBrand(actor: AuditActor, brandId: number): Promise<null> {
    await this.deps.repo.transaction(async (repo, audit, pictures) => {
      const row = await repo.lockBrand(brandId);
      if (!row) throw brandNotFound();
      const used = (await repo.productCounts([row.id])).get(row.id) ?? 0;
      if (used > 0) throw new AppError(ErrorCode.CONFLICT, 'catalogue.brandInUse', { count: used });
      await pictures.release(row.id, []);
      await repo.deleteBrand(row.id);
      await audit.append(actor, {
        action: 'brand.delete',
        entityType: 'brand',
        entityId: row.id,
        before: brandAudit(row),
        after: null,
      });
    });
    await this.deps.announce('brand');
    return null;
  }

  async listUnits(): Promise<CatalogueUnit[]> {
    return (await this.deps.repo.listUnits()).map(toUnit);
  }

  /** The units the merchant's product form offers, named in the reader's language. */
  async enabledUnits(locale: Locale): Promise<ProductUnit[]> {
    return (await this.deps.repo.listUnits(true)).map((row) => ({
      code: row.dicCode,
      label: localized(row.dicLabel, row.labelI18n, locale),
    }));
  }

  async saveUnit(actor: AuditActor, input: UnitInput): Promise<CatalogueUnit> {
    const code = input.name.zh_CN;
    const labelI18n = translationsOf(input.name);
    const row = await this.deps.repo.transaction(async (repo, audit) => {
      if (input.unitId === undefined) {
        await repo.nameTurn(2);
        if (await repo.unitCoded(code))
          throw new AppError(ErrorCode.CONFLICT, 'catalogue.unitTaken', { name: code });
        const created = await repo.insertUnit(code, labelI18n, input.sort);
        await audit.append(actor, {
          action: 'productUnit.create',
          entityType: 'productUnit',
          entityId: created.id,
          before: null,
          after: unitAudit(created),
        });
        return created;
      }
      const before = await repo.lockUnit(input.unitId);
      if (!before) throw unitNotFound();
      if (before.dicCode !== code) throw new AppError(ErrorCode.VALIDATION_FAILED, 'catalogue.unitNameFixed');
      const updated = await repo.updateUnit(before.id, { labelI18n, sort: input.sort });
      await audit.append(actor, {
        action: 'productUnit.update',
        entityType: 'productUnit',
        entityId: before.id,
        before: unitAudit(before),
        after: unitAudit(updated),
      });
      return updated;
    });
    return toUnit(row);
  }

  async enableUnit(actor: AuditActor, input: { unitId: number; enabled: boolean }): Promise<CatalogueUnit> {
    const row = await this.deps.repo.transaction(async (repo, audit) => {
      const before = await repo.lockUnit(input.unitId);
      if (!before) throw unitNotFound();
      const updated = await repo.updateUnit(before.id, { enableFlag: input.enabled ? 1 : 0 });
      await audit.append(actor, {
        action: input.enabled ? 'productUnit.enable' : 'productUnit.disable',
        entityType: 'productUnit',
        entityId: before.id,
        before: unitAudit(before),
        after: unitAudit(updated),
      });
      return updated;
    });
    return toUnit(row);
  }
}
