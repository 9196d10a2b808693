import { ErrorCode } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, sessionOf } from '../../test/buying-kit';
import { createTestContext, type TestContext } from '../../test/helper';

// Findings of the generated-input sweep (sweep.test.ts): numbers the contract accepted but the column
// cannot hold reached a query and answered 50000. Each is now refused by its contract with 40000.
let ctx: TestContext;
let buyer: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await sessionOf(ctx.app, ctx.database.db, '13800000001');
});
afterAll(async () => {
  await ctx?.close();
});

async function send(method: 'GET' | 'POST', url: string, body?: object) {
  const res = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-access-token': buyer.token },
    cookies: { site_lang: 'en_US' },
    ...(body ? { payload: body } : {}),
  });
  return res.json() as { code: number; msg: string };
}

describe('numbers beyond what their column holds', () => {
  it.each([
    ['/basebiz/bottommenu/viewbottommenulist?classSource=40000', 'classSource'],
    ['/basebiz/bizlink/querybizlinklist?linkType=40000', 'linkType'],
    ['/product/productclass/indexproductclass?classType=40000', 'classType'],
    ['/product/productclass/indexproductclass?showView=40000', 'showView'],
    ['/member/message/web/querywebmessagedetaillist?messageId=2147483648', 'messageId'],
  ])('GET %s answers 40000', async (url, field) => {
    const res = await send('GET', url);
    expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(res.msg).toMatch(new RegExp(`^${field}: Must be at most`));
  });

  it('refuses a conversation id beyond 32 bits when sending a message', async () => {
    const res = await send('POST', '/member/message/web/sendmessage', { messageId: 2 ** 31, content: 'hi' });
    expect(res).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'messageId: Must be at most 2147483647',
    });
  });

  it('refuses a financial product id beyond 32 bits', async () => {
    const res = await send('POST', '/member/finance/application/add', {
      productId: 2 ** 31,
      companyName: '杭州优采贸易有限公司',
      contactName: '张伟',
      mobile: '13800000001',
      amount: '10000',
      termMonths: 12,
    });
    expect(res).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'productId: Must be at most 2147483647',
    });
  });

  it('still answers the values in range', async () => {
    expect((await send('GET', '/basebiz/bottommenu/viewbottommenulist?classSource=1')).code).toBe(
      ErrorCode.OK,
    );
    expect((await send('GET', '/product/productclass/indexproductclass?classType=1&showView=1')).code).toBe(
      0,
    );
  });
});
