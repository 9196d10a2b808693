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
 * Spec §2/§6: sellers work on the channel site (DOMAIN_CHANNEL + /order/buy/order/list), after signing in
 * and from an order card they see in chat (with its orderNumber). The channel site is a stand-in page.
 */
const channel = `${origin}/channel-test`;

test.beforeEach(async ({ page, context }) => {
  await overrideParams(page, { DOMAIN_CHANNEL: channel });
  // Also for the tab an order card opens.
  await context.route('**/channel-test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>channel</title><h1>channel</h1>' }),
  );
});

test('a seller who signs in is sent to the channel site; a buyer stays in the storefront', async ({
  page,
  request,
  context,
}) => {
  await page.goto(`/sso/login?redirect=${encodeURIComponent('/mallview/mall/product?classId=2')}`);
  // The seller centre of the two-centre account (the demo merchant acts for its customers, so it lands on
  // its customer list instead: acting-for-buyer.spec.ts).
  await fillAccountLogin(request, page, demoTwoCentres);
  await page
    .getByRole('dialog', { name: '请选择要登录的身份' })
    .getByRole('button', { name: /供应商中心/ })
    .click();
  await expect(page).toHaveURL(`${channel}/order/buy/order/list`);
  await expect(page.getByRole('heading', { name: 'channel' })).toBeVisible();

  await context.clearCookies();
  const buyer = await registerByApi(request);
  await page.goto(`/sso/login?redirect=${encodeURIComponent('/mallview/mall/product?classId=2')}`);
  await fillAccountLogin(request, page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/mallview\/mall\/product\?classId=2$/);
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
