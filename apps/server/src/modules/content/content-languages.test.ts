import type { Locale } from '@mall/contracts';
import { contentEndpoints, ErrorCode, newsTypes, systemEndpoints } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/helper';
import { news } from '../../db/schema/system';
import { legacyResourceTitle } from '../../seed/data/news';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const han = /[\u4e00-\u9fff]/;
const cyrillic = /[\u0400-\u04ff]/;

describe('news and bulletins in four languages', () => {
  it('serves the same article in each language, marking nothing when it is translated', async () => {
    const zh = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.news, offset: '1', limit: '5' } },
      { lang: 'zh_CN' },
    );
    const ru = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.news, offset: '1', limit: '5' } },
      { lang: 'ru_RU' },
    );
    expect(ru.rows.map((r) => r.id)).toEqual(zh.rows.map((r) => r.id));
    for (const row of ru.rows) {
      expect(row.title).toMatch(cyrillic);
      expect(row.summary).toMatch(cyrillic);
      expect(row).not.toHaveProperty('contentLang');
    }
    for (const row of zh.rows) expect(row.title).toMatch(han);

    const id = zh.rows[1].id;
    const es = await api(ctx.app).call(contentEndpoints.newsDetail, { query: { id } }, { lang: 'es' });
    expect(es.code).toBe(ErrorCode.OK);
    expect(es.ext.title).not.toMatch(han);
    expect(es.ext.contentHtml).toMatch(/^<p>/);
    expect(es.ext.contentHtml).not.toMatch(han);
    expect(es.ext).not.toHaveProperty('contentLang');
    expect(es.ext).not.toHaveProperty('bodyLang');
    // The neighbours' titles follow the language too.
    expect(es.ext.prev?.title).not.toMatch(han);
    expect(es.ext.next?.title).not.toMatch(han);
  });

  it('translates bulletins, company pages and resources, HTML bodies included', async () => {
    for (const type of [newsTypes.bulletin, newsTypes.company]) {
      const list = await api(ctx.app).call(
        contentEndpoints.newsList,
        { query: { newsType: type, offset: '1', limit: '3' } },
        { lang: 'en_US' },
      );
      const { ext } = await api(ctx.app).call(
        contentEndpoints.newsDetail,
        { query: { id: list.rows[0].id } },
        { lang: 'en_US' },
      );
      expect(ext.title, `type ${type}`).not.toMatch(han);
      expect(ext.contentHtml, `type ${type}`).not.toMatch(han);
    }
  });

  it('falls back to Chinese where a translation is missing, and says so', async () => {
    const list = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.resource, offset: '1', limit: '50' } },
      { lang: 'ru_RU' },
    );
    const legacy = list.rows.find((r) => r.title === legacyResourceTitle)!;
    expect(legacy).toMatchObject({ contentLang: 'zh_CN' });
    expect(legacy.summary).toMatch(han);
    const translated = list.rows.filter((r) => r.id !== legacy.id);
    expect(translated.length).toBeGreaterThan(5);
    for (const row of translated) expect(row).not.toHaveProperty('contentLang');

    const { ext } = await api(ctx.app).call(
      contentEndpoints.newsDetail,
      { query: { id: legacy.id } },
      { lang: 'ru_RU' },
    );
    expect(ext).toMatchObject({ title: legacyResourceTitle, contentLang: 'zh_CN', bodyLang: 'zh_CN' });
    // In Chinese nothing is a fallback.
    const zh = await api(ctx.app).call(
      contentEndpoints.newsDetail,
      { query: { id: legacy.id } },
      { lang: 'zh_CN' },
    );
    expect(zh.ext).not.toHaveProperty('contentLang');
    expect(zh.ext).not.toHaveProperty('bodyLang');
  });

  it('marks an article added without translations in every language but Chinese', async () => {
    const [row] = await ctx.database.db
      .insert(news)
      .values({
        newsType: newsTypes.bulletin,
        title: '仅有中文的公告',
        summary: '只有中文',
        content: '只有中文',
      })
      .returning();
    for (const lang of ['en_US', 'ru_RU', 'es'] as const) {
      const { ext } = await api(ctx.app).call(
        contentEndpoints.newsDetail,
        { query: { id: row!.id } },
        { lang },
      );
      expect(ext, lang).toMatchObject({ title: '仅有中文的公告', contentLang: 'zh_CN', bodyLang: 'zh_CN' });
    }
    await ctx.database.db.execute(sql`delete from news where id = ${row!.id}`);
  });

  it('finds articles by their translated title in the request language', async () => {
    const ru = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.news, offset: '1', limit: '10', searchkey: 'Аксу' } },
      { lang: 'ru_RU' },
    );
    expect(ru.total).toBeGreaterThan(0);
    expect(ru.rows[0].title).toContain('Аксу');
    // The same articles typed in lower or upper case (Cyrillic folds like ASCII on any database locale).
    for (const key of ['аксу', 'АКСУ']) {
      const folded = await api(ctx.app).call(
        contentEndpoints.newsList,
        { query: { newsType: newsTypes.news, offset: '1', limit: '10', searchkey: key } },
        { lang: 'ru_RU' },
      );
      expect(folded.total, key).toBe(ru.total);
    }
    const es = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.news, offset: '1', limit: '10', searchkey: 'Aksu' } },
      { lang: 'es' },
    );
    expect(es.rows[0].title).toContain('Aksu');
    // Chinese keeps working in any language.
    const zhKey = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.news, offset: '1', limit: '10', searchkey: '阿克苏' } },
      { lang: 'es' },
    );
    expect(zhKey.total).toBeGreaterThan(0);
  });

  it('follows Accept-Language when there is no site_lang cookie', async () => {
    const res = await ctx.app.inject({
      url: `/api${contentEndpoints.newsList.path}?newsType=${newsTypes.news}&offset=1&limit=1`,
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    const [row] = res.json().rows;
    expect(row.title).not.toMatch(han);
    expect(row.title).not.toMatch(cyrillic);
  });
});

