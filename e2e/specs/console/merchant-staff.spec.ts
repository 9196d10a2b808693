import { centreCodes, registerEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { latestCode, origin, randomMobile, sec, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { useLanguage } from '../cart/support';

/*
 * A shop's own staff (issue 33): the demo merchant builds a role of two order codes on a phone, invites a new
 * mobile with it, and the new staff member, having set a password with the forgot-password code, works in the
 * same shop's workbench in English with those codes only. The platform's staff page is the same page with the
 * platform's scope.
 */

const demoMerchant = '13900000001';

/** The page is no wider than the screen (no sideways scroll). */
async function fitsTheScreen(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the merchant invites a shipper, who sees only the orders of the same shop (zh_CN on a phone, then English)', async ({
  page,
  context,
  request,
  browser,
}) => {
  const mobile = randomMobile();
  const roleName = '发货员';
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(request, context, demoMerchant, undefined, centreCodes.merchant);
  await page.goto('/console/merchant/staff?tab=roles');
  await expect(page.getByRole('heading', { level: 1, name: '员工与角色' })).toBeVisible();

  await page.getByRole('button', { name: '新建角色' }).click();
  const roleForm = page.getByRole('dialog', { name: '新建角色' });
  await roleForm.getByLabel('角色名称').fill(roleName);
  await roleForm.getByRole('checkbox', { name: /查看订单/ }).check();
  await roleForm.getByRole('checkbox', { name: /订单发货/ }).check();
  await expect(roleForm.getByRole('checkbox', { name: /员工与角色/ })).not.toBeChecked();
  await fitsTheScreen(page);
  await roleForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`角色“${roleName}”已保存`)).toBeVisible();
  const card = page.getByTestId('role-card').filter({ hasText: roleName });
  await expect(card).toContainText('查看订单');
  await expect(card).toContainText('订单发货');
  await fitsTheScreen(page);

  await page.getByRole('tab', { name: '员工', exact: true }).click();
  await expect(page.getByTestId('staff-card').first()).toContainText('店铺主账号（全部权限）');
  await page.getByRole('button', { name: '邀请员工' }).click();
  const invite = page.getByRole('dialog', { name: '邀请店铺员工' });
  await invite.getByLabel('手机号').fill(mobile);
  await invite.getByLabel('姓名').fill('王发货');
  await invite.getByLabel('角色').click();
  await page.locator('.ant-select-item-option').filter({ hasText: roleName }).click();
  await invite.getByRole('button', { name: '邀请' }).click();
  await expect(page.getByText('已邀请 王发货，验证码短信已发送')).toBeVisible();
  const member = page.getByTestId('staff-card').filter({ hasText: '王发货' });
  await expect(member).toContainText(`${mobile} · ${roleName}`);
  await fitsTheScreen(page);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page, '/console/merchant/staff (phone)')).toEqual([]);

  // The new account's password is nobody's: its owner sets one with the SMS code (forgot password).
  const password = 'Shipper2024ok';
  const smsCode = await latestCode(request, mobile, 'forget');
  await api(request).ok(registerEndpoints.forgetPassword, {
    body: { mobile, smsCode, sec: await sec(request, password) },
  });

  const shipper = await browser.newContext({ baseURL: origin });
  await useLanguage(shipper, 'en_US');
  await signIn(request, shipper, mobile, password, centreCodes.merchant);
  const desk = await shipper.newPage();
  await desk.goto('/console/');
  // No dashboard code: the workbench opens on the orders, the only page of the role.
  await expect(desk).toHaveURL(/\/console\/merchant\/orders$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Menu' }).getByRole('link')).toHaveText(['Orders']);
  await expect(desk.getByRole('row').nth(1)).toBeVisible();
  await desk.goto('/console/merchant/products');
  await expect(desk.getByText('Your role does not hold the permission for this page.')).toBeVisible();
  await desk.goto('/console/merchant/staff');
  await expect(desk.getByText('Your role does not hold the permission for this page.')).toBeVisible();
  await desk.mouse.move(0, 0);
  expect(await seriousViolations(desk, '/console/merchant/staff (no permission)')).toEqual([]);
  await shipper.close();
});

test('the platform’s staff page lists its staff and roles with the platform codes (English)', async ({
  page,
  context,
  request,
}) => {
  await useLanguage(context, 'en_US');
  await signIn(request, context, '13900000000', undefined, centreCodes.platform);
  await page.goto('/console/platform/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff and roles' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '13900000012' })).toContainText('审计员');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByTestId('role-card').filter({ hasText: '审计员' })).toContainText('Audit log');
  await page.getByRole('button', { name: 'New role' }).click();
  const form = page.getByRole('dialog', { name: 'New role' });
  await expect(form.getByRole('checkbox')).toHaveCount(11);
  await expect(form.getByRole('checkbox', { name: /Staff and roles/ })).toBeVisible();
});
