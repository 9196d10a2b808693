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
  permissionCodes,
  profileEndpoints,
} from '@mall/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { lastCode, sendCode } from '../../../test/auth-helper';
import { addAddress, type Buyer, makeProduct, sessionOf, unpaidOrder } from '../../../test/buying-kit';
import type { TestContext } from '../../../test/helper';
import { permissionTests, refusedEn } from '../../../test/permissions-kit';
import { pointsGoods } from '../../db/schema/catalog';
import { chatMessages, feedback } from '../../db/schema/chat';
import { orderStatusCodes, orders } from '../../db/schema/order';
import { allEndpoints } from '../../lib/openapi';
import { sellerCentreCode } from '../../seed/data/accounts';
import { menusFor } from './menus';

// What each permission code guards (the codes themselves are in permissions.routes.test.ts).
const t = permissionTests();
const { withRole, png } = t;
let ctx: TestContext;
let employee: Buyer;
let owner: Buyer;
beforeAll(() => {
  ({ ctx, employee, owner } = t.fixture);
});
const db = () => ctx.database.db;

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
