import { z } from 'zod';
import { contentLangSchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { zMobile, zZipCode } from './validation/zod-rules';

/**
 * Delivery addresses of a buyer (the signed-in customer: every user of one company shares them), used by
 * order filling and listed under the personal centre (`/user/account/address`). Region ids are the area
 * ids of `GET /sys/area?pId=` (province → city → district → town); the server checks that each is a child
 * of the one before. Another buyer's address answers 40400, like a missing one.
 */

export const addressLimits = { maxAddresses: 20, consigneeMax: 32, detailMax: 120 } as const;

const areaId = z.string().regex(/^\d{1,12}$/, 'validation.digits');

export const addressInputSchema = z
  .object({
    consignee: z.string().trim().min(1).max(addressLimits.consigneeMax),
    mobile: zMobile,
    provinceId: areaId,
    cityId: areaId,
    /** Required when the city has districts. */
    districtId: areaId.optional(),
    /** Optional fourth level. */
    townId: areaId.optional(),
    detail: z.string().trim().min(1).max(addressLimits.detailMax),
    zipCode: zZipCode.optional(),
    /** Makes it the default (the previous default stops being one). The first address is always default. */
    isDefault: z.boolean().default(false),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  addressId: z.number().int(),
  consignee: z.string(),
  mobile: z.string(),
  provinceId: z.string(),
  provinceName: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  districtId: z.string().nullable(),
  districtName: z.string(),
  townId: z.string().nullable(),
  townName: z.string(),
  detail: z.string(),
  zipCode: z.string(),
  isDefault: z.boolean(),
  /** Region names and detail joined for display ("浙江省 杭州市 西湖区 文三路 90 号"). */
  fullAddress: z.string(),
  /** 'zh_CN' when the region names have no translation in the request's language and are in Chinese. */
  regionContentLang: contentLangSchema,
});
export type Address = z.infer<typeof addressSchema>;

const addressId = z.coerce.number<number | string>().int().min(1).max(2_147_483_647);

export const addressEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/member/user/address/queryaddresslist',
    summary: 'The buyer’s delivery addresses, default first, then newest',
    tag: 'address',
    auth: true,
    kind: 'ext',
    result: z.array(addressSchema),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/member/user/address/addaddress',
    summary: `Adds an address (at most ${addressLimits.maxAddresses}); region ids must form a chain of areas`,
    tag: 'address',
    auth: true,
    kind: 'ext',
    body: addressInputSchema,
    result: addressSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/member/user/address/updateaddress',
    summary: 'Changes one of the buyer’s addresses (every field, like add)',
    tag: 'address',
    auth: true,
    kind: 'ext',
    body: addressInputSchema.extend({ addressId }),
    result: addressSchema,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/member/user/address/deleteaddress',
    summary:
      'Deletes one of the buyer’s addresses; when it was the default, the newest remaining one becomes ' +
      'default. Orders keep their own copy of the address.',
    tag: 'address',
    auth: true,
    kind: 'ext',
    body: z.object({ addressId }).strict(),
    result: z.null(),
  }),
  setDefault: defineEndpoint({
    method: 'POST',
    path: '/member/user/address/setdefaultaddress',
    summary: 'Makes one of the buyer’s addresses the default',
    tag: 'address',
    auth: true,
    kind: 'ext',
    body: z.object({ addressId }).strict(),
    result: z.null(),
  }),
};
