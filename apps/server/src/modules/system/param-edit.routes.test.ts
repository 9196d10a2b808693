import {
  type ConfigParamInput,
  centreCodes,
  ErrorCode,
  platformEndpoints,
  systemEndpoints,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { type Buyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { auditLog } from '../../db/schema/audit';

// The platform console's system parameters (issue 33): each value checked by its own rule, changed with an
// audit entry, and read by the storefront's public parameter list at once.

let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
});
afterAll(async () => {
  await ctx?.close();
});

const save = (body: ConfigParamInput, lang: 'en_US' | 'zh_CN' = 'en_US', as = admin) =>
  api(ctx.app).call(platformEndpoints.configParamSave, { body }, { as, lang });
const publicParams = async (codes: string, lang: 'en_US' | 'zh_CN' = 'zh_CN') =>
  expectOk(await api(ctx.app).call(systemEndpoints.paramList, { query: { codes } }, { lang }));

describe('system parameters', () => {
  it('lists the editable parameters with their values, and no other', async () => {
    const list = expectOk(await api(ctx.app).call(platformEndpoints.configParamList, {}, { as: admin }));
    const colours = list.find((param) => param.code === 'MALL_APP_COLORS');
    expect(colours).toMatchObject({ value: '#ff6a00', valueI18n: {} });
    expect(list.map((param) => param.code)).not.toContain('OSS_BUCKET_NAME');
  });

  it('changes a value the storefront reads at once, with an audit entry', async () => {
    const saved = expectOk(await save({ code: 'MALL_APP_COLORS', value: '#0050b3' }));
    expect(saved.value).toBe('#0050b3');
    expect((await publicParams('MALL_APP_COLORS')).MALL_APP_COLORS).toBe('#0050b3');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'MALL_APP_COLORS'));
    expect(entry).toMatchObject({
      action: 'systemParam.update',
      centre: 'platform',
      actorUserId: admin.userId,
      before: '{"value":"#ff6a00","valueI18n":{}}',
      after: '{"value":"#0050b3","valueI18n":{}}',
    });
  });

  it('keeps the translations of a translated text, an empty one falling back to the Chinese', async () => {
    expectOk(
      await save({
        code: 'webtitle',
        value: '云采商城旗舰站',
        valueI18n: { en_US: 'Yuncai Mall', ru_RU: '', es: 'Yuncai' },
      }),
    );
    expect((await publicParams('webtitle', 'en_US')).webtitle).toBe('Yuncai Mall');
    expect((await publicParams('webtitle')).webtitle).toBe('云采商城旗舰站');
  });

  it('refuses a value its rule does not allow, in the reader’s language, and changes nothing', async () => {
    const refused: [ConfigParamInput, string][] = [
      [{ code: 'MALL_APP_COLORS', value: 'red' }, 'value'],
      [{ code: 'MALL_APP_WIDTH', value: '4000' }, 'value'],
      [{ code: 'PRODUCT_NUMS', value: '2.5' }, 'value'],
      [{ code: 'MALL_TEMPLATE', value: '2' }, 'value'],
      [{ code: 'DOMAIN_CHANNEL', value: 'javascript:alert(1)' }, 'value'],
      [{ code: 'FRONT_MALL_SWITCH', value: 'yes' }, 'value'],
      [{ code: 'webico', value: '//evil.example/x.png' }, 'value'],
      [{ code: 'MALL_APP_COLORS', value: '#123456', valueI18n: { en_US: '#654321' } }, 'valueI18n.en_US'],
    ];
    for (const [body, field] of refused) {
      const msg = expectError(await save(body), ErrorCode.VALIDATION_FAILED);
      expect(msg, JSON.stringify(body)).toContain(field);
    }
    expect(
      expectError(
        await save({ code: 'MALL_APP_COLORS', value: 'red' }, 'zh_CN'),
        ErrorCode.VALIDATION_FAILED,
      ),
    ).toContain('#RRGGBB');
    expectError(await save({ code: 'OSS_BUCKET_NAME' as never, value: 'x' }), ErrorCode.VALIDATION_FAILED);
    expect((await publicParams('MALL_APP_WIDTH,FRONT_MALL_SWITCH')).MALL_APP_WIDTH).toBe('1210');
  });

  it('is refused to platform staff without the configuration code, and to other centres', async () => {
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    expectError(await save({ code: 'mallphone', value: '110' }, 'en_US', reviewer), ErrorCode.FORBIDDEN);
    const buyerSide = await sessionOf(ctx.app, ctx.database.db, '13900000000');
    expectError(await save({ code: 'mallphone', value: '110' }, 'en_US', buyerSide), ErrorCode.FORBIDDEN);
    expect((await publicParams('mallphone')).mallphone).toBe('400-800-8888');
  });
});
