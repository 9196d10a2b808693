import { accountEndpoints, authEndpoints, ErrorCode, registerEndpoints } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import {
  encryptSec,
  imageCaptcha,
  lastCode,
  passwordLogin,
  sendCode,
  testClock,
} from '../../../test/auth-helper';
import { createTestContext, type TestContext } from '../../../test/helper';
import { roles, userCentres, users } from '../../db/schema/account';
import { customerBuyers } from '../../db/schema/auth';

/*
 * Tickets (docs/sign-on.md "Tickets", "Acting for a buyer"): each kind has its own redeemer, a ticket from
 * an impersonation carries it and lasts no longer than the session that asked for it, and a sign-in ticket
 * is exchanged only by the browser it was handed to. The demo merchant (13900000001) lists the buyers
 * 13300000001 and 13300000002.
 */

const clock = testClock();
let ctx: TestContext;
const merchant = '13900000001';
const listed = '13300000001';

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    now: clock.now,
    // Every request reads its session: a suspension shows at once (otherwise within SESSION_CACHE_SECONDS).
    env: { MALL_DEV_OUTBOX: '1', AUTH_RATE_LIMIT_PER_MINUTE: '100000', SESSION_CACHE_SECONDS: '0' },
  });
});
afterAll(async () => {
  await ctx?.close();
});

let address = 0;
const fresh = () => ({ ip: `10.61.0.${++address}` });
const signIn = async (mobile: string) =>
  (await passwordLogin(ctx.app, mobile, 'demo1234', fresh())).ext as string;
const userInfo = (token: string) => api(ctx.app).call(accountEndpoints.userInfo, {}, { token: token });
const actFor = (token: string, authid: string) =>
  api(ctx.app).call(authEndpoints.impersonate, { body: { authid } }, { token: token });

/** The merchant acting for a listed buyer: the impersonated session's token. */
async function actingSession(buyer = listed): Promise<string> {
  const acted = await actFor(await signIn(merchant), buyer);
  expect(acted.code, acted.msg).toBe(ErrorCode.OK);
  return acted.ext.token as string;
}

/** The computer's QR sign-in confirmed by a phone holding `phoneToken`: the ticket the computer polls. */
async function qrTicket(phoneToken: string): Promise<string> {
  const qr = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
  expect(
    (await api(ctx.app).call(authEndpoints.qrScan, { body: { qrId: qr.qrId } }, { token: phoneToken })).code,
  ).toBe(ErrorCode.OK);
  expect(
    (await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } }, { token: phoneToken }))
      .code,
  ).toBe(ErrorCode.OK);
  const polled = await api(ctx.app).call(authEndpoints.qrState, {
    body: { qrId: qr.qrId, pollKey: qr.pollKey },
  });
  expect(polled.ext.state).toBe('confirmed');
  return polled.ext.ticket as string;
}

async function resetPassword(mobile: string) {
  clock.advance(120_000);
  const sent = await sendCode(ctx.app, registerEndpoints.sendForgetCode, { query: { mobile } }, fresh());
  expect(sent.code, sent.msg).toBe(ErrorCode.OK);
  const reset = await api(ctx.app).call(registerEndpoints.forgetPassword, {
    body: {
      mobile,
      smsCode: await lastCode(ctx.app, mobile),
      sec: await encryptSec(ctx.app, 'demo1234'),
    },
  });
  expect(reset.code, reset.msg).toBe(ErrorCode.OK);
}

async function setStatus(mobile: string, status: number) {
  await ctx.database.db.update(users).set({ status }).where(eq(users.mobile, mobile));
}

