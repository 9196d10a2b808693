import { profileEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { demoBuyer, latestCode, signIn, solveSliderDialog } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { freshBuyer, placeOrderByApi, useLanguage } from './support';

// The pay dialog (spec screens 8 and 10) as a buyer meets it the first time: no payment password yet. It
// is set inside the dialog (with a code sent to the buyer's own mobile) and the balance pays at once; the
// time left to pay counts down; totals carry the amount in Chinese capitals in Chinese only.

test('a buyer without a payment password sets it in the pay dialog and pays from the balance', async ({
  page,
  context,
  request,
}) => {
  // The company buyer of the seed has a balance and no payment password.
  const token = await signIn(request, context, demoBuyer);
  expect(await api(request).ok(profileEndpoints.payPasswordSet, {}, { token })).toBe(false);
  const orderNumber = await placeOrderByApi(request, token);
  await page.goto(`/mallview/mall/fillorder/ordersuccess?orderNumbers=${orderNumber}`);
  const success = page.getByTestId('order-success');
  const countdown = success.getByTestId('pay-countdown');
  await expect(countdown).toHaveText(/^请在 \d{4} \/ \d\d \/ \d\d \d\d:\d\d 前付款，剩余 2[34]:\d\d:\d\d$/);
  // It counts down as the buyer watches.
  const shown = (await countdown.textContent()) ?? '';
  await expect(countdown).not.toHaveText(shown);
  await expect(success.getByTestId('capital-amount')).toHaveText(/^大写：.+元/);

  await page.getByTestId('success-pay').click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog.getByTestId('pay-countdown')).toContainText('剩余');
  await expect(dialog.getByTestId('capital-amount')).toHaveText(/^大写：.+元/);
  const setup = dialog.getByTestId('pay-password-setup');
  await expect(setup).toContainText('138****0001');
  await setup.getByTestId('pay-password-send-code').click();
  await solveSliderDialog(request, page);
  await setup.getByTestId('pay-password-sms').fill(await latestCode(request, demoBuyer, 'paypwd'));
  await setup.getByTestId('pay-password-new').locator('input').first().click();
  await page.keyboard.type('975310');
  await setup.getByTestId('pay-password-again').locator('input').first().click();
  await page.keyboard.type('975310');
  await setup.getByTestId('pay-password-save').click();

  // Still in the same dialog: now it asks for the password it just set.
  await expect(setup).toHaveCount(0);
  const boxes = dialog.getByTestId('pay-password-input').locator('input');
  await boxes.first().click();
  await page.keyboard.type('975310');
  await dialog.getByTestId('pay-confirm').click();
  await expect(page).toHaveURL(/\/mallview\/mall\/fillorder\/paysuccess\?payNo=P\d+$/);
  await expect(page.getByTestId('pay-success')).toContainText('支付成功');

  // Paid: no countdown on the order any more.
  await page.goto(`/mallview/user/order/detail/${orderNumber}`);
  await expect(page.getByTestId('order-detail')).toContainText('待发货');
  await expect(page.getByTestId('pay-countdown')).toHaveCount(0);
  await expect(page.getByTestId('capital-amount')).toHaveText(/^大写：.+元/);
});

test('in English the deadline counts down on order success, in the pay dialog and on the unpaid order; no capitals', async ({
  page,
  context,
  request,
}) => {
  await useLanguage(context, 'en_US');
  const token = await freshBuyer(request, context);
  const orderNumber = await placeOrderByApi(request, token);
  await page.goto(`/mallview/mall/fillorder/ordersuccess?orderNumbers=${orderNumber}`);
  const success = page.getByTestId('order-success');
  await expect(success.getByTestId('pay-countdown')).toHaveText(
    /^Pay by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d: 2[34]:\d\d:\d\d left$/,
  );
  await expect(success.getByTestId('success-amount')).toBeVisible();
  await expect(page.getByTestId('capital-amount')).toHaveCount(0);

  await page.getByTestId('success-pay').click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog.getByTestId('pay-countdown')).toContainText('left');
  // A new buyer has no balance: the dialog opens on the QR code; the balance tab offers the setup.
  await dialog.getByText('Account balance', { exact: true }).click();
  await expect(dialog.getByTestId('pay-password-setup')).toContainText('Set payment password');
  await expect(dialog.getByTestId('capital-amount')).toHaveCount(0);
  await dialog.press('Escape');

  await page.goto(`/mallview/user/order/detail/${orderNumber}`);
  await expect(page.getByTestId('order-detail').getByTestId('pay-countdown')).toContainText('left');
  await expect(page.getByTestId('capital-amount')).toHaveCount(0);
});