describe('banners, footer, help articles and links in four languages', () => {
  it('gives each language its own banner pictures and alt texts', async () => {
    const banner = async (lang: Locale) => {
      const { ext } = await api(ctx.app).call(
        contentEndpoints.advertBatch,
        { query: { advCodes: 'mall_home_banner' } },
        { lang },
      );
      return ext[0].advList as { imgFile: { fileUrl: string }; imgAlt: string; contentLang?: string }[];
    };
    const [zh, ru, es] = await Promise.all([banner('zh_CN'), banner('ru_RU'), banner('es')]);
    expect(ru).toHaveLength(zh.length);
    ru.forEach((item, i) => {
      expect(item.imgAlt).toMatch(cyrillic);
      expect(item.imgFile.fileUrl).not.toBe(zh[i]!.imgFile.fileUrl);
      expect(item.imgFile.fileUrl).not.toBe(es[i]!.imgFile.fileUrl);
      expect(item).not.toHaveProperty('contentLang');
    });
    for (const item of zh) expect(item.imgAlt).toMatch(han);
    // The Russian picture draws the Russian title.
    const svg = await ctx.app.inject({ url: ru[0]!.imgFile.fileUrl });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain(ru[0]!.imgAlt);
  });

  it('serves footer menus and help articles translated', async () => {
    const { ext: classes } = await api(ctx.app).call(
      contentEndpoints.footerMenus,
      { query: { classSource: '1' } },
      { lang: 'es' },
    );
    const menu = classes[0].menuList[0];
    expect(classes[0].className).not.toMatch(han);
    expect(menu).not.toHaveProperty('contentLang');
    const { ext } = await api(ctx.app).call(
      contentEndpoints.helpArticle,
      { query: { bottomMenuId: menu.bottomMenuId } },
      { lang: 'es' },
    );
    expect(ext.title).toBe(menu.title);
    expect(ext.contentHtml).toMatch(/^<p>/);
    expect(ext.contentHtml).not.toMatch(han);
    expect(ext).not.toHaveProperty('bodyLang');
  });

  it('translates the footer links', async () => {
    const { ext } = await api(ctx.app).call(
      contentEndpoints.bizLinks,
      { query: { linkType: '1' } },
      { lang: 'en_US' },
    );
    expect(ext.length).toBeGreaterThan(3);
    for (const link of ext) {
      expect(link.linkName).not.toMatch(han);
      expect(link.linkUrl).toMatch(/^https:/);
    }
  });
});

describe('site texts in four languages', () => {
  const params = (lang: Locale) =>
    api(ctx.app)
      .call(
        systemEndpoints.paramList,
        { query: { codes: 'MALL_HOT_WORD,malladress,CHAT_MARQUEE,webtitle,copyright,mallphone' } },
        { lang },
      )
      .then((r) => r.ext as Record<string, string>);

  it('translates hot words, address, marquee, site name and copyright; leaves numbers alone', async () => {
    const [zh, ru, es] = await Promise.all([params('zh_CN'), params('ru_RU'), params('es')]);
    expect(zh.MALL_HOT_WORD?.split('#')).toContain('大米');
    expect(ru.MALL_HOT_WORD?.split('#')).toContain('Рис');
    expect(es.MALL_HOT_WORD?.split('#')).toContain('Arroz');
    expect(ru.MALL_HOT_WORD?.split('#')).toHaveLength(zh.MALL_HOT_WORD!.split('#').length);
    for (const code of ['malladress', 'CHAT_MARQUEE', 'webtitle', 'copyright']) {
      expect(zh[code], code).toMatch(han);
      expect(ru[code], code).toMatch(cyrillic);
      expect(es[code], code).not.toMatch(han);
    }
    expect(ru.mallphone).toBe(zh.mallphone);
  });
});

describe('demo seed', () => {
  it('translates every demo article and help article into English, Russian and Spanish but the legacy one', async () => {
    const untranslated = await ctx.database.db.execute(sql`
      select title from news
      where not (title_i18n ?& array['en_US','ru_RU','es'] and summary_i18n ?& array['en_US','ru_RU','es']
                 and content_i18n ?& array['en_US','ru_RU','es'])
      union all
      select title from bottom_menus where not (content_i18n ?& array['en_US','ru_RU','es'])
      union all
      select link_name from biz_links where not (link_name_i18n ?& array['en_US','ru_RU','es'])`);
    expect(untranslated.rows).toEqual([{ title: legacyResourceTitle }]);
  });
});
