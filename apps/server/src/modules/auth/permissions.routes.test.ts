import { randomUUID } from 'node:crypto';
import { buyerCentreCode, permissionCodes } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  api,
  type Buyer,
  makeBuyer,
  makeProduct,
  sessionOf,
  unpaidOrder,
} from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { fileForm } from '../../../test/multipart';
import { workbook } from '../../../test/spreadsheet-kit';
import { roles, userCentres, users } from '../../db/schema/account';
import { Bitmap, encodePng } from '../../lib/png';
import { demoRoles, employeeWithheld } from '../../seed/accounts';

/**
 * Spec §6 permission codes: the seeded employee of the company buyer (13800000003) lacks quick order, its
 * import, pay, invoice and gallery delete; the company's main account (13800000001) holds the wildcard.
 */
let ctx: TestContext;
let employee: Buyer;
let owner: Buyer;
let employeeAddress: number;
let code: string;
const db = () => ctx.database.db;
const refusedEn = 'Your account does not have permission for this action; ask your company administrator';

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  employee = await sessionOf(ctx.app, db(), '13800000003');
  owner = await sessionOf(ctx.app, db(), '13800000001');
  employeeAddress = await addAddress(ctx.app, employee);
  code = (await makeProduct(db(), { model: `PERM-${Date.now() % 100000}`, stock: '100' })).model;
});
afterAll(async () => {
  await ctx?.close();
});

/** A member of the buyer centre holding a role with these codes, in a company of its own. */
async function withRole(permissions: string[]): Promise<Buyer> {
  const buyer = await makeBuyer(ctx.app, db(), { balanceCents: 100_000, payPassword: true });
  const [role] = await db()
    .insert(roles)
    .values({ custId: buyer.custId, subsysCode: buyerCentreCode, roleName: 'test', permissions })
    .returning({ id: roles.id });
  await db().update(userCentres).set({ roleId: role!.id }).where(eq(userCentres.userId, buyer.userId));
  // The session is read anew by the next request (its permissions come with it).
  const token = await ctx.app.services.sessions.create({ userId: buyer.userId, subsysCode: buyerCentreCode });
  return { ...buyer, token };
}

function png(): Buffer {
  const bitmap = new Bitmap(4, 3);
  bitmap.fillRect(0, 0, 4, 3, [30, 120, 200]);
  return encodePng(bitmap);
}

/** Every guarded action once, as `who`; answers the code of each. */
async function actions(who: Buyer, addressId: number) {
  const lines = [{ code, quantity: '1' }];
  const order = await unpaidOrder(ctx.app, db(), who, addressId, 1500);
  const qrOrder = await unpaidOrder(ctx.app, db(), who, addressId, 1600);
  const folder = await api(ctx.app, who, 'POST', '/authen/filefolder/addfolder', { name: 'perm', pid: 0 });
  const file = await api(
    ctx.app,
    who,
    'POST',
    '/authen/file/upload',
    fileForm('a.png', png(), { folderId: folder.ext.id }),
  );
  const product = await makeProduct(db(), { stock: '100' });
  const buyNow = { source: 'buynow', lines: [{ productId: product.id, quantity: '1' }], addressId };
  const invoice = { type: 'normal', title: '杭州优采贸易有限公司' };
  const preview = await api(ctx.app, who, 'POST', '/member/order/order/previeworder', buyNow);
  return {
    suggest: await api(ctx.app, who, 'GET', `/member/order/quickorder/queryproductsuggest?keyword=${code}`),
    check: await api(ctx.app, who, 'POST', '/member/order/quickorder/checklines', { lines }),
    quickAdd: await api(ctx.app, who, 'POST', '/member/order/quickorder/addcart', { lines }),
    import: await api(
      ctx.app,
      who,
      'POST',
      '/member/order/quickorder/importpreview',
      fileForm(
        'order.xlsx',
        workbook(
          [
            ['code', 'quantity'],
            [code, 1],
          ],
          'xlsx',
        ),
      ),
    ),
    pay: await api(ctx.app, who, 'POST', '/member/pay/virtualaccount/payorder', {
      orderNumbers: [order.orderNumber],
      payPassword: '135790',
    }),
    qrPay: await api(ctx.app, who, 'POST', '/member/pay/sandbox/createqrpay', {
      orderNumbers: [qrOrder.orderNumber],
    }),
    invoicePreview: await api(ctx.app, who, 'POST', '/member/order/order/previeworder', {
      ...buyNow,
      invoice,
    }),
    invoiceSubmit: await api(ctx.app, who, 'POST', '/member/order/order/submitorder', {
      ...buyNow,
      invoice,
      payAmount: preview.ext.payAmount,
      idempotencyKey: randomUUID(),
    }),
    deleteFile: await api(ctx.app, who, 'POST', '/authen/file/deletefile', [file.ext.id]),
    deleteFolder: await api(ctx.app, who, 'POST', '/authen/filefolder/delfolderid', { id: folder.ext.id }),
    // Not guarded: what the employee's role holds, or what needs no code.
    orderWithoutInvoice: preview.code,
    upload: file.code,
  };
}

