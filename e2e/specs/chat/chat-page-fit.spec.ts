import { freshBuyer } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { chatPanel, conversationWith, demoMerchantCustId, sendText, unique } from './support';

// Spec screen 5 on a common laptop screen: the three columns fit the window, the message box and the Send
// button are in view without scrolling the page, and a long conversation scrolls inside its own pane.

test.use({ viewport: { width: 1366, height: 900 } });

test('chat page at 1366 × 900: Send in view, the conversation scrolls inside', async ({
  page,
  context,
  request,
}) => {
  const token = await freshBuyer(request, context);
  const merchant = { custId: await demoMerchantCustId(request) };
  const messageId = await conversationWith(request, token, merchant.custId);
  const last = unique('最后一条');
  for (let i = 1; i <= 24; i += 1) await sendText(request, token, messageId, `第 ${i} 条 ${unique('消息')}`);
  await sendText(request, token, messageId, last);

  await page.goto(`/mallview/chat?receiveCustId=${merchant.custId}`);
  const panel = chatPanel(page);
  await expect(panel.getByTestId('chat-message').filter({ hasText: last })).toBeVisible();
  const send = panel.getByRole('button', { name: '发送' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(panel.getByTestId('chat-input')).toBeInViewport({ ratio: 1 });
  // The whole panel ends inside the window.
  const box = await panel.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(900);

  // The messages scroll in their pane (opened at the newest), not the page.
  const messages = panel.getByTestId('chat-messages');
  const sizes = await messages.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    scrollTop: el.scrollTop,
  }));
  expect(sizes.scrollHeight).toBeGreaterThan(sizes.clientHeight);
  expect(sizes.scrollTop).toBeGreaterThan(0);
  await messages.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(panel.getByTestId('chat-message').filter({ hasText: last })).not.toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(send).toBeInViewport({ ratio: 1 });
});
