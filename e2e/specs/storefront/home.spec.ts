import { catalogEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { origin } from '../../support/auth';
import { classLabel, expect, type Lang, systemParams, test } from '../../support/fixtures';

test.describe('home page', () => {
  test('shows the seeded mall: banner, class menu, floors with prices, shops, demands, news, footer', async ({
    page,
    request,
  }) => {
    const [params, tree] = await Promise.all([
      systemParams(request),
      api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } }),
    ]);
    expect(tree.length).toBeGreaterThan(3);

    await page.goto('/mallview/');
    await expect(page).toHaveTitle(new RegExp(params.webtitle));
    // One h1, the mall's name, for screen readers and search engines (the logo shows it).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(params.webtitle!);

    // Banner with a picture that actually loaded.
    const banner = page.getByTestId('home-banner');
    await expect(banner).toBeVisible();
    const firstBanner = banner.locator('img').first();
    await expect(firstBanner).toBeVisible();
    // Visible comes before loaded: wait for the picture itself.
    await expect
      .poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Class menu is open on home, one entry per top class with its label and first children.
    const tops = page.getByTestId('class-menu-top');
    await expect(tops).toHaveCount(tree.length);
    await expect(tops.first()).toContainText(classLabel(tree[0]));
    await expect(tops.first()).toContainText(classLabel(tree[0].children[0]));

    // User panel: visitor greeting with login and register, and the latest bulletins.
    await expect(page.getByTestId('member-card').getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByTestId('home-bulletins').locator('li').first()).toBeVisible();

    await expect(page.getByTestId('home-shops').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('home-demands').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('home-news').locator('li').first()).toBeVisible();

    // Floors load as they scroll into view; the first has product cards with yuan prices.
    const floor = page.getByTestId('product-floor').first();
    await floor.scrollIntoViewIfNeeded();
    await expect(floor.getByRole('heading')).toContainText(classLabel(tree[0]));
    const card = floor.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/¥\d+\.\d{2}/);
    const picture = card.locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('product-floor')).toHaveCount(tree.length);

    // Footer and cart.
    await expect(page.getByTestId('footer-phone')).toContainText(params.mallphone);
    await expect(page.getByTestId('cart-button')).toContainText('0');
  });

  test('loads floor products only when the floor comes into view', async ({ page }) => {
    const productCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(`/api${catalogEndpoints.productList.path}`)) productCalls.push(req.url());
    });
    await page.goto('/mallview/mall/home');
    await expect(page.getByTestId('product-floor').first()).toBeAttached();
    const floors = await page.getByTestId('product-floor').count();
    expect(floors).toBeGreaterThan(3);
    // Everything the page loads by itself is in: no request for half a second.
    await page.waitForLoadState('networkidle');
    expect(productCalls.length).toBeLessThan(floors);

    await page.getByTestId('product-floor').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('product-floor').last().getByTestId('product-card').first()).toBeVisible();
  });

  test.describe(() => {
    // The browser logs the page's own 404 answer.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
      const response = await page.goto('/mallview/no/such/page');
      expect(response?.status()).toBe(404);
      const notFound = page.getByTestId('page-not-found');
      await expect(notFound.getByRole('heading', { name: '页面不存在' })).toBeVisible();
      await notFound.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/mallview\/mall\/home$/);
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
  });

  test('the sign-on page links back to the page it came from, never off-site', async ({ page }) => {
    await page.goto('/mallview/mall/product?classId=1');
    await page.getByRole('navigation', { name: '顶部工具栏' }).getByRole('link', { name: '请登录' }).click();
    await expect(page).toHaveURL(/\/sso\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/mallview\/mall\/product\?classId=1/);

    await page.goto('/sso/login?redirect=//evil.example/steal');
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute(
      'href',
      '/mallview/mall/home',
    );
  });

  // The banners are pictures drawn for the full 1210 px width, shown with their left part kept (cover): their
  // text has to end inside what the home's slot shows, in every language, on a desktop and on phones.
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
    [360, 740],
  ] as const) {
    test(`the banners' titles and subtitles end inside the shown part at ${width} px in four languages`, async ({
      page,
      context,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      for (const lang of ['zh_CN', 'en_US', 'ru_RU', 'es'] satisfies Lang[]) {
        await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
        await page.goto('/mallview/mall/home');
        const banner = page.getByTestId('home-banner');
        await expect(banner.locator('img').first()).toBeVisible();
        const slot = (await banner.boundingBox())!;
        const sources = await banner
          .locator('img')
          .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
        expect(sources.length, lang).toBeGreaterThan(1);
        for (const src of sources) {
          const svg = await (await page.request.get(src)).text();
          // Drawn in the page (its fonts), measured in the picture's own units.
          const overflow = await page.evaluate(
            ({ markup, slotWidth, slotHeight }) => {
              const holder = document.createElement('div');
              holder.style.cssText = 'position:absolute;left:-5000px;top:0';
              holder.innerHTML = markup;
              document.body.append(holder);
              const picture = holder.querySelector('svg')!;
              const [w, h] = [picture.width.baseVal.value, picture.height.baseVal.value];
              const scale = Math.max(slotWidth / w, slotHeight / h);
              const shown = slotWidth / scale;
              const cut = [...picture.querySelectorAll('text')]
                .map((text) => ({ text: text.textContent, right: text.getBBox().x + text.getBBox().width }))
                .filter((t) => t.right > shown)
                .map((t) => `${t.text} ends at ${Math.round(t.right)} of ${Math.round(shown)}`);
              holder.remove();
              return cut;
            },
            { markup: svg, slotWidth: slot.width, slotHeight: slot.height },
          );
          expect(overflow, `${lang} ${src}`).toEqual([]);
        }
      }
    });
  }
});

