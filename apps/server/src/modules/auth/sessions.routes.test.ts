import { accountEndpoints, authEndpoints, devEndpoints, ErrorCode, registerEndpoints } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec, sendCode } from '../../../test/auth-helper';
import { authTests, sha256 } from '../../../test/auth-routes-kit';
import type { TestContext } from '../../../test/helper';
import { customers, sessions, users } from '../../db/schema/account';
import { customerBuyers, tickets } from '../../db/schema/auth';

// Once signed in: sessions and tickets, centres, menus, identity switch, impersonation, the dev outbox
// (signing in itself is in auth.routes.test.ts).
const t = authTests();
const { clock, login } = t;
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = t.fixture);
});

describe('sessions and tickets', () => {
  it('logout ends the session server-side and is harmless without one', async () => {
    const token = (await login('13800000001', 'demo1234', { ip: '10.3.0.1' })).ext;
    expect((await api(ctx.app).call(authEndpoints.logout, {}, { token })).code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    expect((await api(ctx.app).call(authEndpoints.logout)).code).toBe(ErrorCode.OK);
    expect(
      (
        await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256(token)))
      ).length,
    ).toBe(0);
  });

  it('returns a one-time login ticket (tkn_account) that expires within 60 s', async () => {
    const ticket = (await login('13800000002', 'demo1234', { ip: '10.3.0.2' }, { ticket: true })).ext;
    const [stored] = await ctx.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.tokenHash, sha256(ticket)));
    expect(stored!.expiresAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(60_000);
    const token = await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket } });
    expect(token.code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: token.ext })).ext.mobile).toBe(
      '13800000002',
    );
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );

    const late = (await login('13800000002', 'demo1234', { ip: '10.3.0.2' }, { ticket: true })).ext;
    clock.advance(60_001);
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: late } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: 'made-up' } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );
  });

  it('issues an SSO ticket for the procurement link, one-time', async () => {
    const token = (await login('13800000001', 'demo1234', { ip: '10.3.0.3' })).ext;
    expect((await api(ctx.app).call(authEndpoints.ssoToken)).code).toBe(ErrorCode.TOKEN_INVALID);
    const ticket = (await api(ctx.app).call(authEndpoints.ssoToken, {}, { token })).ext;
    // The procurement system's own redeemer (tickets.routes.test.ts has the rest).
    const checked = await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket } });
    expect(checked).toMatchObject({ code: 0, ext: { mobile: '13800000001', original: null } });
    expect((await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );
  });

  it('QR login: pending → scanned → confirmed with a one-time ticket; expired codes say so', async () => {
    const phone = (await login('13800000001', 'demo1234', { ip: '10.3.0.4' })).ext;
    const qr = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
    expect(qr.confirmUrl).toBe(`/sso/qr/confirm#id=${qr.qrId}`);
    const state = () =>
      api(ctx.app)
        .call(authEndpoints.qrState, { body: { qrId: qr.qrId, pollKey: qr.pollKey } })
        .then((r) => r.ext);
    expect(await state()).toEqual({ state: 'pending', ticket: null });
    expect((await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    await api(ctx.app).call(authEndpoints.qrScan, { body: { qrId: qr.qrId } }, { token: phone });
    expect((await state()).state).toBe('scanned');
    expect(
      (await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } }, { token: phone })).code,
    ).toBe(ErrorCode.OK);
    const confirmed = await state();
    expect(confirmed.state).toBe('confirmed');
    expect((await state()).state).toBe('used');
    const computer = (
      await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: confirmed.ticket! } })
    ).ext;
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: computer })).ext.mobile).toBe(
      '13800000001',
    );
    expect(
      (await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: confirmed.ticket! } })).code,
    ).toBe(ErrorCode.TICKET_INVALID);

    const old = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
    clock.advance(121_000);
    expect(
      (await api(ctx.app).call(authEndpoints.qrState, { body: { qrId: old.qrId, pollKey: old.pollKey } })).ext
        .state,
    ).toBe('expired');
    expect(
      (await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: old.qrId } }, { token: phone })).code,
    ).toBe(ErrorCode.TICKET_INVALID);
  });

  it('QR login cannot be collected by whoever sees the code: the poll needs the creating browser key', async () => {
    const phone = (await login('13800000001', 'demo1234', { ip: '10.3.0.5' })).ext;
    const qr = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
    // The code on screen holds only the id (in the confirm link), never the poll key.
    expect(qr.confirmUrl).not.toContain(qr.pollKey);
    expect(qr.pollKey).not.toBe(qr.qrId);
    await api(ctx.app).call(authEndpoints.qrScan, { body: { qrId: qr.qrId } }, { token: phone });
    expect(
      (await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } }, { token: phone })).code,
    ).toBe(ErrorCode.OK);
    // Someone who photographed the code polls with the id alone, a guessed key, or the id as the key.
    const stranger = (pollKey?: string) =>
      api(ctx.app).unchecked(authEndpoints.qrState, { body: { qrId: qr.qrId, pollKey } }, { ip: '10.9.9.9' });
    expect((await stranger()).code).toBe(ErrorCode.VALIDATION_FAILED);
    const altered = `${qr.pollKey.slice(0, -1)}${qr.pollKey.endsWith('A') ? 'B' : 'A'}`;
    for (const pollKey of [qr.qrId, 'A'.repeat(43), altered]) {
      const answer = await stranger(pollKey);
      expect(answer.code).toBe(ErrorCode.OK);
      expect(answer.ext, pollKey).toEqual({ state: 'expired', ticket: null });
    }
    // The creating browser still gets its ticket, once.
    const mine = await api(ctx.app).call(authEndpoints.qrState, {
      body: { qrId: qr.qrId, pollKey: qr.pollKey },
    });
    expect(mine.ext.state).toBe('confirmed');
    expect(typeof mine.ext.ticket).toBe('string');
  });
});

