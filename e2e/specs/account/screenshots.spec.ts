import { authEndpoints, ErrorCode } from '@mall/contracts';
import type { Page, TestInfo } from '@playwright/test';
import { captchaAnswer, demoTwoCentres, origin, registerByApi, signIn } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

// Pictures of the sign-on screens for a person to look at (fonts, overflow, alignment), in Chinese and
// English; written to the test output folder and attached to the report.
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const texts = {
  zh_CN: {
    account: '账号登录',
    sms: '短信登录',
    qr: '扫码登录',
    mobile: '手机号',
    password: '密码',
    submit: '登录',
  },
  en_US: {
    account: 'Password',
    sms: 'SMS code',
    qr: 'QR code',
    mobile: 'Mobile number',
    password: 'Password',
    submit: 'Sign in',
  },
} as const;

for (const lang of ['zh_CN', 'en_US'] as const) {
  const text = texts[lang];

  test(`sign-on screens in ${lang}`, async ({ page, context, request }, testInfo) => {
    await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
    await page.goto('/sso/login?redirect=%2Fmallview%2Fmall%2Fhome');
    const form = page.getByTestId('account-login-form');
    await expect(form.getByTestId('captcha-image')).toBeVisible();
    await shot(page, testInfo, `sso-account-${lang}`);

    await page.getByRole('tab', { name: text.sms }).click();
    await expect(page.getByTestId('sms-login-form')).toBeVisible();
    await shot(page, testInfo, `sso-sms-${lang}`);

    await page.getByRole('tab', { name: text.qr }).click();
    await expect(page.getByTestId('qr-code')).toBeVisible();
    await shot(page, testInfo, `sso-qr-${lang}`);

    // Centre dialog for the two-centre account.
    await page.getByRole('tab', { name: text.account }).click();
    await form.getByLabel(text.mobile).fill(demoTwoCentres);
    await form.getByLabel(text.password, { exact: true }).fill('demo1234');
    const token = (await form.getByTestId('captcha-image').getAttribute('data-token')) ?? '';
    await form
      .locator('input')
      .nth(2)
      .fill(await captchaAnswer(request, token));
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page.getByTestId('centre-dialog')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, testInfo, `centre-dialog-${lang}`);
  });

  test(`slider and login dialog in ${lang}`, async ({ page, context }, testInfo) => {
    await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
    // The slider is shown when the server asks for it; here it always does.
    await page.route(`**/api${authEndpoints.sliderRequired.path}*`, (route) =>
      route.fulfill({ json: { code: ErrorCode.OK, msg: 'success', ext: true } }),
    );
    await page.goto('/mallview/mall/product?classId=2');
    await page.getByTestId('right-bar-chat').click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog.getByTestId('captcha-image')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, testInfo, `login-dialog-${lang}`);

    const form = dialog.getByTestId('account-login-form');
    await form.getByLabel(text.mobile).fill('13800000001');
    await form.getByLabel(text.password, { exact: true }).fill('demo1234');
    await form.locator('input').nth(2).fill('abcd');
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page.getByTestId('slider-dialog')).toHaveAttribute('data-token', /.+/);
    await page.waitForTimeout(400);
    await shot(page, testInfo, `slider-${lang}`);
  });

  test(`profile page and payment dialog in ${lang}`, async ({ page, context, request }, testInfo) => {
    await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/account/info');
    await expect(page.getByTestId('profile-panel')).toContainText(user.mobile);
    await shot(page, testInfo, `profile-${lang}`);
    await page.getByTestId('pay-password-set').click();
    await expect(page.getByTestId('pay-password-dialog')).toBeVisible();
    await page.getByTestId('pay-password-new').locator('input').first().click();
    await page.keyboard.type('123');
    await page.waitForTimeout(400);
    await shot(page, testInfo, `pay-dialog-${lang}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('pay-password-dialog')).toBeHidden();
    // Changing the password asks for the current one.
    await page.getByTestId('security-panel').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(lang === 'zh_CN' ? '当前密码' : 'Current password').fill('abc');
    await shot(page, testInfo, `password-change-${lang}`);
  });
}
