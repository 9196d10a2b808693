import { Writable } from 'node:stream';
import { authEndpoints, devEndpoints, ErrorCode, profileEndpoints, registerEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec } from '../../../test/auth-helper';
import { sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { smsCodes } from '../../db/schema/auth';

// The server as production starts it (NODE_ENV=production with its defaults: no SMS provider, no outbox).
let ctx: TestContext;
const logLines: string[] = [];
const registered = '13800000001';
const unknown = '13700009999';
const english =
  'SMS is not configured on this site, so no code can be sent. Please sign in with your password; for a new account or a forgotten password, contact customer service';

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    env: { NODE_ENV: 'production', PUBLIC_URL: 'https://mall.example.com' },
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('production without an SMS provider', () => {
  it('refuses to send a sign-in, registration or reset code, alike for registered and unknown numbers', async () => {
    const answers = [
      await api(ctx.app).call(authEndpoints.sendLoginCode, { body: { mobile: registered } }),
      await api(ctx.app).call(authEndpoints.sendLoginCode, { body: { mobile: unknown } }),
      await api(ctx.app).call(registerEndpoints.sendRegisterCode, { body: { mobile: unknown } }),
      await api(ctx.app).call(registerEndpoints.sendForgetCode, { query: { mobile: registered } }),
      await api(ctx.app).call(registerEndpoints.sendForgetCode, { query: { mobile: unknown } }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: english });
    const chinese = await api(ctx.app).call(
      authEndpoints.sendLoginCode,
      { body: { mobile: registered } },
      {
        lang: 'zh_CN',
      },
    );
    expect(chinese.msg).toBe(
      '本站尚未开通短信服务，无法发送验证码。请使用账号密码登录；注册新账号或找回密码请联系客服',
    );
  });

  it('refuses SMS sign-in, registration and the forgotten-password reset with the same message', async () => {
    const sec = await encryptSec(ctx.app, 'Newpass123');
    const answers = [
      await api(ctx.app).call(authEndpoints.loginSms, { body: { authid: registered, smsCode: '123456' } }),
      await api(ctx.app).call(registerEndpoints.register, {
        body: {
          mobile: unknown,
          smsCode: '123456',
          sec,
          contactName: '王五',
          userClass: 2,
          agree: true,
        },
      }),
      await api(ctx.app).call(registerEndpoints.forgetPassword, {
        body: {
          mobile: registered,
          smsCode: '123456',
          sec,
        },
      }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: english });
  });

  it('refuses the signed-in password and mobile changes that need a code', async () => {
    const { token } = await sessionOf(ctx.app, ctx.database.db, registered);
    const answers = [
      await api(ctx.app).call(profileEndpoints.sendResetPasswordCode, {}, { token }),
      await api(ctx.app).call(profileEndpoints.sendOldMobileCode, {}, { token }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: english });
  });

  it('still lets a signed-in user change the password with the current one', async () => {
    const { token } = await sessionOf(ctx.app, ctx.database.db, '13800000002');
    const changed = await api(ctx.app).call(
      profileEndpoints.updatePassword,
      {
        body: {
          oldSec: await encryptSec(ctx.app, 'demo1234'),
          sec: await encryptSec(ctx.app, 'Changed2026'),
        },
      },
      { token },
    );
    expect(changed.code, changed.msg).toBe(ErrorCode.OK);
  });

  it('has written no code anywhere: no SMS row, no dev outbox, nothing in the log', async () => {
    expect(await ctx.database.db.select().from(smsCodes)).toEqual([]);
    expect((await api(ctx.app).call(devEndpoints.outbox, { query: { mobile: registered } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(logLines.join('')).not.toMatch(/SMS to|code \d{6}/);
  });
});
