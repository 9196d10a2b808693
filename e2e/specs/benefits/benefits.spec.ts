import { benefitsEndpoints } from '@mall/contracts';
import type { BrowserContext } from '@playwright/test';
import { api } from '../../support/api';
import { demoBuyer, origin, registerByApi, signIn } from '../../support/auth';
import { expect, type Lang, test } from '../../support/fixtures';

const shots = process.env.E2E_SCREENSHOT_DIR;

async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
}

test.describe('points centre', () => {
  test('shows the demo buyer’s balance and the points history from points orders (zh)', async ({
    page,
    context,
    request,
  }) => {
    const token = await signIn(request, context, demoBuyer);
    const account = await api(request).ok(benefitsEndpoints.pointsAccount, {}, { token });
    const records = (await api(request).ok(benefitsEndpoints.pointsRecords, {}, { token })).rows;
    const redeem = records.find((r) => r.kind === 'redeem');
    expect(redeem, 'the seeded points order is in the history').toBeTruthy();

    await page.goto('/mallview/user/account/info');
    await page.getByTestId('user-centre').getByRole('menuitem', { name: '积分中心' }).click();
    await expect(page).toHaveURL(/\/user\/finance\/points$/);
    await expect(page.getByRole('heading', { level: 1, name: '积分中心' })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(String(account.balance));
    await expect(page.getByTestId('points-earned')).toHaveText(String(account.earned));
    await expect(page.getByTestId('points-spent')).toHaveText(String(account.spent));

    const rows = page.getByTestId('points-record');
    await expect(rows).toHaveCount(records.length);
    const order = rows.filter({ hasText: redeem!.orderNumber! });
    await expect(order).toContainText('积分兑换');
    await expect(order).toContainText(redeem!.goodsName);
    await expect(order.getByTestId('points-change')).toHaveText(String(redeem!.points));
    await expect(rows.filter({ hasText: '积分发放' }).getByTestId('points-change')).toHaveText(/^\+\d+$/);
    await expect(page).toHaveTitle(/^积分中心 - /);
    if (shots) await page.screenshot({ path: `${shots}/points-zh.png`, fullPage: true });

    // The order number leads to the order.
    await order.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/user/order/detail/${redeem!.orderNumber}$`));
  });

  test('a new buyer sees an empty history and 0 points, in English', async ({ page, context, request }) => {
    await useLanguage(context, 'en_US');
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/finance/points');
    await expect(page.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText('0');
    await expect(page.getByTestId('points-empty')).toContainText('No points activity yet');
    await expect(page.getByRole('link', { name: 'Redeem in the points mall' })).toHaveAttribute(
      'href',
      '/mallview/mall/product/integralCenter',
    );
    if (shots) await page.screenshot({ path: `${shots}/points-en-empty.png`, fullPage: true });
  });
});

test.describe('coupons', () => {
  test('tabs unused / used / expired with amounts, thresholds, scope and paging (zh)', async ({
    page,
    context,
    request,
  }) => {
    const token = await signIn(request, context, demoBuyer);
    const counts = await api(request).ok(benefitsEndpoints.couponCount, {}, { token });
    expect(counts.unused, 'enough seeded coupons for two pages').toBeGreaterThan(10);
    const firstPage = (await api(request).ok(benefitsEndpoints.couponList, {}, { token })).rows;

    await page.goto('/mallview/user/finance/coupon');
    await expect(page.getByRole('heading', { level: 1, name: '优惠券' })).toBeVisible();
    const list = page.getByTestId('coupon-list');
    await expect(list.getByTestId('coupon-tab-unused')).toContainText(`未使用${counts.unused}`);
    const cards = list.getByTestId('coupon-card');
    await expect(cards).toHaveCount(10);
    const first = firstPage[0]!;
    await expect(cards.first().getByTestId('coupon-amount')).toHaveText(
      `¥${first.amount.replace(/\.00$/, '')}`,
    );
    await expect(cards.first().getByTestId('coupon-threshold')).toHaveText(
      first.threshold === '0.00' ? '无门槛' : `满 ¥${first.threshold} 可用`,
    );
    const shopCoupon = firstPage.find((c) => c.scope === 'shop')!;
    await expect(list.getByText(`仅限 ${shopCoupon.shopName} 使用`).first()).toBeVisible();
    await expect(list.getByText('全部店铺可用').first()).toBeVisible();
    await expect(cards.first().getByTestId('coupon-validity')).toContainText(
      /\d{4}\s\/\s\d{2}\s\/\s\d{2}\s至\s/,
    );
    if (shots) await page.screenshot({ path: `${shots}/coupons-zh.png`, fullPage: true });

    await list.getByTitle('2', { exact: true }).click();
    await expect(cards).toHaveCount(counts.unused! - 10);

    await list.getByTestId('coupon-tab-used').click();
    await expect(cards).toHaveCount(counts.used!);
    await expect(cards.first()).toContainText('已使用');
    await list.getByTestId('coupon-tab-expired').click();
    await expect(cards).toHaveCount(counts.expired!);
    await expect(cards.first()).toContainText('已过期');
    if (shots) await page.screenshot({ path: `${shots}/coupons-zh-expired.png`, fullPage: true });
  });

  test('a buyer without coupons sees the empty state of each tab, in Russian', async ({
    page,
    context,
    request,
  }) => {
    await useLanguage(context, 'ru_RU');
    const user = await registerByApi(request);
    await signIn(request, context, user.mobile, user.password);
    await page.goto('/mallview/user/finance/coupon');
    await expect(page.getByRole('heading', { level: 1, name: 'Купоны' })).toBeVisible();
    await expect(page.getByTestId('coupon-empty')).toContainText('Нет доступных купонов');
    await page.getByTestId('coupon-tab-expired').click();
    await expect(page.getByTestId('coupon-empty')).toContainText('Нет просроченных купонов');
    if (shots) await page.screenshot({ path: `${shots}/coupons-ru-empty.png`, fullPage: true });
  });
});

test.describe('screens named without behaviour', () => {
  test('the centre’s menu opens the coming-soon page for returns, refunds, invoices, bills, drivers and vehicles', async ({
    page,
    context,
    request,
  }) => {
    await signIn(request, context, demoBuyer);
    await page.goto('/mallview/user/account/info');
    const menu = page.getByTestId('user-centre').getByRole('navigation');
    for (const [name, url] of [
      ['退款管理', '/user/order/refund'],
      ['退货管理', '/user/order/return'],
      ['发票管理', '/user/order/invoice'],
      ['财务账单', '/user/finance/bill'],
      ['司机管理', '/user/logistics/driver'],
      ['车辆管理', '/user/logistics/vehicle'],
    ] as const) {
      await menu.getByRole('menuitem', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByTestId('todo-page')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${name} - `));
    }
    if (shots) await page.screenshot({ path: `${shots}/todo-in-centre-zh.png`, fullPage: true });
  });
});
