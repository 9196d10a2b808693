import { cartEndpoints, catalogEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import {
  addAddressByApi,
  expectCartCount,
  freshBuyer,
  payPassword,
  plainProduct,
  readyToCheckOut,
  useLanguage,
} from './support';

// Issue 18: the whole buying journey on a phone (390 × 844): search → product → add to cart → checkout →
// pay from the in-mall balance → order detail, every page without sideways scrolling.

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    page.url(),
  ).toBeLessThanOrEqual(0);
}

test('a buyer on a phone searches, buys, pays and reads the order', async ({ page, context, request }) => {
  test.slow();
  await readyToCheckOut(request, context, '手机买家');

  // Search from the compact header.
  await page.goto('/mallview/mall/home');
  const search = page.locator('header.site-header').getByRole('searchbox');
  await search.fill('硅胶辅食碗');
  await search.press('Enter');
  await expect(page).toHaveURL(/searchkey=/);
  const card = page.getByTestId('product-card').filter({ hasText: '硅胶辅食碗' }).first();
  await expect(card).toBeVisible();
  await expectNoSideScroll(page);

  // The product, with the buy bar at the bottom of the screen.
  await card.click();
  await expect(page).toHaveURL(/\/product\/detail\?productId=\d+/);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await expectNoSideScroll(page);
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeInViewport({ ratio: 1 });
  await add.click();
  await expect(page.getByText(/已加入购物车/)).toBeVisible();
  await expectCartCount(page, 1);

  // The cart in one column.
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/shopcart(\?|$)/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('硅胶辅食碗');
  await expectNoSideScroll(page);
  const lineBox = await line.boundingBox();
  expect(lineBox!.x + lineBox!.width).toBeLessThanOrEqual(390);
  await page.getByTestId('cart-checkout').click();

  // Checkout: the address is chosen; the order is placed from a full-width button.
  await expect(page).toHaveURL(/\/fillorder\/normal(\?|$)/);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expectNoSideScroll(page);
  const payAmount = (await page.getByTestId('checkout-pay-amount').innerText()).replace(/\s/g, '');
  // The submit button waits in the bar at the bottom of the screen (issue 31), thumb-sized.
  const submit = page.getByTestId('checkout-submit');
  await expect(submit).toBeInViewport({ ratio: 1 });
  const submitBox = await submit.boundingBox();
  expect(submitBox!.width).toBeGreaterThanOrEqual(120);
  expect(submitBox!.height).toBeGreaterThanOrEqual(44);
  await submit.click();
  await expect(page).toHaveURL(/\/fillorder\/ordersuccess\?orderNumbers=\d+(&|$)/);
  await expectNoSideScroll(page);

  // Pay from the balance with the payment password.
  await page.getByTestId('success-pay').click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog.getByTestId('pay-amount')).toHaveText(payAmount);
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox!.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(390);
  await dialog.getByTestId('pay-password-input').locator('input').first().click();
  await page.keyboard.type(payPassword);
  await dialog.getByTestId('pay-confirm').click();
  await expect(page).toHaveURL(/\/fillorder\/paysuccess\?payNo=P\d+(&|$)/);
  await expect(page.getByTestId('paid-amount')).toHaveText(payAmount);
  await expectNoSideScroll(page);

  // The order detail, paid, in one column.
  await page.getByTestId('paid-order-link').click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status')).toHaveText('待发货');
  await expect(detail.getByTestId('order-payment')).toContainText('账户余额');
  await expect(detail.getByTestId('order-item')).toHaveCount(1);
  await expectNoSideScroll(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the address form’s region picker fits the screen in Chinese and Russian', async ({
    page,
    context,
    request,
  }) => {
    await freshBuyer(request, context);
    for (const lang of ['zh_CN', 'ru_RU']) {
      await context.addCookies([{ name: 'site_lang', value: lang, domain: '127.0.0.1', path: '/' }]);
      await page.goto('/mallview/user/account/address');
      await page.getByTestId('address-add').click();
      await page.getByTestId('address-form').getByTestId('address-region').click();
      const picker = page.getByTestId('region-picker');
      await expect(picker.getByRole('button').first()).toBeVisible();
      // Its whole width is on the screen: before, a fixed 460 px panel was cut off at the left.
      const box = await picker.boundingBox();
      expect(box, lang).not.toBeNull();
      expect(box!.x, lang).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, lang).toBeLessThanOrEqual(360);
    }
  });
});

