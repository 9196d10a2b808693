import { randomUUID } from 'node:crypto';
import {
  accountEndpoints,
  authEndpoints,
  buyerCentreCode,
  cartEndpoints,
  chatEndpoints,
  ErrorCode,
  galleryEndpoints,
  type MenuItem,
  orderEndpoints,
  paymentEndpoints,
  permissionCodes,
  profileEndpoints,
  quickOrderEndpoints,
} from '@mall/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { lastCode, sendCode } from '../../../test/auth-helper';
import {
  addAddress,
  type Buyer,
  makeBuyer,
  makeProduct,
  sessionOf,
  unpaidOrder,
} from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { workbook } from '../../../test/spreadsheet-kit';
import { roles, userCentres, users } from '../../db/schema/account';
import { pointsGoods } from '../../db/schema/catalog';
import { chatMessages, feedback } from '../../db/schema/chat';
import { orderStatusCodes, orders } from '../../db/schema/order';
import { allEndpoints } from '../../lib/openapi';
import { Bitmap, encodePng } from '../../lib/png';
import { demoRoles, employeeWithheld, sellerCentreCode } from '../../seed/data/accounts';
import { menusFor } from './menus';

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
  const folder = await api(ctx.app).call(
    galleryEndpoints.addFolder,
    { body: { name: 'perm', pid: 0 } },
    { as: who },
  );
  const file = await api(ctx.app).upload(
    galleryEndpoints.upload,
    { fields: { folderId: folder.ext.id }, files: [{ name: 'a.png', bytes: png() }] },
    { as: who },
  );
  const product = await makeProduct(db(), { stock: '100' });
  const buyNow = { source: 'buynow' as const, lines: [{ productId: product.id, quantity: '1' }], addressId };
  const invoice = { type: 'normal' as const, title: '杭州优采贸易有限公司' };
  const preview = await api(ctx.app).call(orderEndpoints.preview, { body: buyNow }, { as: who });
  return {
    suggest: await api(ctx.app).call(quickOrderEndpoints.suggest, { query: { keyword: code } }, { as: who }),
    check: await api(ctx.app).call(quickOrderEndpoints.check, { body: { lines } }, { as: who }),
    quickAdd: await api(ctx.app).call(quickOrderEndpoints.addCart, { body: { lines } }, { as: who }),
    import: await api(ctx.app).upload(
      quickOrderEndpoints.importPreview,
      {
        files: [
          {
            name: 'order.xlsx',
            bytes: workbook(
              [
                ['code', 'quantity'],
                [code, 1],
              ],
              'xlsx',
            ),
          },
        ],
      },
      { as: who },
    ),
    pay: await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [order.orderNumber],
          payPassword: '135790',
        },
      },
      { as: who },
    ),
    qrPay: await api(ctx.app).call(
      paymentEndpoints.createSandboxQr,
      {
        body: {
          orderNumbers: [qrOrder.orderNumber],
        },
      },
      { as: who },
    ),
    invoicePreview: await api(ctx.app).call(
      orderEndpoints.preview,
      {
        body: {
          ...buyNow,
          invoice,
        },
      },
      { as: who },
    ),
    invoiceSubmit: await api(ctx.app).call(
      orderEndpoints.submit,
      {
        body: {
          ...buyNow,
          invoice,
          payAmount: preview.ext.payAmount,
          idempotencyKey: randomUUID(),
        },
      },
      { as: who },
    ),
    deleteFile: await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [file.ext.id] }, { as: who }),
    deleteFolder: await api(ctx.app).call(
      galleryEndpoints.deleteFolder,
      { body: { id: folder.ext.id } },
      { as: who },
    ),
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
    const mine = await api(ctx.app).call(authEndpoints.menus, {}, { as: employee });
    expect(mine.ext.permi).toEqual(demoRoles[0]!.permissions);
    for (const withheld of employeeWithheld) expect(mine.ext.permi).not.toContain(withheld);
    expect(mine.ext.permi).toContain(permissionCodes.orderCreate);
    expect(mine.ext.menus.length).toBeGreaterThan(0);
    expect((await api(ctx.app).call(authEndpoints.menus, {}, { as: owner })).ext.permi).toEqual(['*']);
  });

  it('refuses the employee every guarded action with 40300 and a translated message, changing nothing', async () => {
    const res = await actions(employee, employeeAddress);
    for (const key of guarded) {
      expect(res[key].code, key).toBe(ErrorCode.FORBIDDEN);
      expect(res[key].msg, key).toBe(refusedEn);
    }
    expect(res.orderWithoutInvoice).toBe(0);
    expect(res.upload).toBe(0);
    const files = await api(ctx.app).call(galleryEndpoints.files, {}, { as: employee });
    expect(files.total).toBe(1);
    const zh = await api(ctx.app).call(
      galleryEndpoints.deleteFiles,
      { body: [files.rows[0].id] },
      { as: employee, lang: 'zh_CN' },
    );
    expect(zh).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: '您的账号没有该操作的权限，请联系企业管理员',
    });
  });

  it('lets the main account of the same company do all of it (the wildcard)', async () => {
    const res = await actions(owner, await addAddress(ctx.app, owner));
    for (const key of guarded.filter((k) => k !== 'pay')) expect(res[key].code, key).toBe(ErrorCode.OK);
    // Past the permission check: the demo buyer has no payment password yet.
    expect(res.pay.code).not.toBe(ErrorCode.FORBIDDEN);
  });

  it('honours a role that holds the wildcard, and one code unlocks only its own action', async () => {
    const everything = await withRole(['*']);
    const all = await actions(everything, await addAddress(ctx.app, everything));
    for (const key of guarded) expect(all[key].code, `${key}: ${all[key].msg}`).toBe(ErrorCode.OK);

    const quickOnly = await withRole([permissionCodes.quickOrder, permissionCodes.orderCreate]);
    const some = await actions(quickOnly, await addAddress(ctx.app, quickOnly));
    for (const key of ['suggest', 'check', 'quickAdd'] as const)
      expect(some[key].code, key).toBe(ErrorCode.OK);
    for (const key of guarded.filter((k) => !['suggest', 'check', 'quickAdd'].includes(k)))
      expect(some[key].code, key).toBe(ErrorCode.FORBIDDEN);
  });

  it('gives a session in a centre the user is not a member of no codes', async () => {
    const [user] = await db().select().from(users).where(eq(users.mobile, '13900000001'));
    const token = await ctx.app.services.sessions.create({ userId: user!.id, subsysCode: buyerCentreCode });
    const who = { token, userId: user!.id, custId: user!.custId };
    const res = await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [1] }, { as: who });
    expect(res.code).toBe(ErrorCode.FORBIDDEN);
  });
});

