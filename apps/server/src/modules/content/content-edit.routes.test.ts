import {
  type ArticleInput,
  centreCodes,
  contentEndpoints,
  ErrorCode,
  contentEditEndpoints as ep,
  registerEndpoints,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { type Buyer, makeBuyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { png, uploadPicture, viewPicture } from '../../../test/picture-kit';
import { auditLog } from '../../db/schema/audit';

// The platform console's content (issue 33): articles (scheduled too), adverts per slot, the footer's help
// articles and the friendly links, each reaching the storefront's own endpoints at once, audited, and
// refused to staff without the content code.

let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
});
afterAll(async () => {
  await ctx?.close();
});

const as = (who: Buyer) => ({
  call: <E extends Parameters<ReturnType<typeof api>['call']>[0]>(
    endpoint: E,
    input: Parameters<ReturnType<typeof api>['call']>[1] = {},
  ) => api(ctx.app).call(endpoint, input as never, { as: who }),
});

const storefrontNews = async (newsType: number, lang: 'zh_CN' | 'ru_RU' = 'zh_CN') =>
  (await api(ctx.app).call(contentEndpoints.newsList, { query: { newsType, limit: 50 } }, { lang })).rows;

describe('articles', () => {
  it('publishes a bulletin the storefront lists first, with its sanitised body and its translation', async () => {
    const body: ArticleInput = {
      newsType: 2,
      titles: { zh_CN: '控制台发布的公告', ru_RU: 'Объявление из консоли' },
      bodies: { zh_CN: '<p>今晚<strong>维护</strong></p><script>alert(1)</script>' },
    };
    const saved = expectOk(await as(admin).call(ep.articleSave, { body }));
    expect(saved).toMatchObject({ status: 'published', newsType: 2, title: '控制台发布的公告' });
    // An empty summary is the start of the body.
    expect(saved.summaries.zh_CN).toBe('今晚维护');
    const [first] = await storefrontNews(2);
    expect(first).toMatchObject({ id: saved.id, title: '控制台发布的公告' });
    expect((await storefrontNews(2, 'ru_RU'))[0]!.title).toBe('Объявление из консоли');
    const detail = expectOk(
      await api(ctx.app).call(contentEndpoints.newsDetail, { query: { id: saved.id } }),
    );
    expect(detail.contentHtml).toContain('<strong>维护</strong>');
    expect(detail.contentHtml).not.toContain('script');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'article'), eq(auditLog.entityId, String(saved.id))));
    expect(entry).toMatchObject({ action: 'article.create', actorUserId: admin.userId, centre: 'platform' });
  });

  it('keeps a scheduled article off the storefront until its time, and a hidden one always', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = expectOk(
      await as(admin).call(ep.articleSave, {
        body: { newsType: 1, titles: { zh_CN: '明天才发布的新闻' }, publishAt: later },
      }),
    );
    expect(scheduled.status).toBe('scheduled');
    expect((await storefrontNews(1)).map((r) => r.id)).not.toContain(scheduled.id);
    expectError(
      await api(ctx.app).call(contentEndpoints.newsDetail, { query: { id: scheduled.id } }),
      ErrorCode.NOT_FOUND,
    );
    const listed = expectOk(await as(admin).call(ep.articleList, { query: { status: 'scheduled' } }));
    expect(listed.rows.map((r) => r.id)).toContain(scheduled.id);

    // Its time moved to now: it is on the storefront at once.
    const now = expectOk(
      await as(admin).call(ep.articleSave, {
        body: {
          id: scheduled.id,
          newsType: 1,
          titles: { zh_CN: '明天才发布的新闻' },
          publishAt: new Date().toISOString(),
        },
      }),
    );
    expect(now.status).toBe('published');
    expect((await storefrontNews(1)).map((r) => r.id)).toContain(scheduled.id);
    const hidden = expectOk(
      await as(admin).call(ep.articleSave, {
        body: { id: scheduled.id, newsType: 1, titles: { zh_CN: '明天才发布的新闻' }, hidden: true },
      }),
    );
    expect(hidden.status).toBe('hidden');
    expect((await storefrontNews(1)).map((r) => r.id)).not.toContain(scheduled.id);
    expectOk(await as(admin).call(ep.articleDelete, { body: { id: scheduled.id } }));
    expectError(await as(admin).call(ep.articleDetail, { query: { id: scheduled.id } }), ErrorCode.NOT_FOUND);
  });
});

