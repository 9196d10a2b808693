import { catalogEndpoints, contentEndpoints } from '@mall/contracts';
import type { APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { api } from '../../support/api';
import { origin } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** The addresses an XML document from the server names, after checking that it is well-formed. */
async function locsOf(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const body = await response.text();
  expect(XMLValidator.validate(body), `${url} is well-formed XML`).toBe(true);
  const doc = parser.parse(body);
  return ((doc.sitemapindex?.sitemap ?? doc.urlset?.url ?? []) as { loc: string }[]).map((e) => e.loc);
}

/** The first page of a kind the sitemap lists, as a path on this site. */
async function firstPage(request: APIRequestContext, kind: string, match = /./): Promise<string> {
  const index = await locsOf(request, '/sitemap.xml');
  for (const chunk of index.filter((loc) => loc.startsWith(`${origin}/sitemaps/${kind}-`))) {
    const found = (await locsOf(request, chunk.slice(origin.length))).find((loc) => match.test(loc));
    if (found) {
      expect(found.startsWith(`${origin}/mallview/`)).toBe(true);
      return found.slice(origin.length);
    }
  }
  throw new Error(`no ${kind} page matching ${match} in the sitemap`);
}

test.describe('sitemap and robots.txt', () => {
  test('robots.txt names the sitemap, and the sitemap names its chunks', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /sso/\nDisallow: /api/\n');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const chunks = await locsOf(request, '/sitemap.xml');
    for (const kind of ['products', 'shops', 'classes', 'articles', 'help'])
      expect(chunks).toContain(`${origin}/sitemaps/${kind}-1.xml`);
  });

  test('the pages it lists open in the storefront with their content', async ({ page, request }) => {
    // Every page answers 200 (the server renders a missing product or article as a 404).
    const open = async (path: string) => expect((await page.goto(path))?.status(), path).toBe(200);
    const product = await firstPage(request, 'products', /\/product\/detail\?/);
    const productId = new URL(product, origin).searchParams.get('productId')!;
    const detail = await api(request).ok(catalogEndpoints.productDetail, { query: { productId } });
    await open(product);
    await expect(page.getByTestId('product-detail')).toContainText(detail.productName);

    await open(await firstPage(request, 'products', /\/product\/supplyDetail\?/));
    await expect(page.getByTestId('product-detail')).toBeVisible();

    await open(await firstPage(request, 'shops'));
    await expect(page.getByTestId('shop-products')).toBeVisible();

    await open(await firstPage(request, 'classes'));
    await expect(page.getByTestId('product-list-title')).toBeVisible();

    const article = await firstPage(request, 'articles', /\/newsDetail\?/);
    const news = await api(request).ok(contentEndpoints.newsDetail, {
      query: { id: new URL(article, origin).searchParams.get('id')! },
    });
    await open(article);
    await expect(page.getByRole('heading', { name: news.title })).toBeVisible();

    await open(await firstPage(request, 'help'));
    await expect(page.getByTestId('help-article')).toBeVisible();
    await expect(page.getByTestId('page-not-found')).toHaveCount(0);
  });
});
