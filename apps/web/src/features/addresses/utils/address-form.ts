import type { Address, AddressInput, AreaNode } from '@mall/contracts';

/** What the address form edits; the region is the path chosen in the region picker, province first. */
export interface AddressFormValues {
  consignee: string;
  mobile: string;
  region: AreaNode[];
  detail: string;
  zipCode: string;
  isDefault: boolean;
}

export const emptyAddressForm: AddressFormValues = {
  consignee: '',
  mobile: '',
  region: [],
  detail: '',
  zipCode: '',
  isDefault: false,
};

/** A stored address as the form's values (the region picker starts on its saved path). */
export function addressToForm(address: Address): AddressFormValues {
  // Region names fell back to Chinese: the picker's tabs say so (lang="zh-CN").
  const lang = address.regionContentLang ? { contentLang: address.regionContentLang } : {};
  const region: AreaNode[] = [
    { id: address.provinceId, pid: '0', name: address.provinceName, level: 1, ...lang },
    { id: address.cityId, pid: address.provinceId, name: address.cityName, level: 2, ...lang },
  ];
  if (address.districtId) {
    region.push({
      id: address.districtId,
      pid: address.cityId,
      name: address.districtName,
      level: 3,
      ...lang,
    });
  }
  if (address.districtId && address.townId) {
    region.push({ id: address.townId, pid: address.districtId, name: address.townName, level: 4, ...lang });
  }
  return {
    consignee: address.consignee,
    mobile: address.mobile,
    region,
    detail: address.detail,
    zipCode: address.zipCode,
    isDefault: address.isDefault,
  };
}

/**
 * The form's values as the add/update body, or null when the region has no city yet. Region ids go by
 * position: province, city, district, town (the server checks they form a chain).
 */
export function formToAddressInput(values: AddressFormValues): AddressInput | null {
  const [province, city, district, town] = values.region;
  if (!province || !city) return null;
  const zipCode = values.zipCode.trim();
  return {
    consignee: values.consignee.trim(),
    mobile: values.mobile.trim(),
    provinceId: province.id,
    cityId: city.id,
    districtId: district?.id,
    townId: town?.id,
    detail: values.detail.trim(),
    zipCode: zipCode || undefined,
    isDefault: values.isDefault,
  };
}

/** "浙江省 / 杭州市 / 西湖区" for the region field. */
export function regionText(region: readonly AreaNode[]): string {
  return region.map((area) => area.name).join(' / ');
}