describe('adverts, the footer and links', () => {
  it("puts a new banner from the caller's gallery on the storefront, seen by everyone", async () => {
    const picture = await uploadPicture(ctx.app, admin, 'banner.png', png(40, 12));
    expect((await viewPicture(ctx.app, picture.fileUrl)).statusCode).toBe(404);
    const saved = expectOk(
      await as(admin).call(ep.advertSave, {
        body: {
          slot: 'mall_home_banner',
          imgUrl: picture.fileUrl,
          alts: { zh_CN: '双十二大促', en_US: 'Double 12 sale' },
          linkUrl: '/mallview/mall/product',
          sort: 0,
        },
      }),
    );
    const shown = expectOk(
      await api(ctx.app).call(
        contentEndpoints.advertBatch,
        { query: { advCodes: 'mall_home_banner' } },
        { lang: 'en_US' },
      ),
    );
    expect(shown[0]!.advList.map((a) => a.imgAlt)).toContain('Double 12 sale');
    expect((await viewPicture(ctx.app, picture.fileUrl)).statusCode).toBe(200);
    expectOk(await as(admin).call(ep.advertDelete, { body: { id: saved.id } }));
    const after = expectOk(
      await api(ctx.app).call(
        contentEndpoints.advertBatch,
        { query: { advCodes: 'mall_home_banner' } },
        { lang: 'en_US' },
      ),
    );
    expect(after[0]?.advList.map((a) => a.imgAlt) ?? []).not.toContain('Double 12 sale');
  });

  it("refuses another user's picture and a javascript: link", async () => {
    const other = await makeBuyer(ctx.app, ctx.database.db);
    const theirs = await uploadPicture(ctx.app, other, 'theirs.png', png(4, 4));
    expectError(
      await as(admin).call(ep.advertSave, { body: { slot: 'mall_home_banner', imgUrl: theirs.fileUrl } }),
      ErrorCode.NOT_FOUND,
    );
    const mine = await uploadPicture(ctx.app, admin, 'mine.png', png(4, 4));
    for (const linkUrl of ['javascript:alert(1)', '//evil.example', '/\\evil.example'])
      expectError(
        await as(admin).call(ep.advertSave, {
          body: { slot: 'mall_home_banner', imgUrl: mine.fileUrl, linkUrl },
        }),
        ErrorCode.VALIDATION_FAILED,
      );
  });

  it('writes a footer column with a help article, and a friendly link, the storefront reads', async () => {
    const column = expectOk(
      await as(admin).call(ep.footerColumnSave, { body: { names: { zh_CN: '控制台帮助' } } }),
    );
    const menu = expectOk(
      await as(admin).call(ep.footerMenuSave, {
        body: {
          columnId: column.id,
          titles: { zh_CN: '如何开票' },
          bodies: { zh_CN: '<h2>开票</h2><p onclick="x()">步骤</p>' },
        },
      }),
    );
    const article = expectOk(
      await api(ctx.app).call(contentEndpoints.helpArticle, { query: { bottomMenuId: menu.id } }),
    );
    expect(article.contentHtml).toBe('<h2>开票</h2><p>步骤</p>');
    const footer = expectOk(await as(admin).call(ep.footerList));
    expect(footer.find((c) => c.id === column.id)?.menus.map((m) => m.titles.zh_CN)).toEqual(['如何开票']);
    expectOk(await as(admin).call(ep.footerColumnDelete, { body: { id: column.id } }));
    expectError(
      await api(ctx.app).call(contentEndpoints.helpArticle, { query: { bottomMenuId: menu.id } }),
      ErrorCode.NOT_FOUND,
    );

    const link = expectOk(
      await as(admin).call(ep.linkSave, {
        body: { names: { zh_CN: '合作伙伴' }, linkUrl: 'https://partner.example.com' },
      }),
    );
    const links = expectOk(await api(ctx.app).call(contentEndpoints.bizLinks, { query: {} }));
    expect(links.map((l: { linkName: string }) => l.linkName)).toContain('合作伙伴');
    expectOk(await as(admin).call(ep.linkDelete, { body: { id: link.id } }));
  });

  it('is refused to platform staff without the content code, and to other centres', async () => {
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    expectError(await as(reviewer).call(ep.articleList, { query: {} }), ErrorCode.FORBIDDEN);
    expectError(
      await as(reviewer).call(ep.linkSave, { body: { names: { zh_CN: 'x' }, linkUrl: 'https://x.example' } }),
      ErrorCode.FORBIDDEN,
    );
    const buyerSide = await sessionOf(ctx.app, ctx.database.db, '13900000000');
    expectError(await as(buyerSide).call(ep.footerList), ErrorCode.FORBIDDEN);
    expectError(
      await as(reviewer).call(ep.agreementSave, {
        body: { code: 'privacy', titles: { zh_CN: 'x' }, bodies: { zh_CN: 'x' } },
      }),
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('service pages', () => {
  const shown = async (agreementType: 'register' | 'privacy', lang: 'zh_CN' | 'en_US' | 'es') =>
    expectOk(await api(ctx.app).call(registerEndpoints.agreement, { query: { agreementType } }, { lang }));

  it('lists the built-in texts until the platform rewrites one, which the registration form reads at once', async () => {
    const before = expectOk(await as(admin).call(ep.agreementList));
    expect(before.map((row) => [row.code, row.updatedAt])).toEqual([
      ['register', null],
      ['privacy', null],
    ]);
    expect(before[1]!.titles.es).toBe((await shown('privacy', 'es')).title);

    const saved = expectOk(
      await as(admin).call(ep.agreementSave, {
        body: {
          code: 'privacy',
          titles: { zh_CN: '隐私政策（2027 版）', en_US: 'Privacy policy (2027)' },
          bodies: {
            zh_CN: '我们只收集必要的信息。\n\n您可以随时注销账号。',
            en_US: 'We collect only what we need.',
          },
        },
      }),
    );
    expect(saved.updatedAt).not.toBeNull();
    expect(await shown('privacy', 'en_US')).toEqual({
      title: 'Privacy policy (2027)',
      content: 'We collect only what we need.',
    });
    // A translation left empty: the Chinese.
    expect((await shown('privacy', 'es')).title).toBe('隐私政策（2027 版）');
    // The other page is untouched.
    expect((await shown('register', 'en_US')).title).toBe(before[0]!.titles.en_US);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agreement.edit'), eq(auditLog.entityId, 'privacy')));
    expect(entry!.before).toContain(before[1]!.titles.zh_CN);
    expect(entry!.after).toContain('隐私政策（2027 版）');
  });

  it('refuses a page without its Chinese text, or one the mall does not have, writing nothing', async () => {
    const before = expectOk(await as(admin).call(ep.agreementList));
    expectError(
      await as(admin).call(ep.agreementSave, {
        body: { code: 'register', titles: { zh_CN: '' }, bodies: { zh_CN: '正文' } },
      }),
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(
      await as(admin).call(ep.agreementSave, {
        body: { code: 'cookies', titles: { zh_CN: 'x' }, bodies: { zh_CN: 'x' } } as never,
      }),
      ErrorCode.VALIDATION_FAILED,
    );
    expect(expectOk(await as(admin).call(ep.agreementList))).toEqual(before);
  });
});
