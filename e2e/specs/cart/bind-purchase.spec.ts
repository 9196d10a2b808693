import { cartEndpoints, ErrorCode } from '@mall/contracts';
import type { Reply } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { expectCartCount, freshBuyer, useLanguage } from './support';

/** Seeded bind purchase (docs/orders.md): the first toner cartridge is sold only together with the first printer. */
const toner = 99;
const printer = 93;

test.describe('bind purchase (spec §8): the check call rejects silently, the page shows the rule in place', () => {
  test('an accessory needs its main product in the cart first; no toast, a notice with a link instead', async ({
    page,
    context,
    request,
  }) => {
    await freshBuyer(request, context);
    await page.goto(`/mallview/mall/product/detail?productId=${toner}`);
    await expect(page.getByTestId('product-title')).toBeVisible();
    const checked = page.waitForResponse((r) => r.url().includes(cartEndpoints.checkBindPurchase.path));
    await page.getByTestId('add-to-cart').click();
    const reply = (await (await checked).json()) as Reply<typeof cartEndpoints.checkBindPurchase>;
    expect(reply.code).toBe(ErrorCode.SILENT_REJECT);

    const notice = page.getByTestId('bind-purchase-notice');
    await expect(notice).toContainText('一起购买');
    // Silent: no error toast, nothing added.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expectCartCount(page, 0);
    // Buying at once orders the accessory alone: also held back in place, the page stays.
    await page.getByTestId('buy-now').click();
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`productId=${toner}$`));

    // The notice leads to the main product; with it in the cart the accessory goes in too.
    await page.getByTestId('bind-purchase-main').click();
    await expect(page).toHaveURL(new RegExp(`productId=${printer}$`));
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText(/已加入购物车/)).toBeVisible();
    await expectCartCount(page, 1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`productId=${toner}$`));
    await page.getByTestId('add-to-cart').click();
    await expectCartCount(page, 2);
    await expect(page.getByTestId('bind-purchase-notice')).toHaveCount(0);
  });

  test('the notice speaks the interface language (English)', async ({ page, context, request }) => {
    await freshBuyer(request, context);
    await useLanguage(context, 'en_US');
    await page.goto(`/mallview/mall/product/detail?productId=${toner}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('bind-purchase-notice')).toContainText('is sold only together with');
    await expect(page.getByTestId('bind-purchase-main')).toContainText('View');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });
});
