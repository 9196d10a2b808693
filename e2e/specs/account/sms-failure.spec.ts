import { registerEndpoints } from '@mall/contracts';
import { randomMobile, solveSliderDialog } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

// The e2e server sends SMS through the Aliyun SDK to the fake gateway (playwright.config.ts), which refuses
// numbers starting 1990000 as invalid and answers 1990001 with the per-number daily limit.
test.describe('an SMS code the provider did not send', () => {
  // The browser's own line about the limit's HTTP 429 reply.
  test.use({
    allowedConsoleErrors: [new RegExp(`status of 429 .*${registerEndpoints.sendRegisterCode.path}`)],
  });
  test('shows why, starts no countdown, and a good number then counts down', async ({ page, request }) => {
    await page.goto('/sso/register');
    const form = page.getByTestId('register-form');
    const button = form.getByTestId('send-sms-code');

    await form.getByLabel('手机号').fill('19900000001');
    await button.click();
    await solveSliderDialog(request, page);
    await expect(page.getByText('该手机号无法接收短信验证码，请核对号码，或使用账号密码登录')).toBeVisible();
    await expect(button).toHaveText('获取验证码');
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');

    await form.getByLabel('手机号').fill('19900010001');
    await button.click();
    await solveSliderDialog(request, page);
    await expect(page.getByText('该手机号今日接收验证码次数已达上限，请稍后或明天再试')).toBeVisible();
    await expect(button).toHaveText('获取验证码');

    await form.getByLabel('手机号').fill(randomMobile());
    await button.click();
    await solveSliderDialog(request, page);
    await expect(button).toHaveText(/\d+ 秒后重发/);
  });
});
