import { accountEndpoints, catalogEndpoints, chatEndpoints } from '@mall/contracts';
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
 * they see in chat links to the channel site (DOMAIN_CHANNEL + /order/buy/order/list, with its orderNumber).
 * The channel site is a stand-in page.
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
  for (const lang of ['zh_CN', 'en_US'] as const) {
    test(`links a seller to the channel order list with the order number (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      // A buyer of the merchant's shop sends one of their orders into the conversation.
      const buyer = await registerByApi(request);
      const buyerToken = await apiLogin(request, buyer.mobile, buyer.password);
      const { rows } = await api(request).ok(catalogEndpoints.productList, {
        query: { shopId: 1, limit: 1 },
      });
      const orderNumber = await placeOrderByApi(request, buyerToken, rows[0]!.productId);
      const merchantToken = await signIn(request, context, demoMerchant);
      const merchant = await api(request).ok(accountEndpoints.userInfo, {}, { token: merchantToken });
      const messageId = await conversationWith(request, buyerToken, merchant.custId);
      await api(request).ok(
        chatEndpoints.sendMessage,
        { body: { messageId, sendType: 3, messageObj: JSON.stringify({ orderNumber }) } },
        { token: buyerToken },
      );

      await useLanguage(context, lang);
      await page.goto('/mallview/chat');
      const panel = chatPanel(page);
      await panel.getByTestId('chat-contact').filter({ hasText: orderNumber }).first().click();
      const card = panel.getByTestId('chat-order-card').filter({ hasText: orderNumber });
      const link = card.getByTestId('chat-order-channel-link');
      await expect(link).toHaveAttribute(
        'href',
        `${channel}/order/buy/order/list?orderNumber=${orderNumber}`,
      );
      await expect(link).toHaveText(lang === 'zh_CN' ? '查看订单' : 'View order');
      const opened = context.waitForEvent('page');
      await link.click();
      await expect(await opened).toHaveURL(`${channel}/order/buy/order/list?orderNumber=${orderNumber}`);
    });
  }
});
