import {
  demoBuyer,
  fillAccountLogin,
  latestCode,
  registerByApi,
  solveSliderDialog,
} from '../../support/auth';
import { expect, test } from '../../support/fixtures';

test.describe('storefront login dialog', () => {
  test('chat opens the dialog for a visitor; account login reloads the page signed in', async ({
    page,
    request,
  }) => {
    await page.goto('/mallview/mall/product?classId=2');
    await page.getByTestId('right-bar-chat').click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');

    // Closing resets to the account tab and clears the forms.
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    await dialog.getByTestId('sms-login-form').getByLabel('手机号').fill('13900000000');
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('right-bar-chat').click();
    await expect(dialog.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    await expect(dialog.getByTestId('sms-login-form').getByLabel('手机号')).toHaveValue('');
    await dialog.getByRole('tab', { name: '账号登录' }).click();

    await fillAccountLogin(request, dialog, demoBuyer);
    await expect(page.getByTestId('greeting')).toContainText('杭州');
    await expect(page).toHaveURL(/\/mallview\/mall\/product\?classId=2$/);
    await expect(dialog).toBeHidden();
  });

  test('SMS sign-in in the dialog: the slider comes before the code is sent, then the code signs in', async ({
    page,
    request,
  }) => {
    const user = await registerByApi(request);
    await page.goto('/mallview/mall/home');
    await page.getByTestId('profile-login').click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    const form = dialog.getByTestId('sms-login-form');
    await form.getByLabel('手机号').fill(user.mobile);
    await form.getByTestId('send-sms-code').click();
    await solveSliderDialog(request, page);
    await expect(form.getByTestId('send-sms-code')).toHaveText(/\d+ 秒后重发/);
    await form.getByPlaceholder('请输入 6 位验证码').fill(await latestCode(request, user.mobile, 'login'));
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByTestId('greeting')).toHaveText('您好，测试用户');
    await expect(dialog).toBeHidden();
  });

  test('the profile action opens the dialog for visitors; the header login button goes to sign-on', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/home');
    await page.getByTestId('profile-login').click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await page.getByRole('dialog', { name: '登录' }).locator('.ant-modal-close').click();
    await page.getByRole('navigation', { name: '顶部工具栏' }).getByRole('link', { name: '请登录' }).click();
    await expect(page).toHaveURL(/\/sso\/login\?redirect=%2Fmallview%2Fmall%2Fhome/);
  });
});
