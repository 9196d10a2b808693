import { type Address, type AddressInput, addressLimits, ErrorCode, type Locale } from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { fallbackLang, localized } from '../../../lib/localized';
import type { Session } from '../../account';
import type { AddressRepository, AddressRow, AddressValues } from './address.repository';

type Input = Omit<AddressInput, 'isDefault'> & { isDefault: boolean };

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'address.notFound');
const regionInvalid = () => new AppError(ErrorCode.VALIDATION_FAILED, 'address.regionInvalid');

/**
 * Delivery addresses of the signed-in buyer customer. Every read and write filters by session.custId, so
 * another buyer's address answers exactly like a missing one.
 */
export class AddressService {
  constructor(private readonly repo: AddressRepository) {}

  /**
   * Region names are in `locale` where translated. An order keeps the address as its Chinese text (the
   * default): the merchant ships within China.
   */
  async list(session: Session, locale: Locale = 'zh_CN'): Promise<Address[]> {
    return this.toAddresses(await this.repo.list(session.custId), locale);
  }

  /** One of the customer's addresses (order filling), or 40400. */
  async get(custId: number, addressId: number, locale: Locale = 'zh_CN'): Promise<Address> {
    const row = await this.repo.get(custId, addressId);
    if (!row) throw notFound();
    const [address] = await this.toAddresses([row], locale);
    return address!;
  }

  /** The default address, or null when the customer has none. */
  async getDefault(custId: number, locale: Locale = 'zh_CN'): Promise<Address | null> {
    const rows = await this.repo.list(custId);
    if (rows.length === 0) return null;
    return (await this.toAddresses([rows[0]!], locale))[0] ?? null;
  }

  async add(session: Session, input: Input, locale: Locale = 'zh_CN'): Promise<Address> {
    const values = await this.validate(input);
    const row = await this.repo.transaction(async (repo) => {
      const count = await repo.count(session.custId);
      if (count >= addressLimits.maxAddresses)
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'address.max', { max: addressLimits.maxAddresses });
      const inserted = await repo.insert(session.custId, values);
      // The first address is the default whatever was asked.
      if (input.isDefault || count === 0) await repo.makeDefault(session.custId, inserted.id);
      return inserted;
    });
    return this.get(session.custId, row.id, locale);
  }

  async update(
    session: Session,
    addressId: number,
    input: Input,
    locale: Locale = 'zh_CN',
  ): Promise<Address> {
    const values = await this.validate(input);
    await this.repo.transaction(async (repo) => {
      const current = await repo.get(session.custId, addressId);
      if (!current) throw notFound();
      // The default stays default until another one is made default: a buyer always has one.
      await repo.update(session.custId, addressId, { ...values, isDefault: current.isDefault });
      if (input.isDefault) await repo.makeDefault(session.custId, addressId);
    });
    return this.get(session.custId, addressId, locale);
  }

  async remove(session: Session, addressId: number): Promise<null> {
    await this.repo.transaction(async (repo) => {
      const current = await repo.get(session.custId, addressId);
      if (!current || !(await repo.remove(session.custId, addressId))) throw notFound();
      if (current.isDefault) {
        const [next] = await repo.list(session.custId);
        if (next) await repo.makeDefault(session.custId, next.id);
      }
    });
    return null;
  }

  async setDefault(session: Session, addressId: number): Promise<null> {
    await this.repo.transaction(async (repo) => {
      if (!(await repo.get(session.custId, addressId))) throw notFound();
      await repo.makeDefault(session.custId, addressId);
    });
    return null;
  }

  /** The region ids must be a chain of areas: province → city → district → town. */
  private async validate(input: Input): Promise<AddressValues> {
    const chain = [input.provinceId, input.cityId, input.districtId, input.townId];
    const given = chain.filter((id): id is string => Boolean(id));
    // No gaps: a town needs its district.
    if (chain.slice(0, given.length).some((id) => !id)) throw regionInvalid();
    const found = new Map((await this.repo.areasByIds(given)).map((a) => [a.id, a]));
    let parent = '0';
    for (const [level, id] of given.entries()) {
      const area = found.get(id);
      if (!area || area.level !== level + 1 || area.pid !== parent) throw regionInvalid();
      parent = id;
    }
    if (!input.districtId && (await this.repo.hasChildren(input.cityId)))
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'address.districtRequired');
    return {
      consignee: input.consignee,
      mobile: input.mobile,
      provinceId: input.provinceId,
      cityId: input.cityId,
      districtId: input.districtId ?? null,
      townId: input.townId ?? null,
      detail: input.detail,
      zipCode: input.zipCode ?? '',
      isDefault: false,
    };
  }

  private async toAddresses(rows: AddressRow[], locale: Locale): Promise<Address[]> {
    const ids = rows.flatMap((r) => [r.provinceId, r.cityId, r.districtId, r.townId]);
    const areas = new Map(
      (await this.repo.areasByIds([...new Set(ids.filter((id): id is string => Boolean(id)))])).map((a) => [
        a.id,
        a,
      ]),
    );
    const name = (id: string | null) => {
      const area = id ? areas.get(id) : undefined;
      return area ? localized(area.name, area.nameI18n, locale) : '';
    };
    return rows.map((r) => {
      const regions = [name(r.provinceId), name(r.cityId), name(r.districtId), name(r.townId)];
      const inChinese = [r.provinceId, r.cityId, r.districtId, r.townId].some((id) => {
        const area = id ? areas.get(id) : undefined;
        return area !== undefined && fallbackLang(area.nameI18n, locale) !== undefined;
      });
      return {
        addressId: r.id,
        consignee: r.consignee,
        mobile: r.mobile,
        provinceId: r.provinceId,
        provinceName: regions[0]!,
        cityId: r.cityId,
        cityName: regions[1]!,
        districtId: r.districtId,
        districtName: regions[2]!,
        townId: r.townId,
        townName: regions[3]!,
        detail: r.detail,
        zipCode: r.zipCode,
        isDefault: r.isDefault,
        // A municipality's stand-in city repeats the province name; show it once. Chinese runs the names
        // together with spaces; the translated ones ("Zhejiang Province, Hangzhou") read better with commas.
        fullAddress: [...new Set(regions.filter(Boolean)), r.detail].join(locale === 'zh_CN' ? ' ' : ', '),
        ...(inChinese ? { regionContentLang: 'zh_CN' as const } : {}),
      };
    });
  }
}
