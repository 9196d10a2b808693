import { Writable } from 'node:stream';
import { devEndpoints, paymentEndpoints, systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import { redactUrl } from './redact-url';

describe(redactUrl.name, () => {
  it('replaces credential values, masks mobile numbers and keeps everything else', () => {
    expect(redactUrl(`/api${paymentEndpoints.sandboxConfirm.path}?payNo=P1&token=abc`)).toBe(
      `/api${paymentEndpoints.sandboxConfirm.path}?payNo=P1&token=[redacted]`,
    );
    expect(redactUrl('/mallview/?tkn_account=t1&Ticket=t2&x=1')).toBe(
      '/mallview/?tkn_account=[redacted]&Ticket=[redacted]&x=1',
    );
    expect(redactUrl(`/api${devEndpoints.outbox.path}?mobile=13800000001`)).toBe(
      `/api${devEndpoints.outbox.path}?mobile=138****0001`,
    );
    expect(redactUrl('/api/x?%74oken=abc')).toBe('/api/x?%74oken=[redacted]');
    expect(redactUrl('/api/x?%E0%A4%A=abc')).toBe('/api/x?[redacted]');
    expect(redactUrl(`/api${systemEndpoints.paramList.path}?codes=A,B`)).toBe(
      `/api${systemEndpoints.paramList.path}?codes=A,B`,
    );
    expect(redactUrl('/mallview/')).toBe('/mallview/');
  });

  it('redacts the session token of the live channel path /api/IM/{token}, not the channel form', () => {
    expect(redactUrl('/api/IM/SessTok_abc-123')).toBe('/api/IM/[redacted]');
    expect(redactUrl('/api/IM/SessTok_abc-123?lastId=4')).toBe('/api/IM/[redacted]?lastId=4');
    expect(redactUrl('/api/im/SessTok_abc-123/x')).toBe('/api/im/[redacted]/x');
    expect(redactUrl('/api/im/message/web?lastId=4')).toBe('/api/im/message/web?lastId=4');
  });
});

describe('request log', () => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _enc, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('never holds a payment token, ticket or captcha token sent in a query string', async () => {
    const secrets = [
      'PaySecretAbc123',
      'TicketSecretDef456',
      'CaptchaSecretGhi789',
      'TokenSecretJkl012',
      'SessionSecretMno345',
    ];
    await ctx.app.inject({
      url: `/api${paymentEndpoints.sandboxConfirm.path}?payNo=P2026&token=${secrets[0]}`,
    });
    await ctx.app.inject({ url: `/mallview/?tkn_account=${secrets[1]}` });
    await ctx.app.inject({ url: `/api${devEndpoints.captcha.path}?token=${secrets[2]}` });
    await ctx.app.inject({ url: `/mallview/mall/index?token=${secrets[3]}&x=1` });
    // The live channel's token form asked for without an upgrade: an ordinary (404) request, logged.
    await ctx.app.inject({ url: `/api/IM/${secrets[4]}` });
    const log = lines.join('');
    expect(log).toContain(`/api${paymentEndpoints.sandboxConfirm.path}?payNo=P2026&token=[redacted]`);
    expect(log).toContain('"url":"/mallview/?tkn_account=[redacted]"');
    expect(log).toContain('"url":"/api/IM/[redacted]"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
