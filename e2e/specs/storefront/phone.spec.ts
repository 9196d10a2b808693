import { origin } from '../../support/auth';
import { expect, type Lang, test } from '../../support/fixtures';
import { plainProduct } from '../cart/support';
import { expectTouchSize, sideOverflow } from './support';

// Issue 18: below the 1210 px desktop width the storefront is a phone shop, not the desktop page cut off.
// The phone home page, header, top strip and portal landings of issue 31: phone-home.spec.ts.

const mainRoutes = [
  '/mallview/mall/home',
  '/mallview/mall/product?classId=1',
  '/mallview/mall/product?searchkey=%E8%8B%B9%E6%9E%9C',
  `/mallview/mall/product/detail?productId=${plainProduct.productId}`,
  '/mallview/mall/shopcart',
  '/mallview/mall/product/shopList',
  '/mallview/mall/product/demandCenter',
  '/mallview/news',
  '/mallview/news/helpcenter',
  '/mallview/mallIntl/home',
  `/mallview/mallIntl/product/detail?productId=${plainProduct.productId}`,
  '/sso/login',
  '/sso/register',
];

// At 390 px every route of the route table is checked for this in accessibility.spec.ts (reflow), in a second
// language; here the narrowest common phone, in Chinese.
test.describe('360 px wide', () => {
  test.use({ viewport: { width: 360, height: 844 } });

  test('the main pages never scroll sideways', async ({ page }) => {
    test.slow();
    for (const route of mainRoutes) {
      await page.goto(route);
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(await sideOverflow(page), route).toBeLessThanOrEqual(0);
    }
  });
});

/** Hall pages and the test id of what each lists, to wait for before measuring. */
const hallRoutes = [
  ['/mallview/mall/product/supplyCenter', 'product-card'],
  ['/mallview/mall/product/supplierList', 'supplier-list'],
  ['/mallview/mall/product/platformCenter', 'chain-card'],
  ['/mallview/mall/product/farmCenter', 'product-card'],
  ['/mallview/mall/product/integralCenter', 'points-card'],
  ['/mallview/mall/product/market', 'activity-card'],
] as const;

test.describe('merchant and hall pages at 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fit the screen: demands as cards, a shop home with its classes in a row over two columns', async ({
    page,
  }) => {
    test.slow();
    for (const [route, listed] of hallRoutes) {
      await page.goto(route);
      await expect(page.getByTestId(listed).first()).toBeVisible();
      expect(await sideOverflow(page), route).toBeLessThanOrEqual(0);
    }

    // A hall's filters open in a bottom sheet; the button counts the choices made.
    await page.goto('/mallview/mall/product/supplyCenter');
    const open = page.getByTestId('hall-filters-open');
    await expectTouchSize(open);
    await expect(page.getByTestId('class-filter')).toBeHidden();
    await open.click();
    const sheet = page.getByRole('dialog', { name: '筛选条件' });
    const chip = sheet.getByTestId('class-filter').getByRole('button').nth(1);
    await expectTouchSize(chip);
    await chip.click();
    await expect(page).toHaveURL(/classId=\d+/);
    await sheet.getByRole('button', { name: '完成' }).click();
    await expect(sheet).toBeHidden();
    await expect(open).toHaveText('筛选（已选 1）');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // Procurement hall: each demand a card, its figures named under its title.
    await page.goto('/mallview/mall/product/demandCenter');
    const row = page.getByTestId('demand-row').first();
    await expect(row).toBeVisible();
    const [title, quantity] = [
      await row.locator('.demand-table__title').boundingBox(),
      await row.getByTestId('demand-quantity').boundingBox(),
    ];
    expect(quantity!.y).toBeGreaterThan(title!.y + title!.height - 1);
    // The column's name is shown in the cell, the table's heads being hidden.
    const label = await row
      .getByTestId('demand-quantity')
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toContain('采购数量');
    await expectTouchSize(row.getByRole('link', { name: /查看/ }));
    expect(await sideOverflow(page)).toBeLessThanOrEqual(0);

    // Shop street, then a shop's home.
    await page.goto('/mallview/mall/product/shopList');
    expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
    const shopHref = await page.locator('a[href*="shopDetail?shopId="]').first().getAttribute('href');
    await page.goto(shopHref!);
    await expect(page.getByTestId('shop-banner')).toBeVisible();
    const classes = page.getByTestId('shop-classes').getByRole('button');
    await expectTouchSize(classes.first());
    const [first, second] = [await classes.nth(0).boundingBox(), await classes.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    const cards = page.getByTestId('shop-products').getByTestId('product-card');
    await expect(cards.nth(1)).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x + b!.width).toBeLessThanOrEqual(360);
    expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
    // Choosing a class from the row narrows the products.
    await classes.nth(1).click();
    await expect(page).toHaveURL(/classId=\d+/);
    await expect(classes.nth(1)).toHaveClass(/is-active/);
  });
});