describe('a ticket asked for while acting for a buyer', () => {
  it('carries the impersonation: the computer signed in by QR shows it, returns to the original, chains nothing', async () => {
    const phone = await actingSession();
    const computer = (
      await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: await qrTicket(phone) } })
    ).ext as string;
    expect((await userInfo(computer)).ext).toMatchObject({
      mobile: listed,
      oldUser: true,
      actsForBuyers: false,
    });
    // Still an impersonation, so it cannot start another one.
    const chained = await actFor(computer, '13300000002');
    expect(chained).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: 'You may not sign in as this buyer' });
    const back = await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, { token: computer });
    expect(back.code, back.msg).toBe(ErrorCode.OK);
    expect((await userInfo(back.ext)).ext).toMatchObject({ mobile: merchant, oldUser: false });
  });

  it('goes to the procurement system, which alone redeems it: whose it is and who acts for them, no session', async () => {
    const acting = await actingSession();
    const ticket = (await api(ctx.app).call(authEndpoints.ssoToken, {}, { token: acting })).ext as string;
    // The storefront's exchange refuses it: a procurement ticket never becomes a session of the mall.
    expect(await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket } })).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
    });
    const checked = await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket } });
    expect(checked.code, checked.msg).toBe(ErrorCode.OK);
    expect(checked.ext).toMatchObject({
      mobile: listed,
      custName: '嘉兴禾丰办公用品有限公司',
      subsysCode: 'DRP.TMALL.BUYER',
      original: { mobile: merchant },
    });
    expect(Object.keys(checked.ext).sort()).toEqual(
      ['custId', 'custName', 'mobile', 'original', 'subsysCode', 'userId', 'userName'].sort(),
    );
    expect(await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket } })).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
    });

    const own = await signIn('13800000001');
    const plain = (await api(ctx.app).call(authEndpoints.ssoToken, {}, { token: own })).ext as string;
    expect(
      (await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket: plain } })).ext,
    ).toMatchObject({
      mobile: '13800000001',
      original: null,
    });
    // ... and a sign-in ticket is not one of the procurement system's.
    const login = (await passwordLogin(ctx.app, '13800000001', 'demo1234', fresh(), { ticket: true })).ext;
    expect(await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket: login } })).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
    });
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: login } })).code).toBe(
      ErrorCode.OK,
    );
  });

  it("is worth nothing once the original's password changes, and neither is any session born from it", async () => {
    const phone = await actingSession();
    const born = (
      await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: await qrTicket(phone) } })
    ).ext as string;
    const pending = await qrTicket(phone);
    const sso = (await api(ctx.app).call(authEndpoints.ssoToken, {}, { token: phone })).ext as string;
    await resetPassword(merchant);
    for (const token of [phone, born]) expect((await userInfo(token)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, { token: born })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    // Asked for before the change, used after it: refused all the same.
    expect(await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: pending } })).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
    });
    expect(await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket: sso } })).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
    });
  });

  it('ends with the suspension of the account acting, ticket-born sessions and unused tickets too', async () => {
    const phone = await actingSession();
    const born = (
      await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: await qrTicket(phone) } })
    ).ext as string;
    const pending = await qrTicket(phone);
    await setStatus(merchant, 0);
    try {
      for (const token of [phone, born]) expect((await userInfo(token)).code).toBe(ErrorCode.TOKEN_INVALID);
      expect(await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: pending } })).toMatchObject(
        { code: ErrorCode.TICKET_INVALID },
      );
    } finally {
      await setStatus(merchant, 1);
    }
    // The buyer itself was never suspended: its own sign-in works.
    expect((await userInfo(await signIn(listed))).ext).toMatchObject({ mobile: listed, oldUser: false });
  });

  it('dies with the session that asked for it: signed out, the ticket signs nobody in', async () => {
    const own = await signIn('13800000001');
    const pending = await qrTicket(own);
    const sso = (await api(ctx.app).call(authEndpoints.ssoToken, {}, { token: own })).ext as string;
    expect((await api(ctx.app).call(authEndpoints.logout, {}, { token: own })).code).toBe(ErrorCode.OK);
    expect(await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: pending } })).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
    });
    expect(await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket: sso } })).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
    });
  });
});

