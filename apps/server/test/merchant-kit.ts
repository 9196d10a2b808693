import { centreCodes, ErrorCode, galleryEndpoints } from '@mall/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { customers, roles, userCentres, users } from '../src/db/schema/account';
import { shops } from '../src/db/schema/catalog';
import { Bitmap, encodePng } from '../src/lib/png';
import { api } from './api';
import type { Buyer } from './buying-kit';

// The onboarding wizard's steps as a test applicant fills them (merchant.routes.test.ts,
// merchant-review.routes.test.ts), and merchants with a shop of their own (the workbench's tests).

let merchants = 0;

/** A merchant as a test's second shop: a customer with a shop, its main account in the seller centre. */
export interface Merchant extends Buyer {
  shopId: number;
  shopName: string;
}

/**
 * A new merchant company with its own shop and a session of its main account in the seller centre (the
 * wildcard: every shop code); with `codes`, of a staff member whose role holds only those; with
 * `shop: false`, a seller-centre account whose customer has no shop.
 */
export async function makeMerchant(
  app: App,
  db: Db,
  options: { shop?: boolean; codes?: string[] } = {},
): Promise<Merchant> {
  merchants += 1;
  const n = merchants;
  const [customer] = await db
    .insert(customers)
    .values({ custName: `测试供应商 ${n}`, userClass: 1 })
    .returning({ id: customers.id });
  const [user] = await db
    .insert(users)
    .values({
      custId: customer!.id,
      mobile: `136${String(Date.now() % 1e4).padStart(4, '0')}${String(n).padStart(4, '0')}`,
      userName: `merchant${n}`,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  const [role] = options.codes
    ? await db
        .insert(roles)
        .values({
          custId: customer!.id,
          subsysCode: centreCodes.merchant,
          roleName: '测试店员',
          permissions: options.codes,
        })
        .returning({ id: roles.id })
    : [undefined];
  await db
    .insert(userCentres)
    .values({ userId: user!.id, subsysCode: centreCodes.merchant, roleId: role?.id ?? null });
  const shopName = `测试供应商店铺 ${n}`;
  const [shop] =
    options.shop === false
      ? [{ id: 0 }]
      : await db.insert(shops).values({ custId: customer!.id, shopName }).returning({ id: shops.id });
  const token = await app.services.sessions.create({ userId: user!.id, subsysCode: centreCodes.merchant });
  return { token, userId: user!.id, custId: customer!.id, shopId: shop!.id, shopName };
}

/** A valid company step (a Luhn-valid test card number), with fields a test changes. */
export const merchantCompany = (extra: object = {}) => ({
  companyName: '杭州测试电子有限公司',
  creditCode: '91330106MA2H3K7X5Q',
  legalPerson: '陈明',
  legalIdNumber: '33010619850312123X',
  address: '浙江省杭州市西湖区文三路 90 号',
  accountType: 'card' as const,
  bankName: '江南商业银行西湖支行',
  bankAccount: '4111111111111111',
  ...extra,
});

/** A valid contact step. */
export const merchantContact = { contactName: '陈明', mobile: '13712345678', email: 'chen@example.com' };

/** A picture in the user's own gallery (a new folder 证照), as a licence step takes it: its id and address. */
export async function licencePicture(app: App, who: Buyer): Promise<{ id: number; fileUrl: string }> {
  const folder = await api(app).call(
    galleryEndpoints.addFolder,
    { body: { name: '证照', pid: 0 } },
    { as: who },
  );
  const file = await api(app).upload(
    galleryEndpoints.upload,
    {
      fields: { folderId: folder.ext.id },
      files: [{ name: 'licence.png', bytes: encodePng(new Bitmap(3, 2)) }],
    },
    { as: who },
  );
  expect(file.code).toBe(ErrorCode.OK);
  return { id: file.ext.id, fileUrl: file.ext.fileUrl };
}
