import { chatEndpoints, ErrorCode } from '@mall/contracts';
import type { Reply } from '../../support/api';
import { freshBuyer, origin } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { chatPanel, demoMerchantCustId, unique } from './support';

test('quick phrases: count out of 10, add, empty rejected, insert, delete in edit mode', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await freshBuyer(request, context);
  await page.goto('/mallview/chat');
  const phrases = chatPanel(page).getByTestId('quick-phrases');
  await expect(phrases.getByRole('heading', { name: '常用语（0/10）' })).toBeVisible();
  await expect(phrases).toContainText('还没有常用语');

  await phrases.getByRole('button', { name: '添加' }).click();
  await phrases.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入内容', { exact: true })).toBeVisible();

  // At most 400 characters.
  const box = phrases.getByRole('textbox');
  await box.fill('长'.repeat(450));
  await expect(box).toHaveValue('长'.repeat(400));

  const first = unique('您好，这款商品还有货吗？');
  await box.fill(`  ${first}  `);
  await phrases.getByRole('button', { name: '保存' }).click();
  await expect(phrases.getByRole('heading', { name: '常用语（1/10）' })).toBeVisible();
  const second = unique('请尽快发货，谢谢');
  await phrases.getByRole('button', { name: '添加' }).click();
  await phrases.getByRole('textbox').fill(second);
  await phrases.getByRole('button', { name: '保存' }).click();
  await expect(phrases.getByRole('heading', { name: '常用语（2/10）' })).toBeVisible();

  // A click puts the phrase into the message box (trimmed as saved).
  await phrases.getByRole('button', { name: `插入常用语：${first}` }).click();
  await expect(chatPanel(page).getByTestId('chat-input')).toHaveValue(first);

  // Delete buttons only in edit mode.
  await expect(phrases.getByRole('button', { name: `删除常用语：${second}` })).toHaveCount(0);
  await phrases.getByRole('button', { name: '编辑' }).click();
  await phrases.getByRole('button', { name: `删除常用语：${second}` }).click();
  await expect(phrases.getByRole('heading', { name: '常用语（1/10）' })).toBeVisible();
  await expect(phrases.getByRole('button', { name: `插入常用语：${second}` })).toHaveCount(0);
  await phrases.getByRole('button', { name: '完成' }).click();
  await expect(phrases.getByRole('button', { name: `删除常用语：${first}` })).toHaveCount(0);

  // Kept on the server.
  await page.reload();
  await expect(phrases.getByRole('button', { name: `插入常用语：${first}` })).toBeVisible();
});

test('sending needs a chosen conversation and some text; the merchant card and service chat', async ({
  page,
  context,
  request,
}) => {
  await freshBuyer(request, context);
  await page.goto('/mallview/chat');
  const panel = chatPanel(page);
  await expect(panel.getByText('请从左侧选择一个会话开始沟通')).toBeVisible();
  // Nothing to send to yet: the box and Send are off and say to pick a contact (issue 31).
  await expect(panel.getByTestId('chat-input')).toBeDisabled();
  await expect(panel.getByTestId('chat-input')).toHaveAttribute('placeholder', '请先选择联系人，再输入消息');
  await expect(panel.getByTestId('chat-send')).toBeDisabled();

  // Starting a conversation with the merchant from the address.
  const custId = await demoMerchantCustId(request);
  await page.goto(`/mallview/chat?receiveCustId=${custId}`);
  await expect(panel.getByTestId('chat-contact')).toHaveCount(1);
  await expect(panel.getByTestId('chat-contact')).toHaveAttribute('aria-current', 'true');
  await expect(panel.getByText('还没有消息，打个招呼吧')).toBeVisible();
  await panel.getByTestId('chat-input').fill('   ');
  await panel.getByTestId('chat-input').press('Enter');
  await expect(page.getByText('请输入内容', { exact: true })).toBeVisible();

  await panel.getByRole('tab', { name: '商家信息' }).click();
  const card = panel.getByTestId('merchant-card');
  await expect(card).toContainText('杭州鲜丰果业有限公司');
  await expect(card.getByTestId('merchant-phone')).toHaveText('13900000001');
  await expect(card.getByTestId('merchant-email')).toHaveText('--');

  // The right bar's online service opens the service chat with the platform admin (no merchant card).
  await page.getByTestId('right-bar-service').click();
  const dialog = page.getByRole('dialog', { name: '在线客服' });
  await expect(dialog).toBeVisible();
  const service = chatPanel(page);
  await expect(service.getByTestId('chat-contact').filter({ hasText: '平台客服' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await service.getByRole('tab', { name: '商家信息' }).click();
  await expect(service.getByTestId('merchant-card')).toHaveText('暂无相关信息');
  const hello = unique('请问如何开发票');
  await service.getByTestId('chat-input').fill(hello);
  await service.getByRole('button', { name: '发送' }).click();
  await expect(service.getByTestId('chat-message').filter({ hasText: hello })).toHaveCount(1);
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();
  // The page's list now has both conversations.
  await expect(panel.getByTestId('chat-contact')).toHaveCount(2);
});

test('online message: required, trimmed, at most 100 characters', async ({ page, context, request }) => {
  await freshBuyer(request, context);
  await page.goto('/mallview/mall/todo');
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().includes(chatEndpoints.feedback.path)) posted += 1;
  });
  await page.getByTestId('right-bar-message').click();
  const form = page.getByTestId('feedback-form');
  await expect(form).toBeVisible();
  const warning = page.getByText('请输入留言内容', { exact: true });
  await form.getByRole('button', { name: '提交留言' }).click();
  await expect(warning).toBeVisible();
  await expect(warning).toBeHidden();
  await form.getByRole('textbox').fill('   ');
  await form.getByRole('button', { name: '提交留言' }).click();
  await expect(warning).toBeVisible();
  expect(posted, 'nothing is sent without content').toBe(0);

  await form.getByRole('textbox').fill('好'.repeat(120));
  await expect(form.getByRole('textbox')).toHaveValue('好'.repeat(100));
  const sent = page.waitForResponse(`**/api${chatEndpoints.feedback.path}`);
  await form.getByRole('textbox').fill('  希望增加更多农产品品类  ');
  await form.getByRole('button', { name: '提交留言' }).click();
  const response = await sent;
  expect(response.request().postDataJSON()).toEqual({ feedbackInformation: '希望增加更多农产品品类' });
  expect(((await response.json()) as Reply<typeof chatEndpoints.feedback>).code).toBe(ErrorCode.OK);
  await expect(page.getByText('留言已提交，感谢您的反馈')).toBeVisible();
  await expect(form).toBeHidden();
});

