import { describe, expect, it } from 'vitest';
import { type PageHead, resolveHead } from '../lib/page-head/head-model';
import { headTags, withHeadTags } from './head-html';

const where = {
  origin: 'https://mall.example',
  pathname: '/mallview/mall/product/detail',
  search: '?productId=7',
};
const hostile = '</script><script>alert(1)</script>';

function productHead(name: string): PageHead {
  return {
    title: name,
    description: `${name}, ¥12.50, 绿野农场`,
    ogType: 'product',
    image: '/files/p/7.webp',
    preloadImage: '/files/p/7.webp',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name, offers: { price: '12.50' } }],
  };
}

/** Parses what headTags made the way a browser's head would hold it (tags and attributes). */
function tagsOf(html: string) {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attrs: m[1] ?? '',
    text: m[2] ?? '',
  }));
  const links = [...html.matchAll(/<link ([^>]*)>/g)].map((m) => m[1] ?? '');
  const metas = [...html.matchAll(/<meta ([^>]*)>/g)].map((m) => m[1] ?? '');
  return { scripts, links, metas };
}

function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(tag)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('headTags', () => {
  const site = { webTitle: '绿野采购网', description: '企业一站式采购', keywords: '采购,批发' };

  it('escapes a hostile product name everywhere: no script of its own, JSON-LD still names it', () => {
    const html = headTags(resolveHead(site, [productHead(hostile)]), { ...where, locale: 'zh_CN' });
    // One JSON-LD script and nothing else that runs: the name cannot close it or open another.
    const { scripts, metas } = tagsOf(html);
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(scripts[0]?.attrs).toContain('type="application/ld+json"');
    expect(JSON.parse(scripts[0]?.text ?? '')).toMatchObject({ '@type': 'Product', name: hostile });
    expect(html).toContain(
      `<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; - 绿野采购网</title>`,
    );
    const description = metas.find((tag) => tag.includes('name="description"')) ?? '';
    expect(attr(description, 'content')).toBe(`${hostile}, ¥12.50, 绿野农场`);
    const ogTitle = metas.find((tag) => tag.includes('property="og:title"')) ?? '';
    expect(attr(ogTitle, 'content')).toBe(hostile);
  });

  it('escapes quotes in attributes and & < > in JSON-LD as \\u escapes', () => {
    const name = `A "quoted" <b>&co</b>`;
    const html = headTags(resolveHead(site, [productHead(name)]), { ...where, locale: 'zh_CN' });
    expect(html).toContain('content="A &quot;quoted&quot; &lt;b&gt;&amp;co&lt;/b&gt;"');
    expect(html).toContain('A \\"quoted\\" \\u003cb\\u003e\\u0026co\\u003c/b\\u003e');
  });

  it('canonical without lang in Chinese, with lang otherwise; tracking noise removed', () => {
    const noisy = { ...where, search: '?productId=7&utm_source=wx&lightKey=commerce&lang=ru_RU&gclid=1' };
    const zh = tagsOf(headTags(resolveHead(site, [productHead('苹果')]), { ...noisy, locale: 'zh_CN' }));
    const canonical = (tags: string[]) =>
      attr(tags.find((tag) => tag.includes('rel="canonical"')) ?? '', 'href');
    expect(canonical(zh.links)).toBe('https://mall.example/mallview/mall/product/detail?productId=7');
    const en = tagsOf(headTags(resolveHead(site, [productHead('Apple')]), { ...noisy, locale: 'en_US' }));
    expect(canonical(en.links)).toBe(
      'https://mall.example/mallview/mall/product/detail?productId=7&lang=en_US',
    );
    const ogUrl = en.metas.find((tag) => tag.includes('property="og:url"')) ?? '';
    expect(attr(ogUrl, 'content')).toBe(
      'https://mall.example/mallview/mall/product/detail?productId=7&lang=en_US',
    );
    const ogLocale = en.metas.find((tag) => tag.includes('property="og:locale"')) ?? '';
    expect(attr(ogLocale, 'content')).toBe('en_US');
  });

  it('names the page in the four languages and x-default (Chinese) with hreflang', () => {
    const { links } = tagsOf(headTags(resolveHead(site, [productHead('Apple')]), { ...where, locale: 'es' }));
    const alternates = Object.fromEntries(
      links
        .filter((tag) => tag.includes('rel="alternate"'))
        .map((tag) => [attr(tag, 'hreflang'), attr(tag, 'href')]),
    );
    const base = 'https://mall.example/mallview/mall/product/detail?productId=7';
    expect(alternates).toEqual({
      'zh-CN': base,
      'en-US': `${base}&lang=en_US`,
      'ru-RU': `${base}&lang=ru_RU`,
      es: `${base}&lang=es`,
      'x-default': base,
    });
  });

  it('marks every tag with data-head so the browser replaces the server tags instead of adding copies', () => {
    const html = headTags(resolveHead(site, [productHead('Apple')]), { ...where, locale: 'zh_CN' });
    const tags = html.split('\n').slice(1);
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) expect(tag).toMatch(/^<(meta|link|script) data-head="[^"]+"/);
    const keys = tags.map((tag) => /data-head="([^"]+)"/.exec(tag)?.[1]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(html).toContain(
      '<link data-head="preload-image" rel="preload" as="image" href="/files/p/7.webp" fetchpriority="high">',
    );
    expect(html).toContain(
      '<meta data-head="og:image" property="og:image" content="https://mall.example/files/p/7.webp">',
    );
  });

  it('makes the site-relative addresses of JSON-LD absolute', () => {
    const head = resolveHead(site, [
      {
        jsonLd: [
          { '@type': 'Organization', url: '/mallview/mall/home', logo: '//cdn.example/l.png', name: '/x' },
        ],
      },
    ]);
    const html = headTags(head, { ...where, locale: 'zh_CN' });
    const data = JSON.parse(tagsOf(html).scripts[0]?.text ?? '');
    expect(data).toEqual({
      '@type': 'Organization',
      url: 'https://mall.example/mallview/mall/home',
      logo: '//cdn.example/l.png',
      name: '/x',
    });
  });

  it('a 404 page says noindex and names no canonical', () => {
    const head = resolveHead(site, [{ status: 404 }]);
    expect(head.status).toBe(404);
    const html = headTags(head, { ...where, locale: 'zh_CN' });
    expect(html).toContain('<meta data-head="robots" name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('withHeadTags', () => {
  it("inserts the tags as they are, a name holding $' or $& included", () => {
    const tags = "<title>Tea $' and $& and $1 - Mall</title>";
    const html = withHeadTags('<html><head><title>Mall</title></head><body></body></html>', tags);
    expect(html).toBe(`<html><head>${tags}\n</head><body></body></html>`);
  });

  it("replaces the template's title, description, keywords and icon with the page's head", () => {
    const template = [
      '<!doctype html>',
      '<html lang="zh-CN">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      '    <meta name="description" content="" />',
      '    <meta name="keywords" content="" />',
      '    <title>Mall</title>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '  </head>',
    ].join('\n');
    const head = resolveHead({ webTitle: '绿野采购网', description: 'd', icon: '/i.svg' }, [
      { title: '苹果' },
    ]);
    const html = withHeadTags(template, headTags(head, { ...where, locale: 'zh_CN' }));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>苹果 - 绿野采购网</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).not.toContain('name="keywords"');
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('src="/assets/index.js"');
    expect(html.trimEnd().endsWith('</head>')).toBe(true);
  });
});
