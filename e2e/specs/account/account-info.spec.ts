import {
  apiLogin,
  latestCode,
  randomMobile,
  registerByApi,
  signIn,
  solveSliderDialog,
} from '../../support/auth';
import { expect, test } from '../../support/fixtures';

test.describe('personal centre: /user/account/info', () => {
  test('profile view and edit', async ({ page, context, request }) => {
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/account/info');
    const panel = page.getByTestId('profile-panel');
    await expect(panel).toContainText(user.mobile);
    await expect(page.getByRole('navigation', { name: '个人中心菜单' }).getByText('账户信息')).toBeVisible();
    await panel.getByTestId('profile-edit').click();
    await panel.getByLabel('联系人', { exact: true }).fill('王小明');
    await panel.getByRole('button', { name: '保存' }).click();
    await expect(panel.getByTestId('profile-contact-name')).toHaveText('王小明');
    await expect(page.getByTestId('greeting')).toHaveText('您好，王小明');
  });

  test('avatar upload: PNG accepted, other types refused in the browser', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/account/info');
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('头像只支持 PNG、JPEG 或 GIF 图片')).toBeVisible();
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('头像已更新')).toBeVisible();
    await expect(page.getByTestId('profile-avatar')).toBeVisible();
  });

  test('change the sign-in password with the current one; a wrong current one is said and changes nothing', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/account/info');
    await page.getByTestId('security-panel').getByRole('button', { name: '修改' }).first().click();
    const dialog = page.getByRole('dialog', { name: '修改登录密码' });
    await dialog.getByLabel('当前密码').fill('notmine123');
    await dialog.getByLabel('新密码').fill('fresh7890');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('当前密码错误')).toBeVisible();
    await dialog.getByLabel('当前密码').fill(user.password);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('密码已修改')).toBeVisible();
    expect(await apiLogin(request, user.mobile, 'fresh7890')).toBeTruthy();
  });

  test('a menu page the spec names without behaviour shows the coming-soon page in the centre', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/order/invoice');
    await expect(page.getByRole('heading', { name: '发票管理' })).toBeVisible();
    await expect(page.getByTestId('todo-page')).toBeVisible();
    await expect(page.getByTestId('user-centre')).toBeVisible();
  });

  test('mobile change: each code goes out after the slider; the account then has the new number', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/account/info');
    await page
      .getByTestId('security-panel')
      .getByRole('listitem')
      .filter({ hasText: '绑定手机' })
      .getByRole('button', { name: '修改' })
      .click();
    const dialog = page.getByRole('dialog', { name: '更换绑定手机' });
    const codes = dialog.getByRole('textbox');
    await dialog.getByTestId('send-old-mobile-code').click();
    await solveSliderDialog(request, page);
    await expect(dialog.getByTestId('send-old-mobile-code')).toHaveText(/\d+ 秒后重发/);
    await codes.nth(0).fill(await latestCode(request, user.mobile, 'oldtel'));
    const next = randomMobile();
    await dialog.getByLabel('新手机号', { exact: true }).fill(next);
    await dialog.getByTestId('send-new-mobile-code').click();
    await solveSliderDialog(request, page);
    await expect(dialog.getByTestId('send-new-mobile-code')).toHaveText(/\d+ 秒后重发/);
    await codes.nth(2).fill(await latestCode(request, next, 'newtel'));
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByTestId('security-panel')).toContainText(next);
  });

  test('payment password: set with an SMS code, then verify; a wrong one clears the input', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/account/info');
    await expect(page.getByTestId('pay-password-row')).toContainText('未设置');
    await page.getByTestId('pay-password-set').click();
    const dialog = page.getByTestId('pay-password-dialog');
    await expect(dialog).toContainText(`${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`);
    await dialog.getByTestId('pay-password-send-code').click();
    await solveSliderDialog(request, page);
    await dialog.getByTestId('pay-password-sms').fill(await latestCode(request, user.mobile, 'paypwd'));
    await dialog.getByTestId('pay-password-new').locator('input').first().click();
    await page.keyboard.type('135790');
    await dialog.getByTestId('pay-password-again').locator('input').first().click();
    await page.keyboard.type('135790');
    await dialog.getByTestId('pay-password-save').click();
    await expect(page.getByTestId('pay-password-row')).toContainText('已设置');
    const boxes = dialog.getByTestId('code-input').locator('input');

    await page.getByTestId('pay-password-verify').click();
    await boxes.first().click();
    await page.keyboard.type('000000');
    await expect(boxes.nth(5)).toHaveValue('0');
    await dialog.getByTestId('pay-password-next').click();
    await expect(page.locator('.ant-message-error')).toBeVisible();
    for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue('');

    // Paste fills every box.
    await boxes.first().focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '135790');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    });
    await expect(boxes.nth(5)).toHaveValue('0');
    await dialog.getByTestId('pay-password-next').click();
    await expect(page.getByText('支付密码正确')).toBeVisible();
  });
});