test('visitors get the login dialog for chat, service and online message', async ({ page }) => {
  await page.goto('/mallview/mall/todo');
  const loginDialog = page.getByRole('dialog', { name: '登录' });
  for (const button of ['right-bar-chat', 'right-bar-service', 'right-bar-message']) {
    await page.getByTestId(button).click();
    await expect(loginDialog, button).toBeVisible();
    await expect(page.getByTestId('feedback-form')).toHaveCount(0);
    await loginDialog.locator('.ant-modal-close').click();
    await expect(loginDialog).toBeHidden();
  }
  await expect(page).toHaveURL(/\/mall\/todo$/);
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);

  // The chat page itself asks for a login too.
  await page.goto('/mallview/chat');
  await expect(loginDialog).toBeVisible();
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);
});

test('the right bar chat opens the chat page; close goes home', async ({ page, context, request }) => {
  await freshBuyer(request, context);
  await page.goto('/mallview/mall/todo');
  await page.getByTestId('right-bar-chat').click();
  await expect(page).toHaveURL(/\/mallview\/chat$/);
  await expect(page.getByRole('heading', { name: '在线咨询', level: 1 })).toBeVisible();
  await chatPanel(page).getByRole('button', { name: '关闭' }).click();
  // Home is / and / lands on the portal's home page (/mall/home with the seed's flag) at once: the test
  // waits for where the visitor ends up, not for the address in between.
  await expect(page).toHaveURL(/\/mallview\/(mall\/home)?$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('chat page and window in English', async ({ page, context, request }) => {
  await context.addCookies([{ name: 'site_lang', value: 'en_US', url: origin }]);
  await freshBuyer(request, context);
  await page.goto('/mallview/chat');
  const panel = chatPanel(page);
  await expect(page.getByRole('heading', { name: 'Online chat', level: 1 })).toBeVisible();
  for (const tab of ['Consulting', 'My orders', 'Merchant info'])
    await expect(panel.getByRole('tab', { name: tab })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Quick phrases (0/10)' })).toBeVisible();
  await expect(panel.getByText('Choose a conversation on the left to start')).toBeVisible();
  await expect(panel.getByTestId('chat-input')).toHaveAttribute(
    'placeholder',
    'Pick a contact to start chatting',
  );

  await page.getByTestId('right-bar-service').click();
  const dialog = page.getByRole('dialog', { name: 'Online service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('chat-input')).toHaveAttribute('placeholder', /Enter sends/);
  await expect(dialog.getByText('No messages yet. Say hello!')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Merchant info' }).click();
  await expect(dialog.getByTestId('merchant-card')).toHaveText('No relevant information');
});
