import type { Address } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { addressToForm, emptyAddressForm, formToAddressInput, regionText } from './address-form';

const stored: Address = {
  addressId: 7,
  consignee: '张伟',
  mobile: '13800000001',
  provinceId: '330000',
  provinceName: '浙江省',
  cityId: '330100',
  cityName: '杭州市',
  districtId: '330106',
  districtName: '西湖区',
  townId: null,
  townName: '',
  detail: '文三路 90 号',
  zipCode: '310012',
  isDefault: true,
  fullAddress: '浙江省 杭州市 西湖区 文三路 90 号',
};

describe('address form', () => {
  it('turns a stored address into the picker path and back into the same ids', () => {
    const form = addressToForm(stored);
    expect(regionText(form.region)).toBe('浙江省 / 杭州市 / 西湖区');
    expect(form.region.map((a) => a.level)).toEqual([1, 2, 3]);
    expect(formToAddressInput(form)).toEqual({
      consignee: '张伟',
      mobile: '13800000001',
      provinceId: '330000',
      cityId: '330100',
      districtId: '330106',
      townId: undefined,
      detail: '文三路 90 号',
      zipCode: '310012',
      isDefault: true,
    });
  });

  it('keeps a town (fourth level) and drops an empty zip code', () => {
    const form = addressToForm({ ...stored, townId: '330106001', townName: '北山街道', zipCode: '' });
    expect(form.region).toHaveLength(4);
    const input = formToAddressInput({ ...form, consignee: '  李四 ', detail: ' 1 号 ' });
    expect(input).toMatchObject({
      townId: '330106001',
      consignee: '李四',
      detail: '1 号',
      zipCode: undefined,
    });
  });

  it('is not ready without a city', () => {
    expect(formToAddressInput(emptyAddressForm)).toBeNull();
    expect(
      formToAddressInput({
        ...emptyAddressForm,
        region: [{ id: '330000', pid: '0', name: '浙江省', level: 1 }],
      }),
    ).toBeNull();
  });
});
