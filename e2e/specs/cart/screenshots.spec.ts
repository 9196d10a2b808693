import { paymentEndpoints } from '@mall/contracts';
import type { Reply } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { addAddressByApi, freshBuyer, placeOrderByApi, plainProduct, useLanguage } from './support';

// The pay dialog as production shows it (no sandbox payment: PAYMENT_SANDBOX is off there), on a desktop
// and a phone, in Chinese and English, for a person to look at (`npm run screenshots`). The browser-test
// server runs the demo, so the answer that lists the providers is narrowed to production's.

const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const lang of ['zh_CN', 'en_US'] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`pay dialog as in production, ${lang}, ${size}`, async ({ page, context, request }, testInfo) => {
      await page.setViewportSize(viewport);
      await useLanguage(context, lang);
      const token = await freshBuyer(request, context);
      const orderNumber = await placeOrderByApi(request, token);
      await page.route(`**/api${paymentEndpoints.payInfo.path}*`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Reply<typeof paymentEndpoints.payInfo>;
        body.ext.providers = ['virtual'];
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/mallview/mall/fillorder/ordersuccess?orderNumbers=${orderNumber}`);
      await page.getByTestId('success-pay').click();
      const dialog = page.getByTestId('pay-dialog');
      await expect(dialog.getByTestId('pay-amount')).toBeVisible();
      await expect(dialog.getByTestId('qr-code')).toHaveCount(0);
      // With no QR code to switch to, a short balance is not sent there.
      await expect(dialog.getByTestId('pay-balance-low')).not.toContainText(/扫码|scan/i);
      const file = testInfo.outputPath(`pay-dialog-production-${lang}-${size}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`pay dialog ${lang} ${size}`, { path: file, contentType: 'image/png' });
    });
  }
}

// Order filling with the configuration switches (docs/configuration.md): a normal product (shipping,
// discounts, tax code and rate with the invoice) and a supply-hall product (no shipping, no discounts).
for (const lang of ['zh_CN', 'en_US'] as const) {
  test(`order filling with its switches, ${lang}`, async ({ page, context, request }, testInfo) => {
    await useLanguage(context, lang);
    const token = await freshBuyer(request, context);
    await addAddressByApi(request, token);
    for (const [name, query, shipping] of [
      ['normal', `productId=${plainProduct.productId}&quantity=2`, 1],
      ['supply', 'productId=469&styleId=46901&quantity=100', 0],
    ] as const) {
      await page.goto(`/mallview/mall/fillorder/buynow?${query}`);
      await expect(page.getByTestId('checkout-invoice')).toBeVisible();
      await expect(page.getByTestId('checkout-summary-shipping')).toHaveCount(shipping);
      await expect(page.getByTestId('checkout-pay-amount')).toBeVisible();
      const file = testInfo.outputPath(`fill-order-${name}-${lang}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`fill order ${name} ${lang}`, { path: file, contentType: 'image/png' });
    }
  });
}
