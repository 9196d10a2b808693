import { registerByApi, signIn } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { useLanguage } from '../cart/support';

/*
 * Spec §5 password strength (0 under 6 characters, then 1-4 by the character classes used) under the new
 * password of registration and of the password change dialog.
 */
const samples = [
  { password: 'abc', score: '0' },
  { password: 'abcdef', score: '1' },
  { password: 'abc123', score: '2' },
  { password: 'Abc123', score: '3' },
  { password: 'Abc12#', score: '4' },
] as const;

test('registration shows the strength of the password as it is typed (zh_CN)', async ({ page }) => {
  await page.goto('/sso/register');
  const form = page.getByTestId('register-form');
  const meter = form.getByTestId('password-strength');
  await expect(meter).toHaveCount(0);
  const words = ['太短（至少 6 位）', '弱', '中', '强', '很强'];
  for (const { password, score } of samples) {
    await form.getByLabel('密码', { exact: true }).fill(password);
    await expect(meter).toHaveAttribute('data-score', score);
    await expect(meter).toContainText(`密码强度：${words[Number(score)]}`);
  }
  await form.getByLabel('密码', { exact: true }).fill('');
  await expect(meter).toHaveCount(0);
});

test('the password change dialog shows it too (en_US)', async ({ page, context, request }) => {
  await useLanguage(context, 'en_US');
  const user = await registerByApi(request);
  await signIn(request, context, user.mobile, user.password);
  await page.goto('/mallview/user/account/info');
  await page.getByTestId('security-panel').getByRole('button', { name: 'Change' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Change sign-in password' });
  const meter = dialog.getByTestId('password-strength');
  await dialog.getByLabel('New password').fill('abcdef');
  await expect(meter).toHaveAttribute('data-score', '1');
  await expect(meter).toContainText('Password strength: weak');
  await expect(meter).toContainText('Mixing upper and lower case letters');
  await dialog.getByLabel('New password').fill('Abc12#xyz');
  await expect(meter).toHaveAttribute('data-score', '4');
  await expect(meter).toContainText('Password strength: very strong');
  await expect(meter).not.toContainText('Mixing');
});
