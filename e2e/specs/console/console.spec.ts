import { readFile } from 'node:fs/promises';
import { catalogEndpoints, centreCodes, paymentEndpoints, platformEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, demoBuyer, fillAccountLogin, origin, registerByApi, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { placeOrderByApi, useLanguage } from '../cart/support';
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

    // A role holding only the audit code: its menu is the audit log, and the review page says no.
    await context.clearCookies();
    await signIn(request, context, auditor, undefined, centreCodes.platform);
    await page.goto('/console/platform/merchant-applications');
    await expect(page.getByText('您的角色没有此页面的权限。')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '菜单' }).getByRole('link')).toHaveText(['审计日志']);

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
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Заказы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  // A phone lists orders as cards, not a table wider than the screen.
  await expect(page.getByRole('table')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the merchant ships a paid order from its workbench; the buyer sees the tracking number and confirms', async ({
  page,
  context,
  request,
  browser,
}) => {
  // A buyer of its own orders from the demo merchant's shop and pays through the sandbox QR. It used to pay
  // from the shared demo buyer's balance, whose payment password (one SMS a minute) and account
  // keyboard.spec.ts's checkout uses at the same moment: that journey was flaky.
  const buyer = await registerByApi(request);
  const token = await signIn(request, context, buyer.mobile, buyer.password);
  const { rows } = await api(request).ok(catalogEndpoints.productList, { query: { shopId: 1, limit: 1 } });
  const orderNumber = await placeOrderByApi(request, token, rows[0]!.productId);
  const qr = await api(request).ok(
    paymentEndpoints.createSandboxQr,
    { body: { orderNumbers: [orderNumber] } },
    { token },
  );
  expect((await request.get(qr.confirmUrl)).ok(), 'sandbox payment confirmed').toBe(true);

  const merchant = await browser.newContext({
    baseURL: origin,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await signIn(request, merchant, demoMerchant, undefined, centreCodes.merchant);
  const workbench = await merchant.newPage();
  await workbench.goto('/console/merchant/');
  // The dashboard's figure opens the orders waiting to ship.
  await workbench.getByText('待发货订单').click();
  await expect(workbench).toHaveURL(/\/console\/merchant\/orders\?status=paid$/);
  const search = workbench.getByRole('search');
  await search.getByRole('searchbox').fill(orderNumber);
  await search.getByRole('button', { name: '查询' }).click();
  await workbench
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: '发货' })
    .click();
  await expect(workbench.getByTestId('order-status')).toHaveText('待发货');
  await expect(workbench.getByRole('heading', { level: 1, name: `订单 ${orderNumber}` })).toBeVisible();
  expect(await seriousViolations(workbench, '/console/merchant/orders/:orderNumber')).toEqual([]);

  const form = workbench.locator('form.console-ship-form');
  await form.getByRole('button', { name: '确认发货' }).click();
  // The contract's rules, before anything is sent.
  await expect(form.getByText('不能为空').first()).toBeVisible();
  await form.getByLabel('快递公司').click();
  // antd's list shows the options by title (its role=option nodes are for screen readers, kept hidden).
  await workbench.getByTitle('顺丰速运').click();
  await form.getByLabel('运单号').fill('SF1234567890');
  await form.getByRole('button', { name: '确认发货' }).click();
  await expect(workbench.getByText('已发货，买家可以看到物流信息')).toBeVisible();
  await expect(workbench.getByTestId('order-status')).toHaveText('已发货');
  await expect(workbench.getByTestId('shipments')).toContainText('SF1234567890');
  await expect(form).toHaveCount(0);
  await merchant.close();

  // The buyer sees it at once, and confirms receipt.
  await page.goto(`/mallview/user/order/detail/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  const shipments = page.getByTestId('order-shipments');
  await expect(shipments).toContainText('顺丰速运');
  await expect(shipments).toContainText('SF1234567890');
  await page.getByTestId('order-confirm').click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
});

test('the auditor reads a review in the audit log, checks the chain and exports it (English)', async ({
  page,
  context,
  request,
}) => {
  // A review made by the platform's reviewer, through the console's API.
  const applicant = await submittedApplication(request);
  const reviewerToken = await apiLogin(request, reviewer, undefined, centreCodes.platform);
  const list = await api(request).ok(
    platformEndpoints.merchantApplicationList,
    { query: { keyword: applicant.companyName } },
    { token: reviewerToken },
  );
  const applicationId = list.rows[0]!.applicationId;
  await api(request).ok(
    platformEndpoints.merchantApplicationReview,
    { body: { applicationId, decision: 'reject', reason: 'Licence expired' } },
    { token: reviewerToken },
  );

  await useLanguage(context, 'en_US');
  await signIn(request, context, auditor, undefined, centreCodes.platform);
  await page.goto('/console/platform/');
  await expect(page).toHaveURL(/\/console\/platform\/audit$/);
  const entityId = page.getByRole('searchbox', { name: 'Entity id' });
  await entityId.fill(String(applicationId));
  await entityId.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'merchantApplication.reject' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reviewer);
  await row.getByRole('button', { name: 'Expand row' }).click();
  await expect(page.getByText('"reviewNote": "Licence expired"')).toBeVisible();
  expect(await seriousViolations(page, '/console/platform/audit')).toEqual([]);

  await page.getByRole('button', { name: 'Check the hash chain' }).click();
  await expect(page.getByTestId('audit-verify')).toContainText('The chain holds');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('merchantApplication.reject');
  expect(text).toContain(String(applicationId));
});

test('the platform changes the mall colour in its console, and the storefront wears it at once (zh_CN)', async ({
  page,
  context,
  request,
  browser,
}) => {
  // A visitor's page is kept by the server (PAGE_CACHE_SECONDS): the change must reach it anyway.
  const visitor = await browser.newContext({ baseURL: origin, locale: 'zh-CN' });
  const storefront = await visitor.newPage();
  const brand = () =>
    storefront.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mall-brand').trim(),
    );
  await storefront.goto('/mallview/mall/home');
  await expect.poll(brand).toBe('#ff6a00');

  const token = await signIn(request, context, platformAdmin, undefined, centreCodes.platform);
  try {
    await page.goto('/console/platform/config');
    await expect(page.getByRole('heading', { level: 1, name: '系统参数' })).toBeVisible();
    const row = page.getByTestId('param-MALL_APP_COLORS');
    const colour = row.getByLabel('商城主题色');
    await colour.fill('blue');
    await row.getByRole('button', { name: '保存' }).click();
    await expect(row.getByText('颜色须为 #RRGGBB 格式')).toBeVisible();
    await colour.fill('#0050b3');
    await row.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('“商城主题色”已保存，商城已生效')).toBeVisible();

    await storefront.reload();
    await expect.poll(brand).toBe('#0050b3');
  } finally {
    // Shared by every test of the run: the mall's own colour again.
    await api(request).ok(
      platformEndpoints.configParamSave,
      { body: { code: 'MALL_APP_COLORS', value: '#ff6a00' } },
      { token },
    );
    await visitor.close();
  }
});
