import { contentEndpoints, ErrorCode, newsTypes } from '@mall/contracts';
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

const hostile = [
  '<p onclick="alert(1)" onmouseover="alert(1)">Hello <b>world</b></p>',
  '<script>alert("x")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
  '<img src="x" onerror="alert(2)"><img src="javascript:alert(5)">',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
  '<a href="javascript:alert(3)">bad</a><a href=" JaVaScRiPt:alert(3)">bad2</a><a href="data:text/html,x">d</a>',
  '<div style="width: expression(alert(4))">styled</div><style>body{display:none}</style>',
  '<svg onload="alert(6)"><circle /></svg><form action="/x"><input name="a"></form>',
  '<a href="https://example.com/ok">fine</a>',
].join('');

describe('news detail', () => {
  it('answers an article with its body as paragraphs and its newer/older neighbours', async () => {
    const list = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.news, offset: '1', limit: '3' } },
      { lang: 'zh_CN' },
    );
    const [newest, second, third] = list.rows;
    const { code, ext } = await api(ctx.app).call(
      contentEndpoints.newsDetail,
      { query: { id: second.id } },
      { lang: 'zh_CN' },
    );
    expect(code).toBe(0);
    expect(ext).toMatchObject({ id: second.id, title: second.title, newsType: 1 });
    expect(ext.contentHtml).toMatch(/^<p>/);
    expect(ext.contentHtml).toContain(second.summary);
    expect(ext.prev).toEqual({ id: newest.id, title: newest.title });
    expect(ext.next).toEqual({ id: third.id, title: third.title });
    // The newest has nothing newer; views are counted.
    const first = await api(ctx.app).call(
      contentEndpoints.newsDetail,
      { query: { id: newest.id } },
      { lang: 'zh_CN' },
    );
    expect(first.ext.prev).toBeNull();
    expect(first.ext.views).toBe(newest.views + 1);
  });

  it('keeps bulletins, company pages and resources apart from news', async () => {
    for (const type of [newsTypes.bulletin, newsTypes.company, newsTypes.resource]) {
      const list = await api(ctx.app).call(
        contentEndpoints.newsList,
        { query: { newsType: type, offset: '1', limit: '50' } },
        { lang: 'zh_CN' },
      );
      expect(list.total, `type ${type}`).toBeGreaterThan(2);
      const last = list.rows.at(-1)!;
      const { ext } = await api(ctx.app).call(
        contentEndpoints.newsDetail,
        { query: { id: last.id } },
        { lang: 'zh_CN' },
      );
      expect(ext.newsType).toBe(type);
      expect(ext.next).toBeNull();
      expect(ext.prev?.id).toBe(list.rows.at(-2)?.id);
    }
  });

  it('strips scripts, handlers, frames, javascript: links and styles from HTML bodies', async () => {
    const [row] = await ctx.database.db
      .insert(news)
      .values({ newsType: newsTypes.news, title: 'hostile', content: hostile, createdAt: new Date(0) })
      .returning();
    const { ext } = await api(ctx.app).call(
      contentEndpoints.newsDetail,
      { query: { id: row?.id } },
      { lang: 'zh_CN' },
    );
    const html: string = ext.contentHtml;
    expect(html).toContain('Hello <b>world</b>');
    expect(html).toContain(
      '<a href="https://example.com/ok" rel="nofollow noopener noreferrer" target="_blank">fine</a>',
    );
    for (const bad of [
      /<script/i,
      /alert/i,
      /\son\w+=/i,
      /javascript:/i,
      /data:/i,
      /<iframe|<object|<embed|<svg|<form|<input|<style/i,
      /style=/i,
      /expression/i,
      /evil\.example/i,
    ]) {
      expect(html, String(bad)).not.toMatch(bad);
    }
  });

  it('serves the seeded legacy resource without its scripts', async () => {
    const list = await api(ctx.app).call(
      contentEndpoints.newsList,
      { query: { newsType: newsTypes.resource, searchkey: legacyResourceTitle } },
      { lang: 'zh_CN' },
    );
    expect(list.total).toBe(1);
    const { ext } = await api(ctx.app).call(
      contentEndpoints.newsDetail,
      { query: { id: list.rows[0].id } },
      { lang: 'zh_CN' },
    );
    expect(ext.contentHtml).toContain('请妥善保管账户密码');
    expect(ext.contentHtml).not.toMatch(/alert|<script|<iframe|javascript:|onerror|onclick/i);
    // Its picture with the page-relative address "x" is dropped: it would only be a failing request.
    expect(ext.contentHtml).not.toMatch(/<img/i);
  });

  it('answers 40000 for a bad id and 40400 for an unknown one, translated', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const body = await api(ctx.app).call(contentEndpoints.newsDetail, { query: { id } }, { lang: 'zh_CN' });
      expect(body.code, id).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await api(ctx.app).call(contentEndpoints.newsDetail, {}, { lang: 'zh_CN' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const missing = await api(ctx.app).call(
      contentEndpoints.newsDetail,
      { query: { id: '999999' } },
      { lang: 'en_US' },
    );
    expect(missing.code).toBe(ErrorCode.NOT_FOUND);
    expect(missing.msg).toBe('The article does not exist or is no longer on sale');
  });
});

describe('help articles', () => {
  it('answers the article of every footer menu item, with its class, translated title', async () => {
    const classes = await api(ctx.app).call(
      contentEndpoints.footerMenus,
      { query: { classSource: '1' } },
      { lang: 'en_US' },
    );
    const menus = classes.ext.flatMap((c: { bottomClassId: number; menuList: { bottomMenuId: number }[] }) =>
      c.menuList.map((m) => ({ ...m, bottomClassId: c.bottomClassId })),
    );
    expect(menus.length).toBeGreaterThan(4);
    for (const menu of menus) {
      const { code, ext } = await api(ctx.app).call(
        contentEndpoints.helpArticle,
        { query: { bottomMenuId: menu.bottomMenuId } },
        { lang: 'en_US' },
      );
      expect(code).toBe(0);
      expect(ext).toMatchObject(menu);
      expect(ext.contentHtml).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it('answers 40000 for a bad id and 40400 for an unknown one', async () => {
    expect(
      (
        await api(ctx.app).call(
          contentEndpoints.helpArticle,
          { query: { bottomMenuId: 'x' } },
          { lang: 'zh_CN' },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await api(ctx.app).call(contentEndpoints.helpArticle, {}, { lang: 'zh_CN' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(
      (
        await api(ctx.app).call(
          contentEndpoints.helpArticle,
          { query: { bottomMenuId: '424242' } },
          { lang: 'zh_CN' },
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});
