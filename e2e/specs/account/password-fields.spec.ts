import type { Locator, Page } from '@playwright/test';
import { registerByApi, signIn } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

/*
 * Every field that takes a password hides what is typed, and a password can be pasted into it, from the
 * clipboard or a password manager (docs/security.md, ASVS 6.2.6 and 6.2.7).
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Pastes through the system clipboard, as a user (or a password manager's paste) does. */
async function pasteInto(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

async function expectHiddenAndPastable(page: Page, field: Locator, text = 'Pasted-Pass-2468') {
  await expect(field).toHaveAttribute('type', 'password');
  // "off" would turn browser password helpers away.
  await expect(field).not.toHaveAttribute('autocomplete', 'off');
  await pasteInto(page, field, text);
  await expect(field).toHaveValue(text);
}

test.describe('password fields', () => {
  test('sign-on, registration and forgotten password hide the password and take a pasted one', async ({
    page,
  }) => {
    await page.goto('/sso/login');
    const login = page.getByTestId('account-login-form');
    await expect(login.getByLabel('密码', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expectHiddenAndPastable(page, login.getByLabel('密码', { exact: true }));

    await page.goto('/sso/register');
    const register = page.getByTestId('register-form');
    for (const label of ['密码', '确认密码'])
      await expectHiddenAndPastable(page, register.getByLabel(label, { exact: true }), 'pasted1357');

    await page.goto('/sso/forgot');
    const forgot = page.getByTestId('forgot-form');
    for (const label of ['新密码', '确认密码'])
      await expectHiddenAndPastable(page, forgot.getByLabel(label, { exact: true }), 'pasted2468');
  });

  test('the storefront login dialog, the password change and the payment password do too', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/mallview/mall/home');
    await page.getByTestId('profile-login').click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expectHiddenAndPastable(
      page,
      dialog.getByTestId('account-login-form').getByLabel('密码', { exact: true }),
    );
    await dialog.locator('.ant-modal-close').click();

    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/account/info');
    await page.getByTestId('security-panel').getByRole('button', { name: '修改' }).first().click();
    const change = page.getByRole('dialog', { name: '修改登录密码' });
    await expectHiddenAndPastable(page, change.getByLabel('新密码'), 'pasted9753');
    await change.locator('.ant-modal-close').click();

    // The six boxes of the payment password hide their digits; a pasted password fills them all.
    await page.getByTestId('pay-password-set').click();
    const boxes = page.getByTestId('pay-password-dialog').getByTestId('pay-password-new').locator('input');
    await expect(boxes).toHaveCount(6);
    for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveAttribute('type', 'password');
    await page.evaluate(() => navigator.clipboard.writeText('246810'));
    await boxes.first().focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(boxes.nth(5)).toHaveValue('0');
  });
});