// Issue 31: the phone cart and order filling in Chinese and Russian.
test.describe('issue 31: the phone cart and checkout', () => {
  /**
   * A seeded product whose first volume tier is its base price (1) and whose second is cheaper (10), with two
   * styles sold by the product's own unit (话梅: 500g and 1kg; its gift box and carton have units of their own
   * and so no tiers).
   */
  const tiered = { productId: 5, basePrice: '29.90', tierQuantity: '10' };

  async function fillCart(request: Parameters<typeof freshBuyer>[0], token: string) {
    const detail = await api(request).ok(catalogEndpoints.productDetail, {
      query: { productId: tiered.productId },
    });
    expect(detail.priceTiers.map((tier) => tier.minQty)).toEqual(['1', '10', '50']);
    const [first, second] = detail.styles;
    // One line bought at the base price, one that reaches the second tier.
    await api(request).ok(
      cartEndpoints.addCart,
      { body: { productId: tiered.productId, styleId: first!.styleId, quantity: '1' } },
      { token },
    );
    await api(request).ok(
      cartEndpoints.addCart,
      { body: { productId: tiered.productId, styleId: second!.styleId, quantity: tiered.tierQuantity } },
      { token },
    );
    await api(request).ok(
      cartEndpoints.addCart,
      { body: { productId: plainProduct.productId, quantity: '1' } },
      { token },
    );
  }

  for (const lang of ['zh_CN', 'ru_RU'] as const) {
    test(`${lang}: the tier tag only on a line a cheaper tier prices, the summary clear of the last line, a bottom bar to submit, thumb-sized delivery choices`, async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      const token = await freshBuyer(request, context);
      await addAddressByApi(request, token, '手机收货人');
      await fillCart(request, token);
      await useLanguage(context, lang);

      await page.goto('/mallview/mall/shopcart');
      const lines = page.getByTestId('cart-line');
      await expect(lines).toHaveCount(3);
      // The tag says "a volume price applies": on the 10-piece line only, not on the line at the base price.
      const tagged = lines.filter({ has: page.locator('.cart-line__tier') });
      await expect(tagged).toHaveCount(1);
      await expect(tagged.locator('input.quantity-stepper__input')).toHaveValue(tiered.tierQuantity);
      await expect(tagged.locator('.cart-line__tier')).toBeVisible();
      await expectNoSideScroll(page);

      // Scrolled to the end, the last line's subtotal is not under the sticky summary.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const summary = page.getByTestId('cart-summary');
      const lastAmount = lines.last().getByTestId('cart-line-amount');
      await expect(lastAmount).toBeInViewport();
      const amountBox = (await lastAmount.boundingBox())!;
      const summaryBox = (await summary.boundingBox())!;
      expect(amountBox.y + amountBox.height, 'last subtotal above the summary').toBeLessThanOrEqual(
        summaryBox.y,
      );
      // And while scrolling through the list, the summary stays on screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(summary).toBeInViewport();
      await page.screenshot({ path: `/tmp/shots-phone2/cart-390-${lang}.png`, fullPage: false });

      await page.getByTestId('cart-checkout').click();
      await expect(page).toHaveURL(/\/fillorder\/normal(\?|$)/);
      await expect(page.getByTestId('checkout-line')).toHaveCount(3);
      // The total and the submit button are on the first screen, not only at the bottom of the page.
      const submit = page.getByTestId('checkout-submit');
      await expect(submit).toBeEnabled();
      await expect(submit).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('checkout-pay-amount')).toBeInViewport({ ratio: 1 });
      expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // Delivery choices are targets a thumb can hit.
      const express = page.getByTestId('checkout-order').first().locator('.ant-radio-button-wrapper').first();
      expect((await express.boundingBox())!.height, 'delivery choice height').toBeGreaterThanOrEqual(44);
      await expectNoSideScroll(page);
      await page.screenshot({ path: `/tmp/shots-phone2/checkout-390-${lang}.png`, fullPage: false });
      // At the end of the page, the bar covers nothing: the address line of the summary is above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const to = page.locator('.checkout-summary__to');
      const toBox = (await to.boundingBox())!;
      const submitBox = (await submit.boundingBox())!;
      expect(toBox.y + toBox.height).toBeLessThanOrEqual(submitBox.y);
      await page.screenshot({ path: `/tmp/shots-phone2/checkout-390-${lang}-end.png`, fullPage: false });
    });
  }
});
