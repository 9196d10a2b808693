import { catalogEndpoints, chatEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { apiLogin, freshBuyer } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { plainProduct } from '../cart/support';
import {
  chatPanel,
  conversationWith,
  demoMerchant,
  demoMerchantCustId,
  sendText,
  typeAndSend,
  unique,
} from './support';

// Issue 18: on a phone (390 × 844) the chat is a full-screen view: the conversations, then one
// conversation with a back button, its message box and Send in view.

test.use({ viewport: { width: 390, height: 844 } });

const han = /[\u4e00-\u9fff]/;

test('the chat page fills the phone screen: list, conversation, send, back', async ({
  page,
  context,
  request,
}) => {
  const token = await freshBuyer(request, context);
  const merchant = { custId: await demoMerchantCustId(request) };
  const messageId = await conversationWith(request, token, merchant.custId);
  const earlier = unique('早先');
  await sendText(request, token, messageId, earlier);

  // Opened without a conversation: the list of conversations takes the screen.
  await page.goto('/mallview/chat');
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const contact = panel.getByTestId('chat-contact').first();
  await expect(contact).toBeVisible();
  const contactBox = await contact.boundingBox();
  expect(contactBox!.width).toBeGreaterThan(350);
  expect(contactBox!.height).toBeGreaterThanOrEqual(44);
  await expect(panel.getByTestId('chat-input')).toBeHidden();

  // Choosing it shows the conversation alone, the box and Send in view.
  await contact.click();
  await expect(panel.getByTestId('chat-message').filter({ hasText: earlier })).toBeVisible();
  await expect(panel.getByTestId('chat-contact').first()).toBeHidden();
  const send = panel.getByRole('button', { name: '发送' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(panel.getByTestId('chat-input')).toBeInViewport({ ratio: 1 });
  const text = unique('手机');
  await typeAndSend(page, text);
  await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();

  // Back to the list; close leaves the chat.
  const back = panel.getByTestId('chat-back');
  const backBox = await back.boundingBox();
  expect(backBox!.width).toBeGreaterThanOrEqual(44);
  expect(backBox!.height).toBeGreaterThanOrEqual(44);
  await back.click();
  await expect(panel.getByTestId('chat-contact').first()).toBeVisible();
  await expect(panel.getByTestId('chat-input')).toBeHidden();
});

test('a chat asked for from a product opens straight on its conversation', async ({
  page,
  context,
  request,
}) => {
  await freshBuyer(request, context);
  const merchant = { custId: await demoMerchantCustId(request) };
  await page.goto(`/mallview/chat?receiveCustId=${merchant.custId}`);
  const panel = chatPanel(page);
  await expect(panel.getByTestId('chat-back')).toBeVisible();
  await expect(panel.getByRole('button', { name: '发送' })).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('the chat window opened from a product fills the screen, its box above the keyboard', async ({
  page,
  context,
  request,
}) => {
  await freshBuyer(request, context);
  await page.goto(`/mallview/mall/product/detail?productId=${plainProduct.productId}`);
  await page.getByTestId('chat-merchant').first().click();
  const dialog = page.getByRole('dialog');
  const panel = chatPanel(page);
  await expect(panel.getByTestId('chat-back')).toBeVisible();
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const send = panel.getByRole('button', { name: '发送', exact: true });
  const close = dialog.getByRole('button', { name: /close|关闭/i });
  const sendProduct = panel.getByRole('button', { name: '发送商品' });
  for (const target of [send, sendProduct, close, panel.getByTestId('chat-back')]) {
    const box = await target.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }
  // What an on-screen keyboard leaves of the screen still holds the box and Send.
  await page.setViewportSize({ width: 390, height: 480 });
  await expect(panel.getByTestId('chat-input')).toBeInViewport({ ratio: 1 });
  await expect(send).toBeInViewport({ ratio: 1 });
  const text = unique('窗口');
  await typeAndSend(page, text);
  await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await close.click();
  await expect(dialog).toBeHidden();
});

test('the chat tools open in a sheet from the conversation: a phrase goes into the box, the merchant shows', async ({
  page,
  context,
  request,
}) => {
  const token = await freshBuyer(request, context);
  const phrase = unique('常用语');
  await api(request).ok(chatEndpoints.addQuickPhrase, { body: { quickName: phrase } }, { token });
  const merchant = { custId: await demoMerchantCustId(request) };
  await page.goto(`/mallview/chat?receiveCustId=${merchant.custId}`);
  const panel = chatPanel(page);
  await expect(panel.getByTestId('chat-back')).toBeVisible();

  // The desktop's right column is not on the phone; a button in the conversation's head opens its tools.
  const tools = panel.getByRole('button', { name: '咨询助手' });
  await expect(tools).toBeInViewport({ ratio: 1 });
  const toolsBox = await tools.boundingBox();
  expect(toolsBox!.width).toBeGreaterThanOrEqual(44);
  expect(toolsBox!.height).toBeGreaterThanOrEqual(44);
  await tools.click();
  const sheet = page.getByRole('dialog', { name: '咨询助手' });
  await expect(sheet).toBeInViewport();
  for (const name of ['咨询', '我的订单', '商家信息']) {
    const tab = sheet.getByRole('tab', { name });
    const box = await tab.boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
  await sheet.getByRole('tab', { name: '我的订单' }).click();
  await expect(sheet.getByText('暂无订单')).toBeVisible();
  await sheet.getByRole('tab', { name: '商家信息' }).click();
  await expect(sheet.getByTestId('merchant-card')).toBeVisible();
  await expect(sheet.getByTestId('merchant-phone')).toBeVisible();

  // A phrase goes into the message box and the sheet closes on the conversation.
  await sheet.getByRole('tab', { name: '咨询' }).click();
  await sheet.getByRole('button', { name: `插入常用语：${phrase}` }).click();
  await expect(sheet).toBeHidden();
  const box = panel.getByTestId('chat-input');
  await expect(box).toHaveValue(phrase);
  await expect(box).toBeFocused();

  // Escape closes the sheet and gives the focus back to its button.
  await tools.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(tools).toBeFocused();
});

// Issue 31: the phone chat in Chinese and Russian: contacts named by their shop in the visitor's language,
// the safety notice whole, and a touch keyboard's Enter starting a new line (Send sends).
test.describe('issue 31: names, notice and keys on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true });

  for (const lang of ['zh_CN', 'ru_RU'] as const) {
    test(`${lang}: the shop's name, the whole notice, Enter for a new line`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const token = await freshBuyer(request, context);
      const merchantCustId = await demoMerchantCustId(request);
      const shop = await api(request).ok(catalogEndpoints.shopDetail, { query: { shopId: 1 } }, { lang });
      expect(shop.custId, 'the demo merchant owns shop 1').toBe(merchantCustId);
      const messageId = await conversationWith(request, token, merchantCustId);
      const greeting = unique('您好');
      await sendText(request, await apiLogin(request, demoMerchant), messageId, greeting);
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);

      await page.goto('/mallview/chat');
      const panel = chatPanel(page);
      const contact = panel.getByTestId('chat-contact').first();
      await expect(contact).toContainText(shop.shopName);
      if (lang !== 'zh_CN') await expect(contact.locator('.chat-contact__name')).not.toContainText(han);

      // The safety notice is read whole: it wraps on the screen instead of being cut.
      const notice = panel.getByRole('marquee');
      await expect(notice).toBeVisible();
      const cut = await notice.evaluate((el) => ({
        scroll: el.scrollWidth - el.clientWidth,
        right: el.getBoundingClientRect().right,
        textHeight: el.firstElementChild!.getBoundingClientRect().height,
        boxHeight: el.getBoundingClientRect().height,
      }));
      expect(cut.scroll, 'notice wider than its box').toBeLessThanOrEqual(0);
      expect(cut.right).toBeLessThanOrEqual(390);
      expect(cut.textHeight, 'notice taller than its box').toBeLessThanOrEqual(cut.boxHeight);
      await page.screenshot({ path: `/tmp/shots-phone2/chat-list-390-${lang}.png` });

      await contact.click();
      await expect(panel.locator('.chat-pane__title')).toHaveText(shop.shopName);
      const theirs = panel.getByTestId('chat-message').filter({ hasText: greeting });
      await expect(theirs.locator('.chat-msg__meta')).toContainText(shop.shopName);

      // A touch keyboard: no "Shift+Enter" hint, Enter starts a new line, Send sends both lines.
      const input = panel.getByTestId('chat-input');
      await expect(input).not.toHaveAttribute('placeholder', /Shift/);
      const first = unique('第一行');
      await input.fill(first);
      await input.press('Enter');
      await input.pressSequentially('2');
      await expect(input).toHaveValue(`${first}\n2`);
      await expect(panel.getByTestId('chat-message').filter({ hasText: first })).toHaveCount(0);
      await panel.getByTestId('chat-send').tap();
      await expect(panel.getByTestId('chat-message').filter({ hasText: first })).toBeVisible();
      await expect(input).toHaveValue('');
      await page.screenshot({ path: `/tmp/shots-phone2/chat-open-390-${lang}.png` });
    });
  }
});

test.describe('issue 31: no conversation open (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the box and Send are off until a contact is picked, and say so', async ({
    page,
    context,
    request,
  }) => {
    const token = await freshBuyer(request, context);
    await conversationWith(request, token, await demoMerchantCustId(request));
    await page.goto('/mallview/chat');
    const panel = chatPanel(page);
    const input = panel.getByTestId('chat-input');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', '请先选择联系人，再输入消息');
    await expect(panel.getByTestId('chat-send')).toBeDisabled();
    await panel.getByTestId('chat-contact').first().click();
    await expect(input).toBeEnabled();
    await expect(input).toHaveAttribute('placeholder', /Shift\+Enter/);
    await expect(panel.getByTestId('chat-send')).toBeEnabled();
  });
});