describe('acting for a buyer (mybuyerslogin)', () => {
  it('is for a seller-side main account: it lists its buyers and acts for one of them', async () => {
    const own = await signIn(merchant);
    expect((await userInfo(own)).ext).toMatchObject({ subsysCode: 'DRP.TMALL.SELLER', actsForBuyers: true });
    const list = await api(ctx.app).call(authEndpoints.myBuyers, {}, { token: own });
    expect(list.ext).toEqual([
      { authid: '13300000001', custName: '嘉兴禾丰办公用品有限公司', contactName: '刘洋', userClass: 1 },
      { authid: '13300000002', custName: '湖州南浔百货商行', contactName: '孙丽', userClass: 1 },
    ]);
    const acted = await actFor(own, '13300000002');
    expect(acted.ext.oldUser).toBe(true);
    expect((await userInfo(acted.ext.token)).ext).toMatchObject({
      mobile: '13300000002',
      subsysCode: 'DRP.TMALL.BUYER',
      oldUser: true,
      custCategory: 0,
    });
    // The merchant's own session made way for it.
    expect((await userInfo(own)).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('is refused to a buyer-centre session, an employee with a role and an impersonation, even with a list', async () => {
    const db = ctx.database.db;
    const [company] = await db.select().from(users).where(eq(users.mobile, '13800000001'));
    const [buyer] = await db.select().from(users).where(eq(users.mobile, listed));
    // The company buyer keeps a customer list too: its buyer-centre sessions still may not act from it.
    await db.insert(customerBuyers).values({ ownerCustId: company!.custId, buyerCustId: buyer!.custId });
    const companyOwner = await signIn('13800000001');
    expect((await userInfo(companyOwner)).ext.actsForBuyers).toBe(false);
    expect(await api(ctx.app).call(authEndpoints.myBuyers, {}, { token: companyOwner })).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: 'Your account has no customer list to act for',
    });
    expect((await actFor(companyOwner, listed)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await actFor(await signIn('13800000003'), listed)).code).toBe(ErrorCode.FORBIDDEN);

    // A seller employee whose role does not hold every permission.
    const [shopOwner] = await db.select().from(users).where(eq(users.mobile, merchant));
    const [role] = await db
      .insert(roles)
      .values({
        custId: shopOwner!.custId,
        subsysCode: 'DRP.TMALL.SELLER',
        roleName: 'sales',
        permissions: [],
      })
      .returning({ id: roles.id });
    const [employee] = await db
      .insert(users)
      .values({ custId: shopOwner!.custId, mobile: '13900000077', userName: 'E', passwordHash: 'x' })
      .returning({ id: users.id });
    await db
      .insert(userCentres)
      .values({ userId: employee!.id, subsysCode: 'DRP.TMALL.SELLER', roleId: role!.id });
    const staff = await ctx.app.services.sessions.create({
      userId: employee!.id,
      subsysCode: 'DRP.TMALL.SELLER',
    });
    expect((await userInfo(staff)).ext.actsForBuyers).toBe(false);
    expect((await api(ctx.app).call(authEndpoints.myBuyers, {}, { token: staff })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await actFor(staff, listed)).code).toBe(ErrorCode.FORBIDDEN);

    expect((await api(ctx.app).call(authEndpoints.myBuyers, {}, { token: await actingSession() })).code).toBe(
      40300,
    );
  });
});

/** What a browser adds to a fetch from one of this site's pages. */
const page = { host: 'mall.example', origin: 'http://mall.example', 'sec-fetch-site': 'same-origin' };
const nonceCookie = 'mall_signon_nonce';

interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
}
const cookieOf = (res: LightMyRequestResponse, name: string) =>
  (res.cookies as SetCookie[]).find((c) => c.name === name);