test.describe('phone shell at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the server-rendered first paint is already the phone layout (no script)', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    for (const route of ['/mallview/mall/home', '/mallview/mallIntl/home']) {
      await page.goto(route);
      await expect(page.getByTestId('class-drawer-trigger')).toBeVisible();
      await expect(page.getByTestId('quick-menu-button')).toBeVisible();
      await expect(page.locator('.right-bar')).toBeHidden();
      await expect(page.locator('.site-header__menu-bar .class-menu')).toBeHidden();
      expect(await sideOverflow(page), route).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  test('compact header: one row with the search box; scope and hot words open with the box', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/home');
    const header = page.locator('header.site-header');
    // Top strip, the logo-and-search row and the tabs end where a phone shop's header ends (~110-150 px).
    const headerBox = await header.boundingBox();
    expect(headerBox!.y + headerBox!.height).toBeLessThanOrEqual(150);
    const search = header.getByRole('searchbox');
    await expect(search).toBeVisible();
    const row = await header.locator('.search-box__row').boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(44);
    const logo = await header.locator('.site-header__logo').boundingBox();
    expect(Math.abs(row!.y + row!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(2);
    await expectTouchSize(header.getByRole('button', { name: '搜索', exact: true }));
    await expectTouchSize(page.getByTestId('class-drawer-trigger'));
    await expectTouchSize(page.getByTestId('cart-button'));
    await expectTouchSize(page.getByTestId('quick-menu-button'));
    await expect(page.getByTestId('search-scope')).toBeHidden();
    await expect(header.getByTestId('hot-words')).toBeHidden();

    // The box's focus opens the scope and the hot words; a tap on a chip keeps the keyboard's box focused.
    await search.click();
    const panel = header.getByTestId('search-panel');
    await expect(panel).toBeVisible();
    const scopes = panel.getByRole('group', { name: '搜索范围' });
    await expect(scopes.getByRole('button', { name: '商品' })).toHaveAttribute('aria-pressed', 'true');
    const shops = scopes.getByRole('button', { name: '店铺' });
    await expectTouchSize(shops);
    await shops.click();
    await expect(shops).toHaveAttribute('aria-pressed', 'true');
    await expect(search).toBeFocused();
    const hot = panel.getByTestId('search-panel-hot-words').getByRole('button').first();
    await expectTouchSize(hot);
    const word = (await hot.textContent())!;
    await hot.click();
    await expect(page).toHaveURL(/\/mall\/product\/shopList\?/);
    await expect(search).toHaveValue(word);
    await expect(panel).toBeHidden();
  });

  test('the class drawer lists the classes and opens one', async ({ page }) => {
    await page.goto('/mallview/mall/product?classId=1');
    await page.getByTestId('class-drawer-trigger').click();
    const drawer = page.getByRole('dialog', { name: '全部商品分类' });
    await expect(drawer).toBeVisible();
    const first = drawer.locator('details').first();
    await first.locator('summary').click();
    const child = first.locator('.class-drawer__child').first();
    await expectTouchSize(child);
    const href = await child.getAttribute('href');
    const classId = /classId=(\d+)/.exec(href ?? '')?.[1];
    expect(classId).toBeTruthy();
    await child.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`classId=${classId}&`));
    // Escape closes it and gives focus back to the button.
    const trigger = page.getByTestId('class-drawer-trigger');
    await trigger.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('list filters open in a bottom sheet; the grid has two columns', async ({ page }) => {
    await page.goto('/mallview/mall/product?classId=1');
    // Two product cards side by side.
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(1)).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    expect(b!.x + b!.width).toBeLessThanOrEqual(390);

    await expect(page.getByTestId('product-filters')).toBeHidden();
    const open = page.getByTestId('filter-sheet-open');
    await expectTouchSize(open);
    await open.click();
    const sheet = page.getByRole('dialog', { name: '筛选条件' });
    await expect(sheet).toBeVisible();
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox!.y + sheetBox!.height).toBeGreaterThan(840);
    const brand = sheet.getByTestId('facet-brand').getByRole('link').first();
    await expectTouchSize(brand);
    await brand.click();
    await expect(page).toHaveURL(/brandId=\d+/);
    // The sheet stays open for more choices; the chosen brand is shown in it.
    await expect(sheet.getByTestId('chosen-filters')).toBeVisible();
    // Tab goes round inside the sheet: from its last control to its first (close) and back.
    const done = sheet.getByRole('button', { name: '完成' });
    await done.focus();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: '关闭' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(done).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('product detail keeps add to cart and buy now in a bar at the bottom of the screen', async ({
    page,
  }) => {
    await page.goto(`/mallview/mall/product/detail?productId=${plainProduct.productId}`);
    const add = page.getByTestId('add-to-cart');
    const buy = page.getByTestId('buy-now');
    for (const scroll of [0, 600, 1600]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect(add).toBeInViewport({ ratio: 1 });
      await expect(buy).toBeInViewport({ ratio: 1 });
      const box = await buy.boundingBox();
      expect(box!.y + box!.height).toBeGreaterThan(844 - 70);
    }
    await expectTouchSize(add);
    await expectTouchSize(buy);
    // The page ends above the bar: the footer's last line is not hidden under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const tip = page.locator('.site-footer__tip');
    const [tipBox, barBox] = [
      await tip.boundingBox(),
      await page.locator('.product-purchase__actions').boundingBox(),
    ];
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(barBox!.y);
  });

  test('the right bar is a menu behind the header button; the footer folds', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const bar = page.getByRole('complementary', { name: '快捷服务' });
    await expect(bar).toBeHidden();
    const menu = page.getByTestId('quick-menu-button');
    await menu.click();
    await expect(bar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectTouchSize(bar.getByTestId('right-bar-chat'));
    await menu.click();
    await expect(bar).toBeHidden();

    const footer = page.locator('footer.site-footer');
    await expect(footer.getByTestId('footer-phone')).toBeAttached();
    await expect(footer.getByTestId('footer-column').first()).toBeHidden();
    const fold = footer.getByTestId('footer-fold');
    await expectTouchSize(fold);
    await fold.click();
    await expect(footer.getByTestId('footer-column').first()).toBeVisible();
    const link = footer.getByTestId('footer-column').first().getByRole('link').first();
    await expectTouchSize(link);
  });

  test('the international template has the same phone shell', async ({ page }) => {
    await page.goto('/mallview/mallIntl/home');
    await expect(page.getByTestId('intl-header')).toBeVisible();
    await expect(page.locator('.intl-header__class-bar')).toBeHidden();
    await page.getByTestId('class-drawer-trigger').click();
    await expect(page.getByRole('dialog', { name: '全部商品分类' })).toBeVisible();
  });
});

test.describe('desktop at 1440 px', () => {
  test('the phone controls are hidden and the desktop bars are shown', async ({ page }) => {
    await page.goto('/mallview/mall/product?classId=1');
    await expect(page.getByTestId('class-drawer-trigger')).toBeHidden();
    await expect(page.getByTestId('quick-menu-button')).toBeHidden();
    await expect(page.getByTestId('filter-sheet-open')).toBeHidden();
    await expect(page.getByTestId('footer-fold')).toBeHidden();
    await expect(page.getByTestId('product-filters')).toBeVisible();
    await expect(page.getByRole('complementary', { name: '快捷服务' })).toBeVisible();
    // 1440 px wide: the page is the 1210 px desktop page, centred.
    const width = await page
      .locator('.site-header__inner')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(1210);
  });
});

for (const width of [360, 390]) {
  test(`points mall cards at ${width} px show their whole picture, their points and stock inside, in four languages`, async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    for (const lang of ['zh_CN', 'en_US', 'ru_RU', 'es'] satisfies Lang[]) {
      await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
      await page.goto('/mallview/mall/product/integralCenter');
      await expect(page.getByTestId('points-card').nth(3)).toBeVisible();
      // The first two rows' pictures, loaded.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="points-card"] img')]
          .slice(0, 4)
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      const problems = await page.getByTestId('points-card').evaluateAll((cards) =>
        cards.flatMap((card, i) => {
          const out: string[] = [];
          const style = getComputedStyle(card);
          const box = card.getBoundingClientRect();
          const [left, right] = [
            box.left + Number.parseFloat(style.paddingLeft),
            box.right - Number.parseFloat(style.paddingRight),
          ];
          const img = card.querySelector('img');
          if (i < 4 && img) {
            // object-fit: cover cuts a picture whose shape is not the box's (the points badge went so).
            const frame = img.getBoundingClientRect();
            const [shown, natural] = [frame.width / frame.height, img.naturalWidth / img.naturalHeight];
            if (Math.abs(shown - natural) > 0.02)
              out.push(`card ${i}: picture ${natural.toFixed(2)} shown as ${shown.toFixed(2)}`);
          }
          for (const part of card.querySelectorAll('.points-card__foot > *, .points-value > *')) {
            const r = part.getBoundingClientRect();
            if (r.left < left - 0.5 || r.right > right + 0.5)
              out.push(`card ${i}: "${part.textContent}" runs out`);
          }
          return out;
        }),
      );
      expect(problems, lang).toEqual([]);
    }
  });
}
