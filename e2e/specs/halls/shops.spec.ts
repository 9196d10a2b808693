import { catalogEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { activeTab, expectLoginDialog, headerSearch } from './hall-data';

test.describe('shops', () => {
  test('the header search with the shop scope lists matching shops, shop tab lit', async ({
    page,
    request,
  }) => {
    const word = '旗舰店';
    const expected = await api(request).ok(catalogEndpoints.shopList, {
      query: { searchkey: word, offset: 1, limit: 10 },
    });
    expect(expected.total).toBeGreaterThan(0);
    await page.goto('/mallview/mall/home');
    await headerSearch(page, '店铺', word);
    await expect(page).toHaveURL(
      new RegExp(`/mall/product/shopList\\?searchkey=${encodeURIComponent(word)}&lightKey=shoplist$`),
    );
    await expect(activeTab(page)).toHaveText('店铺街');
    const cards = page.getByTestId('shop-card');
    await expect(cards).toHaveCount(expected.rows.length);
    for (const [i, shop] of expected.rows.entries()) {
      await expect(cards.nth(i)).toContainText(shop.shopName);
      await expect(cards.nth(i)).toContainText(`商品：${shop.productCount}`);
    }
    await expect(page.getByTestId('hall-total')).toHaveText(`“${word}”共 ${expected.total} 家店铺`);
  });

  test('shop list → shop home; a class of the left menu narrows the products', async ({ page, request }) => {
    const first = (await api(request).ok(catalogEndpoints.shopList, { query: { offset: 1, limit: 10 } }))
      .rows[0]!;
    const shop = await api(request).ok(catalogEndpoints.shopDetail, { query: { shopId: first.shopId } });
    const target = shop.classes.find((c) => c.count > 0)!;
    const inClass = await api(request).ok(catalogEndpoints.productList, {
      query: { shopId: shop.shopId, classId: target.id, offset: 1, limit: 10 },
    });
    expect(inClass.total).toBeGreaterThan(0);

    await page.goto('/mallview/mall/product/shopList?lightKey=shoplist');
    await page.getByTestId('shop-card').first().click();
    await expect(page).toHaveURL(
      new RegExp(`/mall/product/shopDetail\\?shopId=${shop.shopId}&lightKey=shoplist$`),
    );
    await expect(page.getByTestId('shop-name')).toHaveText(shop.shopName);
    await expect(activeTab(page)).toHaveText('店铺街');
    const menu = page.getByTestId('shop-classes');
    await expect(menu.getByRole('button')).toHaveCount(shop.classes.length + 1);
    await expect(menu.getByRole('button', { name: '全部商品' })).toHaveAttribute('aria-pressed', 'true');

    const products = page.getByTestId('shop-products').getByTestId('product-card');
    await expect(products.first()).toBeVisible();
    await menu.getByRole('button', { name: new RegExp(`^${target.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`classId=${target.id}`));
    await expect(menu.getByRole('button', { name: new RegExp(`^${target.name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(products).toHaveCount(inClass.rows.length);
    await expect(products.first()).toContainText(inClass.rows[0]!.productName);
    await expect(page.getByTestId('hall-total')).toContainText(`共 ${inClass.total} 条`);
  });

  test('the contact card names the company, phone and e-mail, "--" when empty', async ({ page, request }) => {
    const shop = await api(request).ok(catalogEndpoints.shopDetail, { query: { shopId: 1 } });
    await page.goto('/mallview/mall/product/shopDetail?shopId=1');
    const card = page.getByTestId('shop-contact');
    await expect(card).toContainText(shop.contact.custName);
    await expect(card.getByTestId('shop-contact-phone')).toHaveText(shop.contact.cellphone || '--');
    await expect(card.getByTestId('shop-contact-email')).toHaveText(shop.contact.email || '--');
  });

  test('a visitor who asks to chat with the merchant gets the login dialog', async ({ page }) => {
    await page.goto('/mallview/mall/product/shopDetail?shopId=1');
    await page.getByTestId('shop-chat').click();
    await expectLoginDialog(page);
  });
});

test.describe('shops: missing shop', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown shop shows the not-found state', async ({ page }) => {
    await page.goto('/mallview/mall/product/shopDetail?shopId=99999999');
    await expect(page.getByTestId('detail-not-found')).toContainText('该店铺不存在或已关闭');
  });
});

test.describe('shops in Spanish', () => {
  test('the shop list and a shop home speak Spanish', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'site_lang', value: 'es', url: baseURL! }]);
    await page.goto('/mallview/mall/product/shopList');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tiendas');
    await expect(page.getByTestId('shop-card').first()).toContainText('Entrar en la tienda');
    await page.getByTestId('shop-card').first().click();
    await expect(page.getByTestId('shop-chat')).toHaveText('Chatear con el vendedor');
    await expect(page.getByTestId('shop-classes')).toContainText('Todos los productos');
    await expect(page.getByTestId('shop-contact')).toContainText('Información del vendedor');
  });
});
