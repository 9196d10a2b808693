import { centreCodes } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { demoBuyer, fillAccountLogin, origin, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { useLanguage } from '../cart/support';
import { demoMerchant } from '../chat/support';
import { findApplication, submittedApplication } from './support';

/*
 * The consoles (apps/console, issue 33) through the central sign-on: the platform console reviews merchant
 * applications (replacing the command-line review), the merchant workbench greets a shop with its figures,
 * and each workspace lets in only sessions of its centre, with the pages their codes allow.
 */

const platformAdmin = '13900000000';
/** The platform's staff (seed): 商家审核 holds the review code, 审计员 only the audit code. */
const reviewer = '13900000010';
const auditor = '13900000012';

/** Signs in on the sign-on page; an account with several centres then picks one in the dialog. */
async function signOnAs(
  page: Page,
  request: Parameters<typeof fillAccountLogin>[0],
  mobile: string,
  centre?: RegExp,
) {
  await fillAccountLogin(request, page, mobile);
  if (centre)
    await page
      .getByRole('dialog', { name: '请选择要登录的身份' })
      .getByRole('button', { name: centre })
      .click();
}

test('the platform approves an application in its console, and the new merchant opens its workbench (zh_CN)', async ({
  page,
  request,
  browser,
}) => {
  const applicant = await submittedApplication(request);
  await page.goto(`/sso/login?redirect=${encodeURIComponent('/mallview/mall/home')}`);
  await signOnAs(page, request, platformAdmin, /平台控制台/);
  // The platform centre works in the platform console (its centre's address), whatever the redirect said.
  await expect(page).toHaveURL(/\/console\/platform\/merchant-applications$/);
  await expect(page.getByRole('heading', { level: 1, name: '商家入驻审核' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(menu.getByRole('link', { name: '商家入驻审核' })).toBeVisible();
  expect(await seriousViolations(page, '/console/platform/merchant-applications')).toEqual([]);

  await findApplication(page, applicant.companyName, '查询');
  await expect(page).toHaveURL(/\/console\/platform\/merchant-applications\/\d+$/);
  await expect(page.getByTestId('application-status')).toHaveText('待审核');
  await expect(page.getByText(applicant.shopName)).toBeVisible();
  // The licence the applicant uploaded, shown to the reviewer.
  const licence = page.getByRole('img', { name: '营业执照 1' });
  await expect(licence).toBeVisible();
  await expect
    .poll(() => licence.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(await seriousViolations(page, '/console/platform/merchant-applications/:id')).toEqual([]);

  await page.getByRole('button', { name: '通过', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '通过这份入驻申请？' });
  await expect(confirm).toContainText(applicant.shopName);
  await confirm.getByRole('button', { name: '通过', exact: true }).click();
  await expect(page.getByText('已通过，店铺已开通')).toBeVisible();
  await expect(page.getByTestId('application-status')).toHaveText('已通过');
  await expect(page.getByText(/已开通店铺（编号 \d+）/)).toBeVisible();
  await expect(page.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);

  // The applicant: now a seller, whose sign-in lands in its own shop's workbench.
  const merchant = await browser.newContext({ baseURL: origin, locale: 'zh-CN' });
  await signIn(request, merchant, applicant.mobile, applicant.password, centreCodes.merchant);
  const workbench = await merchant.newPage();
  await workbench.goto('/console/');
  await expect(workbench).toHaveURL(/\/console\/merchant$/);
  await expect(workbench.getByRole('heading', { level: 1, name: applicant.shopName })).toBeVisible();
  await expect(workbench.getByTestId('dashboard')).toContainText('待发货订单');
  await merchant.close();
});

test('a refusal needs a reason, which the applicant then reads on the storefront (English)', async ({
  page,
  context,
  request,
  browser,
}) => {
  const applicant = await submittedApplication(request);
  await useLanguage(context, 'en_US');
  await signIn(request, context, reviewer, undefined, centreCodes.platform);
  await page.goto('/console/platform/merchant-applications?status=submitted');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant applications' })).toBeVisible();
  await findApplication(page, applicant.companyName, 'Search');
  await expect(page.getByTestId('application-status')).toHaveText('Waiting for review');

  await page.getByRole('button', { name: 'Refuse', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuse the application' });
  await dialog.getByRole('button', { name: 'Refuse', exact: true }).click();
  // The contract's own rule, in the server's words.
  await expect(dialog.getByText("Can't be empty")).toBeVisible();
  const reason = 'The licence picture is unreadable: upload a clear photo of the original.';
  await dialog.getByLabel('Reason (the applicant sees it)').fill(reason);
  await dialog.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(page.getByText('Refused: the applicant may correct it and submit again')).toBeVisible();
  await expect(page.getByTestId('application-status')).toHaveText('Refused');
  await expect(page.getByText(reason)).toBeVisible();

  const own = await browser.newContext({ baseURL: origin });
  await useLanguage(own, 'en_US');
  await signIn(request, own, applicant.mobile, applicant.password);
  const storefront = await own.newPage();
  await storefront.goto('/mallview/mall/enter');
  await expect(storefront.getByTestId('merchant-status')).toContainText(reason);
  await own.close();
});

test.describe('the way in', () => {
  // The browser's own lines about the refusals the test provokes (no session: 401).
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('each workspace lets in its own centre, with the pages its codes allow', async ({
    page,
    context,
    request,
  }) => {
    // A buyer's session is not the platform's: switch when the account has the centre, else sign in again.
    await signIn(request, context, platformAdmin, undefined, centreCodes.buyer);
    await page.goto('/console/platform/');
    await expect(page.getByText('当前登录的身份是“采购商中心”，不能进入平台控制台。')).toBeVisible();
    await page.getByRole('button', { name: '切换到“平台控制台”' }).click();
    await expect(page).toHaveURL(/\/console\/platform\/merchant-applications$/);

    await context.clearCookies();
    await signIn(request, context, demoBuyer);
    await page.goto('/console/merchant/');
    await expect(page.getByText('当前登录的身份是“采购商中心”，不能进入商家工作台。')).toBeVisible();
    await expect(page.getByRole('button', { name: /切换到/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '用其他账号登录' })).toBeVisible();

    // A role without any code of the console: told so, whatever address it opens.
    await context.clearCookies();
    await signIn(request, context, auditor, undefined, centreCodes.platform);
    await page.goto('/console/platform/merchant-applications');
    await expect(page.getByText('您的角色还没有平台控制台的任何权限，请联系管理员分配。')).toBeVisible();

    // Without a session: to the sign-on page, and back here afterwards.
    await context.clearCookies();
    await page.goto('/console/platform/merchant-applications');
    await expect(page).toHaveURL(/\/sso\/login\?redirect=%2Fconsole%2Fplatform%2Fmerchant-applications$/);
  });
});

test('a merchant signs on into its workbench and works in Russian on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sso/login');
  await signOnAs(page, request, demoMerchant);
  await expect(page).toHaveURL(/\/console\/merchant\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: '鲜丰水果旗舰店' })).toBeVisible();
  await page.getByRole('combobox', { name: '语言' }).click();
  await page.getByRole('option', { name: 'Русский' }).click();
  await expect(page.getByTestId('dashboard')).toContainText('Заказы к отправке');
  // The choice is the mall's: kept for the next page and the storefront.
  await page.reload();
  await expect(page.getByTestId('dashboard')).toContainText('Продажи за сегодня');
  await page.getByRole('button', { name: 'Меню' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Сводка' }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