describe('centres, menus, identity switch, impersonation', () => {
  it('lists centres before sign-in; an unknown number gets what a one-centre buyer gets', async () => {
    const centresOf = async (mobile: string) =>
      (await api(ctx.app).call(authEndpoints.centreList, { query: { accountName: mobile } })).ext;
    const two = await centresOf('13800000002');
    expect(two.map((c) => c.subsysCode)).toEqual(['DRP.TMALL.BUYER', 'DRP.TMALL.SELLER']);
    const buyer = await centresOf('13800000001');
    expect(buyer.map((c) => c.subsysCode)).toEqual(['DRP.TMALL.BUYER']);
    // The lookup does not tell a number without an account from a registered buyer.
    expect(await centresOf('13700000009')).toEqual(buyer);
  });

  it('switches centre with a new token, only to a centre of the user', async () => {
    const token = (await login('13800000002', 'demo1234', { ip: '10.4.0.1' })).ext;
    const bad = await api(ctx.app).call(
      authEndpoints.toggleCentre,
      { body: { subsysCode: 'NOPE' } },
      { token },
    );
    expect(bad.code).toBe(ErrorCode.FORBIDDEN);
    const next = await api(ctx.app).call(
      authEndpoints.toggleCentre,
      { body: { subsysCode: 'DRP.TMALL.SELLER' } },
      { token },
    );
    expect(next.code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    // The seller centre's menus are the channel site's; its codes are the session's (no role there: all).
    expect((await api(ctx.app).call(authEndpoints.menus, {}, { token: next.ext })).ext).toEqual({
      menus: [],
      permi: ['*'],
    });
  });

  it('serves the buyer menus with every field of spec §2', async () => {
    const token = (await login('13800000001', 'demo1234', { ip: '10.4.0.2' })).ext;
    const { menus, permi } = (await api(ctx.app).call(authEndpoints.menus, {}, { token })).ext;
    expect(permi.length).toBeGreaterThan(0);
    const info = menus.flatMap((m) => m.children).find((m) => m.url === '/user/account/info');
    expect(Object.keys(info ?? {}).sort()).toEqual(
      [
        'affix',
        'children',
        'component',
        'hidden',
        'highlightUrl',
        'icon',
        'id',
        'keepAlive',
        'name',
        'pid',
        'route',
        'shortcutType',
        'url',
      ].sort(),
    );
  });

  it('impersonates only buyers (custCategory 0) on the caller customer list, and returns', async () => {
    const db = ctx.database.db;
    const [cust] = await db
      .insert(customers)
      .values({ custName: '列表客户', userClass: 1, custCategory: 0 })
      .returning({ id: customers.id });
    const [seller] = await db.select().from(users).where(eq(users.mobile, '13900000001'));
    await db
      .insert(users)
      .values({ custId: cust!.id, mobile: '13700000001', userName: 'L', passwordHash: 'x' });
    const [buyer] = await db.select().from(users).where(eq(users.mobile, '13700000001'));
    await db.execute(
      sql`insert into user_centres (user_id, subsys_code) values (${buyer!.id}, 'DRP.TMALL.BUYER')`,
    );

    const token = (await login('13900000001', 'demo1234', { ip: '10.4.0.3' })).ext;
    // Not on the list yet: refused, like any other account.
    expect(
      (await api(ctx.app).call(authEndpoints.impersonate, { body: { authid: '13700000001' } }, { token }))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await api(ctx.app).call(authEndpoints.impersonate, { body: { authid: '13800000001' } }, { token }))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    await db.insert(customerBuyers).values({ ownerCustId: seller!.custId, buyerCustId: cust!.id });
    const as = await api(ctx.app).call(
      authEndpoints.impersonate,
      { body: { authid: '13700000001' } },
      { token },
    );
    expect(as.ext.oldUser).toBe(true);
    const info = (await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: as.ext.token })).ext;
    expect(info).toMatchObject({ mobile: '13700000001', oldUser: true, custCategory: 0 });
    // No chains.
    expect(
      (
        await api(ctx.app).call(
          authEndpoints.impersonate,
          { body: { authid: '13700000001' } },
          { token: as.ext.token },
        )
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);
    const back = (
      await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, { token: as.ext.token })
    ).ext;
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: back })).ext).toMatchObject({
      mobile: '13900000001',
      oldUser: false,
    });
    expect((await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, { token: back })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('a password reset also ends the sessions started from that account as someone else', async () => {
    // 13700000001 is on the seller's customer list since the test above.
    clock.advance(3_600_000);
    const seller = (await login('13900000001', 'demo1234', { ip: '10.4.0.4' })).ext;
    const as = await api(ctx.app).call(
      authEndpoints.impersonate,
      { body: { authid: '13700000001' } },
      { token: seller },
    );
    expect(as.code, as.msg).toBe(ErrorCode.OK);
    // Whoever holds the seller's old password resets it (or the owner does, after a theft).
    await sendCode(ctx.app, registerEndpoints.sendForgetCode, { query: { mobile: '13900000001' } });
    const code = (await api(ctx.app).call(devEndpoints.outbox, { query: { mobile: '13900000001' } })).ext[0]
      .code;
    const reset = await api(ctx.app).call(registerEndpoints.forgetPassword, {
      body: {
        mobile: '13900000001',
        smsCode: code,
        sec: await encryptSec(ctx.app, 'demo1234'),
      },
    });
    expect(reset.code, reset.msg).toBe(ErrorCode.OK);
    // The impersonation session ends with it, so it cannot be turned back into a session of the seller.
    const who = { token: as.ext.token };
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, who)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, who)).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(as.ext.token)));
    expect(left).toEqual([]);
  });
});

describe('dev outbox', () => {
  it('is served with MALL_DEV_OUTBOX=1', async () => {
    expect((await api(ctx.app).call(devEndpoints.outbox, { query: { mobile: '13800000001' } })).code).toBe(
      ErrorCode.OK,
    );
  });
});
