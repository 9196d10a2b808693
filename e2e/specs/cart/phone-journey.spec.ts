import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectCartCount, freshBuyer, payPassword, readyToCheckOut } from './support';

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
  const submit = page.getByTestId('checkout-submit');
  await submit.scrollIntoViewIfNeeded();
  const submitBox = await submit.boundingBox();
  expect(submitBox!.width).toBeGreaterThan(300);
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