/** Every menu name of a menu tree, groups included. */
function menuNames(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((m) => [m.name, ...menuNames(m.children)]);
}

/**
 * The seven codes that once guarded nothing, one test each. The demo's order viewer (13800000004) holds
 * only `order:list`, so every other code is refused to it; the purchasing employee (13800000003) holds all
 * seven and the main account (13800000001) the wildcard.
 */
describe('each permission code guards its actions', () => {
  let viewer: Buyer;
  /** The company's orders (customer 2), whoever of its users placed them. */
  const companyOrders = async () =>
    (await db().select({ n: count() }).from(orders).where(eq(orders.buyCustId, owner.custId)))[0]!.n;
  const statusOf = async (orderNumber: string) =>
    (await db().select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!
      .status;
  const refused = (res: { code: number; msg: string }, what: string) =>
    expect({ what, code: res.code, msg: res.msg }).toEqual({
      what,
      code: ErrorCode.FORBIDDEN,
      msg: refusedEn,
    });

  beforeAll(async () => {
    viewer = await sessionOf(ctx.app, db(), '13800000004');
  });

  it('every code of the registry guards an endpoint or a menu', () => {
    const all = Object.values(permissionCodes);
    const everything = menuNames(menusFor(buyerCentreCode, ['*']).menus).length;
    for (const code of all) {
      const onEndpoint = allEndpoints.some((ep) => ep.permissions?.includes(code));
      const others = all.filter((c) => c !== code);
      const onMenu = menuNames(menusFor(buyerCentreCode, others).menus).length < everything;
      // An invoice is part of an order's input: the order service checks that code (tested above).
      const inService = code === permissionCodes.invoiceApply;
      expect({ code, guards: onEndpoint || onMenu || inService }).toEqual({ code, guards: true });
    }
  });

  it('order:create: filling, placing, the points order, cancelling, confirming receipt and buying again', async () => {
    const address = await addAddress(ctx.app, owner);
    const unpaid = await unpaidOrder(ctx.app, db(), owner, address, 1200);
    const shipped = await unpaidOrder(ctx.app, db(), owner, address, 1300);
    const completed = await unpaidOrder(ctx.app, db(), owner, address, 1400);
    await db()
      .update(orders)
      .set({ status: orderStatusCodes.shipped })
      .where(eq(orders.orderNumber, shipped.orderNumber));
    await db()
      .update(orders)
      .set({ status: orderStatusCodes.completed })
      .where(eq(orders.orderNumber, completed.orderNumber));
    const [goods] = await db()
      .insert(pointsGoods)
      .values({ name: '权限积分杯', points: 1, stock: 5 })
      .returning();
    await db().execute(sql`insert into buyer_accounts (cust_id, points) values (${owner.custId}, 100)
      on conflict (cust_id) do update set points = buyer_accounts.points + 100`);
    const product = await makeProduct(db(), { stock: '100' });
    const buyNow = {
      source: 'buynow' as const,
      lines: [{ productId: product.id, quantity: '1' }],
      addressId: address,
    };
    const before = await companyOrders();

    const as = async (who: Buyer) => ({
      preview: await api(ctx.app).call(orderEndpoints.preview, { body: buyNow }, { as: who }),
      submit: await api(ctx.app).call(
        orderEndpoints.submit,
        {
          body: {
            ...buyNow,
            payAmount: '0.00',
            idempotencyKey: randomUUID(),
          },
        },
        { as: who },
      ),
      points: await api(ctx.app).call(
        orderEndpoints.submitPointsOrder,
        {
          body: {
            goodsId: goods!.id,
            quantity: 1,
            addressId: address,
            idempotencyKey: randomUUID(),
          },
        },
        { as: who },
      ),
      cancel: await api(ctx.app).call(
        orderEndpoints.cancel,
        {
          body: {
            orderNumber: unpaid.orderNumber,
          },
        },
        { as: who },
      ),
      confirm: await api(ctx.app).call(
        orderEndpoints.confirmReceipt,
        {
          body: {
            orderNumber: shipped.orderNumber,
          },
        },
        { as: who },
      ),
      again: await api(ctx.app).call(
        orderEndpoints.buyAgain,
        {
          body: {
            orderNumber: completed.orderNumber,
          },
        },
        { as: who },
      ),
    });
    const denied = await as(viewer);
    for (const [what, res] of Object.entries(denied)) refused(res, what);
    // Nothing happened: no order, the orders as they were, nothing in the viewer's cart, points and stock kept.
    expect(await companyOrders()).toBe(before);
    expect(await statusOf(unpaid.orderNumber)).toBe(orderStatusCodes.pendingPayment);
    expect(await statusOf(shipped.orderNumber)).toBe(orderStatusCodes.shipped);
    expect(
      (await api(ctx.app).call(cartEndpoints.cartNum, { query: { stockSource: '1' } }, { as: viewer })).ext,
    ).toBe(0);
    const [left] = await db().select().from(pointsGoods).where(eq(pointsGoods.id, goods!.id));
    expect(left!.stock).toBe(5);
    const zh = await api(ctx.app).call(
      orderEndpoints.preview,
      { body: buyNow },
      { as: viewer, lang: 'zh_CN' },
    );
    expect(zh).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: '您的账号没有该操作的权限，请联系企业管理员',
    });

    // The purchasing employee holds the code: past the check for each (the submit's stale amount is 40900).
    const employeeMay = await as(employee);
    expect(employeeMay.preview.code, employeeMay.preview.msg).toBe(ErrorCode.OK);
    expect(employeeMay.submit.code).toBe(ErrorCode.CONFLICT);
    for (const key of ['points', 'cancel', 'confirm', 'again'] as const)
      expect(employeeMay[key].code, `${key}: ${employeeMay[key].msg}`).toBe(ErrorCode.OK);
    expect(await statusOf(unpaid.orderNumber)).toBe(orderStatusCodes.cancelled);
    expect(await statusOf(shipped.orderNumber)).toBe(orderStatusCodes.completed);
  });

  it("order:list: the company's orders, their counts and detail, and the chat's order picker", async () => {
    const order = await unpaidOrder(ctx.app, db(), owner, await addAddress(ctx.app, owner), 1500);
    const reads = (who: Buyer) =>
      Promise.all([
        api(ctx.app).call(orderEndpoints.list, {}, { as: who }),
        api(ctx.app).call(orderEndpoints.statusCount, {}, { as: who }),
        api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber: order.orderNumber } }, { as: who }),
        api(ctx.app).call(orderEndpoints.chatOrderList, {}, { as: who }),
      ]);
    // The viewer's one code: it sees what the main account placed.
    const [list, counts, detail, picker] = await reads(viewer);
    expect(list.rows.map((r) => r.orderNumber)).toContain(order.orderNumber);
    expect(counts.ext.all).toBeGreaterThan(0);
    expect(detail.ext.orderNumber).toBe(order.orderNumber);
    expect(picker.code).toBe(ErrorCode.OK);
    expect(menuNames((await api(ctx.app).call(authEndpoints.menus, {}, { as: viewer })).ext.menus)).toContain(
      'menu.orderList',
    );

    // A role that may order but not see orders: refused each, and its centre has no order list.
    const buyerOnly = await withRole([permissionCodes.orderCreate]);
    await unpaidOrder(ctx.app, db(), buyerOnly, await addAddress(ctx.app, buyerOnly), 1600);
    const [other] = await db().select().from(orders).where(eq(orders.buyCustId, buyerOnly.custId));
    const denied = await Promise.all([
      api(ctx.app).call(orderEndpoints.list, {}, { as: buyerOnly }),
      api(ctx.app).call(orderEndpoints.statusCount, {}, { as: buyerOnly }),
      api(ctx.app).call(
        orderEndpoints.detail,
        { query: { orderNumber: other!.orderNumber } },
        { as: buyerOnly },
      ),
      api(ctx.app).call(orderEndpoints.chatOrderList, {}, { as: buyerOnly }),
    ]);
    for (const [i, res] of denied.entries()) refused(res, `read ${i}`);
    expect(JSON.stringify(denied)).not.toContain(other!.orderNumber);
    const menus = menuNames((await api(ctx.app).call(authEndpoints.menus, {}, { as: buyerOnly })).ext.menus);
    expect(menus).not.toContain('menu.orderList');
    expect(menus).not.toContain('menu.orderDetail');
  });

  it("order:refund: the after-sales menus (refunds, returns) are only the code holders'", async () => {
    const names = async (who: Buyer) =>
      menuNames((await api(ctx.app).call(authEndpoints.menus, {}, { as: who })).ext.menus);
    const viewerMenus = await names(viewer);
    expect(viewerMenus).not.toContain('menu.refunds');
    expect(viewerMenus).not.toContain('menu.returns');
    // The rest of the order group stays.
    expect(viewerMenus).toEqual(expect.arrayContaining(['menu.orders', 'menu.orderList', 'menu.invoices']));
    for (const who of [employee, owner])
      expect(await names(who)).toEqual(expect.arrayContaining(['menu.refunds', 'menu.returns']));
  });

  it('account:info:edit: the profile and the avatar (uploaded or from the gallery)', async () => {
    const profile = async (who: Buyer) =>
      (await api(ctx.app).call(accountEndpoints.userInfo, {}, { as: who })).ext;
    const before = await profile(viewer);
    // One after the other: both avatar calls set the picture, and the last one is the one expected below.
    const edits = async (who: Buyer, folderFile?: string) => [
      await api(ctx.app).call(profileEndpoints.modifyInfo, { body: { contactName: '改名' } }, { as: who }),
      await api(ctx.app).upload(
        profileEndpoints.modifyImage,
        { files: [{ name: 'me.png', bytes: png() }] },
        { as: who },
      ),
      await api(ctx.app).call(
        galleryEndpoints.setAvatar,
        {
          body: {
            fileUrl: folderFile ?? '/files/gallery/x.png',
          },
        },
        { as: who },
      ),
    ];
    const denied = await edits(viewer);
    for (const [i, res] of denied.entries()) refused(res, `edit ${i}`);
    expect(await profile(viewer)).toEqual(before);

    const folder = await api(ctx.app).call(
      galleryEndpoints.addFolder,
      {
        body: {
          name: 'avatar',
          pid: 0,
        },
      },
      { as: employee },
    );
    const file = await api(ctx.app).upload(
      galleryEndpoints.upload,
      { fields: { folderId: folder.ext.id }, files: [{ name: 'a.png', bytes: png() }] },
      { as: employee },
    );
    const allowed = await edits(employee, file.ext.fileUrl);
    for (const [i, res] of allowed.entries()) expect(res.code, `edit ${i}: ${res.msg}`).toBe(ErrorCode.OK);
    expect(await profile(employee)).toMatchObject({ contactName: '改名', image: allowed[2]!.ext });
  });

  it('account:paypwd:edit: the code that sets the payment password, setting and changing it', async () => {
    const isSet = async (who: Buyer) =>
      (await api(ctx.app).call(profileEndpoints.payPasswordSet, {}, { as: who })).ext;
    const denied = await Promise.all([
      api(ctx.app).call(profileEndpoints.sendPayPasswordCode, {}, { as: viewer }),
      api(ctx.app).call(
        profileEndpoints.payPasswordAdd,
        {
          body: {
            payPassword: '246801',
            smsCode: '123456',
          },
        },
        { as: viewer },
      ),
      api(ctx.app).call(
        profileEndpoints.payPasswordUpdate,
        {
          body: {
            oldPayPassword: '246801',
            payPassword: '135790',
          },
        },
        { as: viewer },
      ),
    ]);
    for (const [i, res] of denied.entries()) refused(res, `pay password ${i}`);
    // No SMS went out for it, and the password is still not set.
    expect(await lastCode(ctx.app, '13800000004')).toBeUndefined();
    expect(await isSet(viewer)).toBe(false);

    const sent = await sendCode(
      ctx.app,
      profileEndpoints.sendPayPasswordCode,
      {},
      {
        token: employee.token,
        lang: 'en_US',
      },
    );
    expect(sent.code, sent.msg).toBe(ErrorCode.OK);
    const added = await api(ctx.app).call(
      profileEndpoints.payPasswordAdd,
      {
        body: {
          payPassword: '246801',
          smsCode: await lastCode(ctx.app, '13800000003'),
        },
      },
      { as: employee },
    );
    expect(added.code, added.msg).toBe(ErrorCode.OK);
    const changed = await api(ctx.app).call(
      profileEndpoints.payPasswordUpdate,
      {
        body: {
          oldPayPassword: '246801',
          payPassword: '135790',
        },
      },
      { as: employee },
    );
    expect(changed.code, changed.msg).toBe(ErrorCode.OK);
    expect(await isSet(employee)).toBe(true);
  });

  it('chat:send: starting a conversation and sending into one; reading stays open', async () => {
    const merchant = await sessionOf(ctx.app, db(), '13900000001');
    const opened = await api(ctx.app).call(
      chatEndpoints.addMessage,
      {
        body: {
          receiveCustId: merchant.custId,
        },
      },
      { as: owner },
    );
    expect(opened.code, opened.msg).toBe(ErrorCode.OK);
    const messageId = opened.ext.messageId as number;
    const stored = async () =>
      (
        await db().select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, messageId))
      )[0]!.n;
    const before = await stored();
    const send = (who: Buyer) =>
      api(ctx.app).call(chatEndpoints.sendMessage, { body: { messageId, content: '你好' } }, { as: who });
    refused(
      await api(ctx.app).call(
        chatEndpoints.addMessage,
        {
          body: {
            receiveCustId: merchant.custId,
          },
        },
        { as: viewer },
      ),
      'addmessage',
    );
    refused(await send(viewer), 'sendmessage');
    expect(await stored()).toBe(before);
    // The company's conversations are still the viewer's to read.
    const read = await api(ctx.app).call(
      chatEndpoints.messageDetail,
      { query: { messageId } },
      { as: viewer },
    );
    expect(read.code, read.msg).toBe(ErrorCode.OK);

    const sent = await send(employee);
    expect(sent.code, sent.msg).toBe(ErrorCode.OK);
    expect(
      (
        await api(ctx.app).call(
          chatEndpoints.addMessage,
          {
            body: {
              receiveCustId: merchant.custId,
            },
          },
          { as: employee },
        )
      ).code,
    ).toBe(ErrorCode.OK);
    // The merchant answers from the seller centre, which has no roles: every code.
    const merchantSession = await ctx.app.services.sessions.create({
      userId: merchant.userId,
      subsysCode: sellerCentreCode,
    });
    const answer = await send({ ...merchant, token: merchantSession });
    expect(answer.code, answer.msg).toBe(ErrorCode.OK);
  });

  it('feedback:add: the online message', async () => {
    const leave = (who: Buyer) =>
      api(ctx.app).call(
        chatEndpoints.feedback,
        { body: { feedbackInformation: '希望增加更多品类' } },
        { as: who },
      );
    const rows = async (who: Buyer) =>
      (await db().select({ n: count() }).from(feedback).where(eq(feedback.userId, who.userId)))[0]!.n;
    refused(await leave(viewer), 'feedback');
    expect(await rows(viewer)).toBe(0);
    const left = await leave(employee);
    expect(left.code, left.msg).toBe(ErrorCode.OK);
    expect(await rows(employee)).toBe(1);
  });
});
