import { accountEndpoints, catalogEndpoints, centreCodes, chatEndpoints } from '@mall/contracts';
import type { APIRequestContext } from '@playwright/test';
import { api } from '../../support/api';
import {
  apiLogin,
  demoTwoCentres,
  fillAccountLogin,
  origin,
  registerByApi,
  signIn,
} from '../../support/auth';
import { expect, overrideParams, test } from '../../support/fixtures';
import { placeOrderByApi, useLanguage } from '../cart/support';
import { chatPanel, conversationWith, demoMerchant } from '../chat/support';

/*
 * Spec §2/§6: sellers work where their centre's row says (the demo: the merchant workbench), and an order card
 * they see in chat opens the order there (the demo's seller centre works in the workbench), or else on the
 * channel site (DOMAIN_CHANNEL + /order/buy/order/list, with its orderNumber: a stand-in page here).
 */
const channel = `${origin}/channel-test`;

test.beforeEach(async ({ page, context }) => {
  await overrideParams(page, { DOMAIN_CHANNEL: channel });
  // Also for the tab an order card opens.
  await context.route('**/channel-test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>channel</title><h1>channel</h1>' }),
  );
});

test.describe('signing in', () => {
  // The workbench's refusal of a seller without a shop (403), which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a seller who signs in goes to the merchant workbench; a buyer stays in the storefront', async ({
    page,
    request,
    context,
  }) => {
    await page.goto(`/sso/login?redirect=${encodeURIComponent('/mallview/mall/product?classId=2')}`);
    // The seller centre of the two-centre account, whose application was refused: no shop yet. The centre's
    // address (the workbench) decides, not DOMAIN_CHANNEL, which only a centre without one goes to
    // (apps/web/src/config/paths.test.ts "centreLandingHref").
    await fillAccountLogin(request, page, demoTwoCentres);
    await page
      .getByRole('dialog', { name: '请选择要登录的身份' })
      .getByRole('button', { name: /供应商中心/ })
      .click();
    await expect(page).toHaveURL(/\/console\/merchant\/?$/);
    await expect(page.getByText('这个账号还没有开通店铺')).toBeVisible();

    await context.clearCookies();
    const buyer = await registerByApi(request);
    await page.goto(`/sso/login?redirect=${encodeURIComponent('/mallview/mall/product?classId=2')}`);
    await fillAccountLogin(request, page, buyer.mobile, buyer.password);
    await expect(page).toHaveURL(/\/mallview\/mall\/product\?classId=2$/);
  });
});

test.describe('order card in chat', () => {
  /** A buyer of the demo merchant's shop sends one of their orders into a conversation with it. */
  async function orderInChat(request: APIRequestContext) {
    const buyer = await registerByApi(request);
    const buyerToken = await apiLogin(request, buyer.mobile, buyer.password);
    const { rows } = await api(request).ok(catalogEndpoints.productList, { query: { shopId: 1, limit: 1 } });
    const orderNumber = await placeOrderByApi(request, buyerToken, rows[0]!.productId);
    const merchantToken = await apiLogin(request, demoMerchant, undefined, centreCodes.merchant);
    const merchant = await api(request).ok(accountEndpoints.userInfo, {}, { token: merchantToken });
    const messageId = await conversationWith(request, buyerToken, merchant.custId);
    await api(request).ok(
      chatEndpoints.sendMessage,
      { body: { messageId, sendType: 3, messageObj: JSON.stringify({ orderNumber }) } },
      { token: buyerToken },
    );
    return orderNumber;
  }

  for (const lang of ['zh_CN', 'en_US'] as const) {
    test(`opens the order in the seller's workbench (${lang})`, async ({ page, context, request }) => {
      const orderNumber = await orderInChat(request);
      await signIn(request, context, demoMerchant, undefined, centreCodes.merchant);
      await useLanguage(context, lang);
      await page.goto('/mallview/chat');
      const panel = chatPanel(page);
      await panel.getByTestId('chat-contact').filter({ hasText: orderNumber }).first().click();
      const card = panel.getByTestId('chat-order-card').filter({ hasText: orderNumber });
      const link = card.getByTestId('chat-order-workbench-link');
      await expect(link).toHaveAttribute('href', `/console/merchant/orders/${orderNumber}`);
      await expect(link).toHaveText(lang === 'zh_CN' ? '查看订单' : 'View order');
      const opened = context.waitForEvent('page');
      await link.click();
      const workbench = await opened;
      await expect(workbench).toHaveURL(new RegExp(`/console/merchant/orders/${orderNumber}$`));
      await expect(workbench.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    });
  }

  test('links a seller whose centre works elsewhere to the channel order list (en_US)', async ({
    page,
    context,
    request,
  }) => {
    const orderNumber = await orderInChat(request);
    await signIn(request, context, demoMerchant, undefined, centreCodes.merchant);
    // The seller centre without a workbench address of its own, as an operator with a channel site sets it.
    await page.route(`**/api${accountEndpoints.userInfo.path}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const centre of body.ext.centres) centre.externalUrl = '';
      await route.fulfill({ response, json: body });
    });
    await useLanguage(context, 'en_US');
    await page.goto('/mallview/chat');
    const panel = chatPanel(page);
    await panel.getByTestId('chat-contact').filter({ hasText: orderNumber }).first().click();
    const link = panel
      .getByTestId('chat-order-card')
      .filter({ hasText: orderNumber })
      .getByTestId('chat-order-channel-link');
    await expect(link).toHaveAttribute('href', `${channel}/order/buy/order/list?orderNumber=${orderNumber}`);
    const opened = context.waitForEvent('page');
    await link.click();
    await expect(await opened).toHaveURL(`${channel}/order/buy/order/list?orderNumber=${orderNumber}`);
  });
});