/**
 * Issue 31, cut text in the long languages: shop names stopped after "Tienda oficial de…", the shortcut
 * buttons could not be read, the class menu's children were cut by the row's edge without an ellipsis and the
 * Russian shop cards' labels ran into each other. What a visitor reads is whole, or ends in "…" with the whole
 * text as the title.
 */
async function cutTexts(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const text = (el: Element) => (el.textContent ?? '').trim();
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    for (const name of document.querySelectorAll('.shop-grid__name, .shop-cards__name')) {
      if (cut(name)) out.push(`shop name cut: ${text(name)}`);
      if (
        name.closest('a')?.getAttribute('title') !== text(name) &&
        name.getAttribute('title') !== text(name)
      )
        out.push(`shop name without its title: ${text(name)}`);
    }
    for (const meta of document.querySelectorAll('.shop-grid__meta, .shop-cards__meta')) {
      const parts = [...meta.children].map((child) => child.getBoundingClientRect());
      for (const [i, part] of [...meta.children].entries()) {
        if (cut(part)) out.push(`shop label cut: ${text(part)}`);
        const next = parts[i + 1];
        const box = parts[i]!;
        if (next && next.top < box.bottom - 1 && next.left < box.right - 1)
          out.push(`shop labels overlap: ${text(meta)}`);
      }
    }
    const panel = document.querySelector('.home__user-panel')?.getBoundingClientRect();
    for (const link of document.querySelectorAll('.home__shortcuts a')) {
      const box = link.getBoundingClientRect();
      if (cut(link)) out.push(`shortcut cut: ${text(link)}`);
      if (panel && box.bottom > panel.bottom + 0.5) out.push(`shortcut below its panel: ${text(link)}`);
    }
    for (const child of document.querySelectorAll('.class-menu__child')) {
      if (child.getClientRects().length === 0) continue;
      const box = child.getBoundingClientRect();
      const row = child.parentElement!.getBoundingClientRect();
      if (box.width > 0 && box.right > row.right + 0.5)
        out.push(`class child cut by the row: ${text(child)}`);
      if (cut(child) && getComputedStyle(child).textOverflow !== 'ellipsis')
        out.push(`class child cut without an ellipsis: ${text(child)}`);
      if (child.getAttribute('title') !== text(child))
        out.push(`class child without its title: ${text(child)}`);
    }
    return out;
  });
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`home at ${width} px in Spanish and Russian`, () => {
    test.use({ viewport: { width, height } });
    for (const lang of ['es', 'ru_RU'] satisfies Lang[]) {
      test(`shop names, shop labels, shortcuts and class children are whole or end in an ellipsis (${lang})`, async ({
        page,
        context,
      }) => {
        await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
        await page.goto('/mallview/mall/home');
        await expect(page.getByTestId('home-shops').locator('li').first()).toBeVisible();
        await expect(page.locator('.home__shortcuts a').first()).toBeVisible();
        expect(await cutTexts(page)).toEqual([]);
      });
      test(`the shop street's names and labels are whole or end in an ellipsis (${lang})`, async ({
        page,
        context,
      }) => {
        await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
        await page.goto('/mallview/mall/product/shopList');
        await expect(page.locator('.shop-cards__name').first()).toBeVisible();
        expect(await cutTexts(page)).toEqual([]);
      });
    }
  });
}
