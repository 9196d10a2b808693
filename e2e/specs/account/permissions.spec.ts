import type { Page } from '@playwright/test';
import { memberCall, signIn } from '../../support/auth';
import { expect, type Lang, test } from '../../support/fixtures';
import { freshBuyer, placeOrderByApi, useLanguage } from '../cart/support';
import { galleryDialog, seedPictures, solidPng } from '../gallery/support';

/*
 * Spec §6 permission directive with real codes: the company buyer's employee (13800000003, seeded with a
 * role that lacks quick order, its import, pay, invoices and gallery delete) does not see those actions;
 * a buyer's main account (the wildcard) does. The walk stays inside the single-page app, so the codes
 * that arrived on the first page (the quick-order page shows it) are the ones every later page uses.
 */
const employee = '13800000003';

const text = {
  zh_CN: { toCart: '查看购物车', centre: '个人中心', orders: '我的订单', gallery: '图片库', del: /^删\s*除/ },
  en_US: {
    toCart: 'View cart',
    centre: 'My account',
    orders: 'My orders',
    gallery: 'Picture gallery',
    del: /^Delete/,
  },
} as const;

async function prepare(token: string, request: Parameters<typeof placeOrderByApi>[0]) {
  const orderNumber = await placeOrderByApi(request, token);
  await seedPictures(request, { mobile: '', token }, `perm-${Date.now() % 100000}`, [
    { name: 'p.png', png: solidPng(8, 8, [20, 160, 90]) },
  ]);
  return orderNumber;
}

/** Quick order → cart → personal centre (gallery) → order list, checking each guarded action. */
async function walk(page: Page, lang: Lang & keyof typeof text, orderNumber: string, allowed: boolean) {
  const l = text[lang];
  const shown = async (locator: ReturnType<Page['locator']>) =>
    allowed ? expect(locator.first()).toBeVisible() : expect(locator).toHaveCount(0);

  await page.goto('/mallview/mall/fillorder/quickorder');
  if (allowed) await expect(page.getByTestId('quick-import-open')).toBeVisible();
  else {
    await expect(page.getByTestId('quick-no-permission')).toBeVisible();
    await expect(page.getByTestId('quick-import-open')).toHaveCount(0);
    await expect(page.getByTestId('quick-order-page').getByRole('textbox')).toHaveCount(0);
  }

  await page.getByRole('link', { name: l.toCart }).click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await shown(page.getByTestId('cart-quick-order'));

  await page.getByRole('link', { name: l.centre, exact: true }).click();
  await page.getByTestId('avatar-gallery').click();
  const dialog = galleryDialog(page, l.gallery);
  await expect(dialog.locator('.gallery-tile')).toHaveCount(1);
  await shown(dialog.locator('.gallery-tile').getByRole('button', { name: l.del }));
  await dialog
    .locator('.gallery-folders')
    .getByText(/^perm-/)
    .click();
  await expect(dialog.locator('.gallery-folders-actions')).toBeVisible();
  await shown(dialog.locator('.gallery-folders-actions').getByRole('button', { name: l.del }));
  await shown(dialog.locator('.gallery-actions').getByRole('button', { name: l.del }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('user-centre').getByRole('menuitem', { name: l.orders }).click();
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card.getByTestId('order-cancel')).toBeVisible();
  await shown(card.getByTestId('order-pay'));
}

test.describe('permission codes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the employee does not see quick order, import, pay or delete (zh_CN)', async ({
    page,
    context,
    request,
  }) => {
    const token = await signIn(request, context, employee);
    const codes = await memberCall<{ permi: string[] }>(request, token, 'GET', '/authen/sys/menu/mylist');
    expect(codes.permi).not.toContain('*');
    expect(codes.permi).not.toContain('order:pay');
    const orderNumber = await prepare(token, request);
    await walk(page, 'zh_CN', orderNumber, false);
  });

  test("a buyer's main account sees every action (en_US)", async ({ page, context, request }) => {
    await useLanguage(context, 'en_US');
    const token = await freshBuyer(request, context);
    const codes = await memberCall<{ permi: string[] }>(request, token, 'GET', '/authen/sys/menu/mylist');
    expect(codes.permi).toEqual(['*']);
    const orderNumber = await prepare(token, request);
    await walk(page, 'en_US', orderNumber, true);
  });
});
