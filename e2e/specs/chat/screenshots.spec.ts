import { accountEndpoints, chatEndpoints, orderEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { apiLogin } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { chatPanel, conversationWith, demoBuyer, demoMerchant, openParty } from './support';

// The chat page with an order card, in Chinese and English, for a person to look at (written to the test
// output folder and attached to the report; `npm run screenshots`). The card is sent with a forged title
// and price: the server builds it from the order, so the picture shows the order's own lines.

for (const lang of ['zh_CN', 'en_US'] as const) {
  test(`chat page with an order card in ${lang}`, async ({ browser, request }, testInfo) => {
    test.setTimeout(90_000);
    const buyer = await openParty(browser, request, demoBuyer, lang);
    const merchantToken = await apiLogin(request, demoMerchant);
    const merchant = await api(request).ok(accountEndpoints.userInfo, {}, { token: merchantToken });
    const messageId = await conversationWith(request, buyer.token, merchant.custId);
    const [order] = (
      await api(request).ok(
        orderEndpoints.chatOrderList,
        { query: { sellCustId: merchant.custId } },
        { token: buyer.token },
      )
    ).rows;
    if (!order) throw new Error('the demo buyer has no order with the first shop');
    await api(request).ok(
      chatEndpoints.sendMessage,
      {
        body: {
          messageId,
          sendType: 3,
          messageObj: JSON.stringify({
            orderNumber: order.orderNumber,
            orderItems: [{ id: 1, title: 'FORGED 伪造', price: '0.01', productImg: '', productStyle: '' }],
          }),
        },
      },
      { token: buyer.token },
    );

    await buyer.page.goto(`/mallview/chat?receiveCustId=${merchant.custId}`);
    const card = chatPanel(buyer.page).getByTestId('chat-order-card').last();
    await expect(card).toContainText(order.orderNumber);
    await expect(card).toContainText(order.orderItems[0]!.title);
    await expect(card).not.toContainText('FORGED');
    await expect(buyer.page.locator('.ant-skeleton')).toHaveCount(0);
    await buyer.page.waitForLoadState('networkidle');
    const file = testInfo.outputPath(`chat-order-card-${lang}.png`);
    await buyer.page.screenshot({ path: file });
    await testInfo.attach(`chat-order-card-${lang}`, { path: file, contentType: 'image/png' });
    await buyer.context.close();
    expect(buyer.errors, 'page errors').toEqual([]);
  });
}