const guarded = [
  'suggest',
  'check',
  'quickAdd',
  'import',
  'pay',
  'qrPay',
  'invoicePreview',
  'invoiceSubmit',
  'deleteFile',
  'deleteFolder',
] as const;

describe('permission codes (spec §6)', () => {
  it("answers the account's codes in the menu call: the role's for the employee, the wildcard for the main account", async () => {
    const mine = await api(ctx.app, employee, 'GET', '/authen/sys/menu/mylist');
    expect(mine.ext.permi).toEqual(demoRoles[0]!.permissions);
    for (const withheld of employeeWithheld) expect(mine.ext.permi).not.toContain(withheld);
    expect(mine.ext.permi).toContain(permissionCodes.orderCreate);
    expect(mine.ext.menus.length).toBeGreaterThan(0);
    expect((await api(ctx.app, owner, 'GET', '/authen/sys/menu/mylist')).ext.permi).toEqual(['*']);
  });

  it('refuses the employee every guarded action with 40300 and a translated message, changing nothing', async () => {
    const res = await actions(employee, employeeAddress);
    for (const key of guarded) {
      expect(res[key].code, key).toBe(40300);
      expect(res[key].msg, key).toBe(refusedEn);
    }
    expect(res.orderWithoutInvoice).toBe(0);
    expect(res.upload).toBe(0);
    const files = await api(ctx.app, employee, 'GET', '/authen/file/files');
    expect(files.total).toBe(1);
    const zh = await api(ctx.app, employee, 'POST', '/authen/file/deletefile', [files.rows[0].id], 'zh_CN');
    expect(zh).toMatchObject({ code: 40300, msg: '您的账号没有该操作的权限，请联系企业管理员' });
  });

  it('lets the main account of the same company do all of it (the wildcard)', async () => {
    const res = await actions(owner, await addAddress(ctx.app, owner));
    for (const key of guarded.filter((k) => k !== 'pay')) expect(res[key].code, key).toBe(0);
    // Past the permission check: the demo buyer has no payment password yet.
    expect(res.pay.code).not.toBe(40300);
  });

  it('honours a role that holds the wildcard, and one code unlocks only its own action', async () => {
    const everything = await withRole(['*']);
    const all = await actions(everything, await addAddress(ctx.app, everything));
    for (const key of guarded) expect(all[key].code, `${key}: ${all[key].msg}`).toBe(0);

    const quickOnly = await withRole([permissionCodes.quickOrder, permissionCodes.orderCreate]);
    const some = await actions(quickOnly, await addAddress(ctx.app, quickOnly));
    for (const key of ['suggest', 'check', 'quickAdd'] as const) expect(some[key].code, key).toBe(0);
    for (const key of guarded.filter((k) => !['suggest', 'check', 'quickAdd'].includes(k)))
      expect(some[key].code, key).toBe(40300);
  });

  it('gives a session in a centre the user is not a member of no codes', async () => {
    const [user] = await db().select().from(users).where(eq(users.mobile, '13900000001'));
    const token = await ctx.app.services.sessions.create({ userId: user!.id, subsysCode: buyerCentreCode });
    const who = { token, userId: user!.id, custId: user!.custId };
    const res = await api(ctx.app, who, 'POST', '/authen/file/deletefile', [1]);
    expect(res.code).toBe(40300);
  });
});
