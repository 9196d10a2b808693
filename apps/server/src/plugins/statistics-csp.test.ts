import { systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setParam } from '../../test/buying-kit';
import { createTestContext, type TestContext } from '../../test/helper';
import { contentSecurityPolicy, statisticsOrigin } from './statistics-csp';

let ctx: TestContext;
let clock = new Date('2026-11-20T08:00:00Z');
const later = () => {
  // Past the setting's 30 s cache, as an operator's change would be after at most that long.
  clock = new Date(clock.getTime() + 31_000);
};

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none', now: () => clock });
});
afterAll(async () => {
  await ctx?.close();
});

function directives(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('content security policy and the statistics script', () => {
  it('allows no other script origin while BAIDU_STATISTICS is empty', async () => {
    const res = await ctx.app.inject({ url: '/mallview/' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['img-src']).toBe("'self' data: blob:");
    // Same origin only: the page's own origin, and the live channel on it (no other ws:/wss: host).
    expect(csp['connect-src']).toBe("'self' ws://127.0.0.1:8080");
  });

  it('allows exactly the origin of the statistics script once it is set, and nothing after it is cleared', async () => {
    await setParam(ctx.database.db, 'BAIDU_STATISTICS', 'https://hm.baidu.com/hm.js?0123456789abcdef');
    later();
    const on = directives(
      (await ctx.app.inject({ url: `/api${systemEndpoints.paramList.path}` })).headers[
        'content-security-policy'
      ],
    );
    expect(on['script-src']).toBe("'self' https://hm.baidu.com");
    expect(on['img-src']).toBe("'self' data: blob: https://hm.baidu.com");
    expect(on['connect-src']).toBe("'self' ws://127.0.0.1:8080 https://hm.baidu.com");
    expect(on['default-src']).toBe("'self'");

    await setParam(ctx.database.db, 'BAIDU_STATISTICS', '');
    later();
    const off = directives((await ctx.app.inject({ url: '/mallview/' })).headers['content-security-policy']);
    expect(off['script-src']).toBe("'self'");
  });

  it('ignores a statistics address that is not https: a plain-http script could be swapped on the way', async () => {
    await setParam(ctx.database.db, 'BAIDU_STATISTICS', 'http://hm.baidu.com/hm.js?0123456789abcdef');
    later();
    const csp = directives((await ctx.app.inject({ url: '/mallview/' })).headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self' ws://127.0.0.1:8080");
    await setParam(ctx.database.db, 'BAIDU_STATISTICS', '');
  });

  it('ignores a value that is not an http(s) address', async () => {
    await setParam(ctx.database.db, 'BAIDU_STATISTICS', "javascript:alert(1)'; script-src *");
    later();
    const res = await ctx.app.inject({ url: '/mallview/' });
    expect(directives(res.headers['content-security-policy'])['script-src']).toBe("'self'");
    await setParam(ctx.database.db, 'BAIDU_STATISTICS', '');
  });
});

describe(statisticsOrigin.name, () => {
  it('keeps only the origin of an https address', () => {
    expect(statisticsOrigin('https://hm.baidu.com/hm.js?abc')).toBe('https://hm.baidu.com');
    expect(statisticsOrigin(' https://stats.example.com:8443/s.js ')).toBe('https://stats.example.com:8443');
    expect(statisticsOrigin('http://stats.example.com:8080/s.js')).toBeNull();
    expect(statisticsOrigin('')).toBeNull();
    expect(statisticsOrigin(undefined)).toBeNull();
    expect(statisticsOrigin('data:text/javascript,alert(1)')).toBeNull();
    expect(statisticsOrigin('hm.baidu.com/hm.js')).toBeNull();
  });
});

describe(contentSecurityPolicy.name, () => {
  it('lets pages connect to their own origin and its live channel only (wss behind https)', () => {
    const csp = directives(contentSecurityPolicy(null, 'https://mall.example.com'));
    expect(csp['connect-src']).toBe("'self' wss://mall.example.com");
    expect(csp['default-src']).toBe("'self'");
  });
});
