import {
  catalogEndpoints,
  chatEndpoints,
  contentEndpoints,
  ErrorCode,
  merchantEndpoints,
} from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
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

const as = () => ({ as: buyer });

describe('numbers beyond what their column holds', () => {
  it.each([
    [contentEndpoints.footerMenus, 'classSource=40000', 'classSource'],
    [contentEndpoints.bizLinks, 'linkType=40000', 'linkType'],
    [catalogEndpoints.classTree, 'classType=40000', 'classType'],
    [catalogEndpoints.classTree, 'showView=40000', 'showView'],
    [chatEndpoints.messageDetail, 'messageId=2147483648', 'messageId'],
  ] as const)('GET $path?%s answers 40000', async (endpoint, query, field) => {
    const res = await api(ctx.app).unchecked(endpoint, { rawQuery: query }, as());
    expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(res.msg).toMatch(new RegExp(`^${field}: Must be at most`));
  });

  it('refuses a conversation id beyond 32 bits when sending a message', async () => {
    const res = await api(ctx.app).call(
      chatEndpoints.sendMessage,
      { body: { messageId: 2 ** 31, content: 'hi' } },
      as(),
    );
    expect(res).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'messageId: Must be at most 2147483647',
    });
  });

  it('refuses a financial product id beyond 32 bits', async () => {
    const res = await api(ctx.app).call(
      merchantEndpoints.financeApply,
      {
        body: {
          productId: 2 ** 31,
          companyName: '杭州优采贸易有限公司',
          contactName: '张伟',
          mobile: '13800000001',
          amount: '10000',
          termMonths: 12,
        },
      },
      as(),
    );
    expect(res).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'productId: Must be at most 2147483647',
    });
  });

  it('still answers the values in range', async () => {
    expect(
      (await api(ctx.app).call(contentEndpoints.footerMenus, { query: { classSource: 1 } }, as())).code,
    ).toBe(ErrorCode.OK);
    expect(
      (await api(ctx.app).call(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } }, as()))
        .code,
    ).toBe(ErrorCode.OK);
  });
});
