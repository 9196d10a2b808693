import { paymentEndpoints } from '@mall/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Reply } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { freshBuyer, placeOrderByApi, useLanguage } from './support';

// Issue 19: paying through Alipay and WeChat Pay in a real browser. The e2e server is configured for both
// (playwright.config.ts) against the local fakes of apps/server/test/fake-payment-gateways.ts, through the
// same clients as production: our requests are signed and checked by the fakes, their notifications and
// answers signed with their keys. A fresh buyer has no balance, so the dialog opens on another way to pay.

/** The fake gateways of this run (playwright.config.ts: 20000 above the server's port). */
const gatewayOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + 20_000}`;

/**
 * The payer pays at the gateway (what scanning the QR code with the wallet does); with `notify` the gateway
 * delivers its signed notification to our server, and answers what our server replied.
 */
async function gatewayPays(
  request: APIRequestContext,
  provider: 'alipay' | 'wechat',
  payNo: string,
  notify: boolean,
) {
  const response = await request.post(`${gatewayOrigin}/control/pay`, { data: { provider, payNo, notify } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { delivered: { status: number; body: string } | null }).delivered;
}

/** Opens the pay dialog of a fresh unpaid order from the order success page. */
async function openPayDialog(page: Page, orderNumber: string) {
  await page.goto(`/mallview/mall/fillorder/ordersuccess?orderNumbers=${orderNumber}`);
  await page.getByTestId('success-pay').click();
  return page.getByTestId('pay-dialog');
}

/** Picks a way to pay in the dialog's switch (the sandbox QR panel's wallet logos carry the same names). */
const choose = (dialog: Locator, name: string) =>
  dialog.locator('.ant-segmented').getByText(name, { exact: true }).click();

const gatewayCreated = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes(paymentEndpoints.createGatewayPay.path) && r.request().method() === 'POST',
  );

test('desktop: WeChat Pay draws its QR code and the dialog notices the notification; Alipay’s page returns and is asked', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const token = await freshBuyer(request, context);
  const orderNumber = await placeOrderByApi(request, token);
  const dialog = await openPayDialog(page, orderNumber);
  // The configured providers beside the balance and the demo's sandbox QR code.
  await expect(dialog.locator('.ant-segmented-item-label')).toHaveText([
    '账户余额支付',
    '扫码支付',
    '支付宝',
    '微信支付',
  ]);

  const created = gatewayCreated(page);
  await choose(dialog, '微信支付');
  const { ext: wechatPay } = (await (await created).json()) as Reply<
    typeof paymentEndpoints.createGatewayPay
  >;
  const panel = dialog.getByTestId('pay-gateway-wechat');
  await expect(panel.getByTestId('qr-code')).toHaveAttribute(
    'data-value',
    /^weixin:\/\/wxpay\/bizpayurl\?pr=/,
  );
  await expect(panel.getByRole('img', { name: '支付二维码' })).toBeVisible();
  await expect(panel).toContainText('请使用微信支付扫描二维码完成支付');
  // "I have paid" before paying asks WeChat Pay, which says not yet.
  await panel.getByTestId('pay-gateway-paid').click();
  await expect(page.getByText('尚未收到付款，请完成支付后再试')).toBeVisible();

  // The payer scans and pays; WeChat Pay notifies our server (204: taken) and the dialog's polling sees it.
  expect(await gatewayPays(request, 'wechat', wechatPay.payNo, true)).toMatchObject({ status: 204 });
  await expect(page).toHaveURL(new RegExp(`/fillorder/paysuccess\\?payNo=${wechatPay.payNo}$`));
  await expect(page.getByTestId('pay-success')).toContainText('支付成功');
  await expect(page.getByTestId('paid-amount')).toHaveText(`¥${wechatPay.amount}`);
  await page.getByTestId('paid-order-link').click();
  await expect(page.getByTestId('order-payment')).toContainText('微信支付');
  await expect(page.getByTestId('order-payment')).toContainText(wechatPay.payNo);

  // Alipay on desktop is its own page here (ALIPAY_DESKTOP=page): it opens only when the buyer asks.
  const second = await placeOrderByApi(request, token);
  const again = await openPayDialog(page, second);
  await choose(again, '支付宝');
  const go = again.getByTestId('pay-gateway-go');
  await expect(go).toHaveText('前往支付宝付款');
  await go.click();
  await expect(page.getByRole('heading', { name: '支付宝 · 电脑网站支付' })).toBeVisible();
  // Back to the shop without paying: the return page asked Alipay and says it is not paid.
  await page.getByRole('link', { name: /返回商家/ }).click();
  await expect(page).toHaveURL(/\/mallview\/mall\/fillorder\/payreturn\?payNo=P\d+$/);
  const returned = page.getByTestId('pay-return');
  await expect(returned).toContainText('尚未收到付款');
  const payNo = new URL(page.url()).searchParams.get('payNo') ?? '';
  // Paid at Alipay with no notification (yet): only asking Alipay can find it paid.
  expect(await gatewayPays(request, 'alipay', payNo, false)).toBeNull();
  await returned.getByTestId('pay-return-check').click();
  await expect(page).toHaveURL(new RegExp(`/fillorder/paysuccess\\?payNo=${payNo}$`));
  await expect(page.getByTestId('pay-success')).toContainText('支付成功');
  await page.getByTestId('paid-order-link').click();
  await expect(page.getByTestId('order-payment')).toContainText('支付宝');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('WeChat Pay’s H5 page pays and comes back to the return page, in Russian', async ({
    page,
    context,
    request,
  }) => {
    const token = await freshBuyer(request, context);
    await useLanguage(context, 'ru_RU');
    const orderNumber = await placeOrderByApi(request, token);
    const dialog = await openPayDialog(page, orderNumber);
    await choose(dialog, 'WeChat Pay');
    const go = dialog.getByTestId('pay-gateway-go');
    await expect(go).toHaveText('Оплатить через WeChat Pay');
    // The phone gets the H5 page, never a QR code to scan with the phone it is on.
    await expect(dialog.getByTestId('qr-code')).toHaveCount(0);
    await go.click();
    await expect(page.getByRole('heading', { name: '微信支付 · H5' })).toBeVisible();
    await page.getByRole('button', { name: /确认付款/ }).click();
    // Back in the shop: the return page shows success once the payment is recorded.
    await expect(page).toHaveURL(/\/fillorder\/paysuccess\?payNo=P\d+$/);
    await expect(page.getByTestId('pay-success')).toContainText('Оплата прошла успешно');
    await page.getByTestId('paid-order-link').click();
    await expect(page.getByTestId('order-payment')).toContainText('WeChat Pay');
  });
});