/** The sign-on page's account login in a browser holding `cookies`: the ticket and the answer. */
async function pageLogin(cookies: Record<string, string> = {}) {
  const captcha = await imageCaptcha(ctx.app);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api${authEndpoints.login.path}`,
    headers: page,
    remoteAddress: fresh().ip,
    cookies,
    payload: {
      authid: '13800000001',
      sec: await encryptSec(ctx.app, 'demo1234'),
      code: captcha.answer,
      captchaToken: captcha.token,
      ticket: true,
    },
  });
  expect(res.json().code, res.body).toBe(ErrorCode.OK);
  return { ticket: res.json().ext as string, res };
}

/** The storefront's exchange of a ticket in a browser holding `cookies`. */
const pageExchange = (ticket: string, cookies: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${authEndpoints.ticketLogin.path}`,
    headers: { ...page, cookie: 'site_lang=en_US' },
    remoteAddress: fresh().ip,
    cookies,
    payload: { ticket },
  });

describe('a sign-in ticket in the address of another browser (login CSRF)', () => {
  it('signs nobody in: only the browser that received it exchanges it', async () => {
    const { ticket, res } = await pageLogin();
    const nonce = cookieOf(res, nonceCookie);
    expect(nonce).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 600 });
    expect(nonce?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The victim's browser: its own session, no nonce or another one.
    const victim = await signIn('13800000002');
    const others: Record<string, string>[] = [
      {},
      { [nonceCookie]: 'A'.repeat(43) },
      { [nonceCookie]: 'not a nonce' },
    ];
    for (const cookies of others) {
      const refused = await pageExchange(ticket, { ...cookies, 'X-Access-Token': victim });
      expect(refused.json()).toMatchObject({
        code: ErrorCode.TICKET_INVALID,
        msg: 'This sign-in was not started in this browser. Please sign in here',
      });
      expect(cookieOf(refused, 'X-Access-Token')).toBeUndefined();
    }
    // The victim is still signed in as themselves.
    expect((await userInfo(victim)).ext.mobile).toBe('13800000002');
    // An API client cannot use a browser's ticket either.
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );

    // The browser that signed in: the ticket was not spent by the refusals.
    const mine = await pageExchange(ticket, { [nonceCookie]: nonce!.value });
    expect(mine.json()).toMatchObject({ code: 0, ext: '' });
    const token = cookieOf(mine, 'X-Access-Token')!.value;
    expect((await userInfo(token)).ext.mobile).toBe('13800000001');
  });

  it('keeps working across tabs of one browser: every ticket it receives shares its nonce', async () => {
    const first = await pageLogin();
    const nonce = cookieOf(first.res, nonceCookie)!.value;
    // A second tab signs in meanwhile: the browser keeps its nonce.
    const second = await pageLogin({ [nonceCookie]: nonce });
    expect(cookieOf(second.res, nonceCookie)?.value).toBe(nonce);
    for (const ticket of [first.ticket, second.ticket])
      expect((await pageExchange(ticket, { [nonceCookie]: nonce })).json().code).toBe(ErrorCode.OK);
  });

  it("refuses an API client's ticket to a web page", async () => {
    const ticket = (await passwordLogin(ctx.app, '13800000001', 'demo1234', fresh(), { ticket: true })).ext;
    expect((await pageExchange(ticket, { [nonceCookie]: 'A'.repeat(43) })).json()).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
      msg: 'This sign-in was not started in this browser. Please sign in here',
    });
    expect((await pageExchange('made-up', {})).json()).toMatchObject({
      code: ErrorCode.TICKET_INVALID,
      msg: 'The sign-in ticket is invalid or expired',
    });
  });

  it('binds the QR sign-in to the computer that polled for it', async () => {
    const phone = await signIn('13800000001');
    const qr = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
    await api(ctx.app).call(authEndpoints.qrScan, { body: { qrId: qr.qrId } }, { token: phone });
    await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } }, { token: phone });
    const polled = await ctx.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.qrState.path}`,
      headers: page,
      payload: { qrId: qr.qrId, pollKey: qr.pollKey },
    });
    const ticket = polled.json().ext.ticket as string;
    const nonce = cookieOf(polled, nonceCookie)!.value;
    expect((await pageExchange(ticket, {})).json().code).toBe(ErrorCode.TICKET_INVALID);
    expect((await pageExchange(ticket, { [nonceCookie]: nonce })).json().code).toBe(ErrorCode.OK);
  });
});
