import { authEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import {
  apiLogin,
  demoBuyer,
  fillAccountLogin,
  origin,
  registerByApi,
  sessionCookies,
  signIn,
} from '../../support/auth';
import { expect, overrideParams, test } from '../../support/fixtures';
import { useLanguage } from '../cart/support';
import { demoMerchant } from '../chat/support';

/*
 * Acting for a buyer (spec §4/§6 impersonation; docs/sign-on.md "Acting for a buyer"): the demo merchant
 * (杭州鲜丰果业有限公司) lists two buyers; from its customer list it enters the storefront as one of them and
 * comes back. Then the tickets around it: a sign-in link carrying someone else's ticket (login CSRF).
 */

const strip = (page: Page, name = '顶部工具栏') => page.getByRole('navigation', { name });

/** Opens the phone strip's account menu (its trigger named `label`) and returns it. */
async function openAccountMenu(page: Page, label: string) {
  await strip(page, 'Top toolbar').getByRole('button', { name: label }).click();
  const menu = page.getByTestId('strip-menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('a merchant signs in to its workbench, opens its customer list, acts for a buyer and comes back (zh_CN)', async ({
  page,
  context,
  request,
}) => {
  await overrideParams(page, { URL_SRM_DOMAIN: 'https://srm.example.com/sso' });
  await context.route('https://srm.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>srm</title>' }),
  );
  await page.goto(`/sso/login?redirect=${encodeURIComponent('/mallview/mall/product?classId=2')}`);
  await fillAccountLogin(request, page, demoMerchant);
  // The seller centre lands in the merchant workbench, which links a seller acting for its customers to its list.
  await expect(page).toHaveURL(/\/console\/merchant\/?$/);
  await page.getByRole('link', { name: '客户列表' }).click();
  await expect(page).toHaveURL(/\/mallview\/mall\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: '客户列表' })).toBeVisible();
  await expect(page).toHaveTitle(/^客户列表/);
  await expect(strip(page).getByTestId('greeting')).toHaveText('您好，杭州鲜丰果业有限公司');
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('嘉兴禾丰办公用品有限公司');
  await expect(rows.first()).toContainText('13300000001');

  await page.getByRole('button', { name: '以此客户身份进入：嘉兴禾丰办公用品有限公司' }).click();
  await expect(page).toHaveURL(/\/mallview\/mall\/home$/);
  await expect(strip(page).getByTestId('greeting')).toHaveText('您好，嘉兴禾丰办公用品有限公司');
  await expect(strip(page).getByRole('button', { name: '返回客户列表' })).toBeVisible();
  await expect(strip(page).getByTestId('customer-list-link')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('oldUser'))).toBe('1');
  await strip(page).getByRole('link', { name: '个人中心' }).click();
  await expect(page.getByTestId('profile-panel')).toContainText('13300000001');

  // The procurement system learns both: the buyer, and the merchant acting for it.
  const popup = context.waitForEvent('page');
  await page.getByTestId('srm-link').click();
  const srm = await popup;
  await expect(srm).toHaveURL(/^https:\/\/srm\.example\.com\/sso\?tkn_account=.+/);
  const ticket = new URL(srm.url()).searchParams.get('tkn_account') ?? '';
  await srm.close();
  const checked = await api(request).ok(authEndpoints.ssoTicketCheck, { body: { ticket } });
  expect(checked).toMatchObject({ mobile: '13300000001', original: { mobile: demoMerchant } });

  await strip(page).getByRole('button', { name: '返回客户列表' }).click();
  await expect(page).toHaveURL(/\/mallview\/mall\/customers$/);
  await expect(strip(page).getByTestId('greeting')).toHaveText('您好，杭州鲜丰果业有限公司');
  await expect(strip(page).getByRole('button', { name: '返回客户列表' })).toHaveCount(0);
  await expect(strip(page).getByTestId('customer-list-link')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('oldUser'))).toBeNull();
});

test('the customer list on a phone in English, and the way back', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(context, 'en_US');
  await signIn(request, context, demoMerchant);
  await page.goto('/mallview/mall/home');
  // On a phone the strip's account links are in its menu, one row high (issue 31).
  const menu = await openAccountMenu(page, 'My account');
  await menu.getByRole('link', { name: 'Customer list' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer list' })).toBeVisible();
  await page.getByRole('button', { name: 'Act for this customer: 湖州南浔百货商行' }).click();
  await expect((await openAccountMenu(page, 'My account')).getByTestId('greeting')).toHaveText(
    'Hello, 湖州南浔百货商行',
  );
  // The way back is one tap away in the menu, on the first screen; the home's member card says it too.
  await expect(menu.getByRole('button', { name: 'Back to customer list' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const card = page.getByTestId('member-card');
  await expect(card).toContainText('Acting for a customer');
  await card.getByRole('button', { name: 'Back to customer list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer list' })).toBeVisible();
  await expect((await openAccountMenu(page, 'My account')).getByTestId('greeting')).toHaveText(
    'Hello, 杭州鲜丰果业有限公司',
  );
});

test('a buyer has no customer list: no link, and the page says so', async ({ page, context, request }) => {
  await signIn(request, context, demoBuyer);
  await page.goto('/mallview/mall/customers');
  await expect(page.getByTestId('customer-list-state')).toContainText('您的账号没有客户列表');
  await expect(strip(page).getByTestId('customer-list-link')).toHaveCount(0);
});

test.describe('a sign-in link carrying a ticket this browser did not receive (login CSRF)', () => {
  test.use({ allowedConsoleErrors: [/status of 40\d/] });

  test("signs nobody in: the visitor stays who they were, the other browser's ticket still its own", async ({
    page,
    context,
    browser,
    request,
  }) => {
    // Someone signs in on the sign-on page of their own browser and keeps the ticket instead of using it.
    const attacker = await browser.newContext({ locale: 'zh-CN' });
    const attackerPage = await attacker.newPage();
    await attackerPage.route('**/mallview/**', (route) => route.fulfill({ body: 'held' }));
    const own = await registerByApi(request);
    await attackerPage.goto(`${origin}/sso/login`);
    await fillAccountLogin(request, attackerPage, own.mobile, own.password);
    await expect(attackerPage.getByText('held')).toBeVisible();
    const ticket = (await attacker.cookies()).find((c) => c.name === 'tkn_account')?.value ?? '';
    expect(ticket).not.toBe('');

    // ... and sends the victim, signed in as themselves, a storefront address with it.
    await context.addCookies(sessionCookies(await apiLogin(request, demoBuyer)));
    await page.goto(`/mallview/mall/home?token=${encodeURIComponent(ticket)}`);
    await expect(page.getByText('该登录链接不是在本浏览器中发起的，请在本浏览器中重新登录')).toBeVisible();
    // Spec §2: a failed ticket goes to the sign-in page after 1.5 s; the victim's session is untouched.
    await expect(page).toHaveURL(/\/sso\/login\?redirect=%2Fmallview%2Fmall%2Fhome/);
    await page.goto('/mallview/mall/home');
    await expect(strip(page).getByTestId('greeting')).toHaveText('您好，杭州优采贸易有限公司');

    // The browser that received the ticket can still use it.
    await attackerPage.unroute('**/mallview/**');
    await attackerPage.goto(`${origin}/mallview/mall/home`);
    await expect(
      attackerPage.getByRole('navigation', { name: '顶部工具栏' }).getByTestId('greeting'),
    ).toHaveText('您好，测试用户');
    await attacker.close();
  });
});
