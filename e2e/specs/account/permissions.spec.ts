import { authEndpoints, cartEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, demoBuyer, signIn } from '../../support/auth';
import { expect, type Lang, test } from '../../support/fixtures';
import { freshBuyer, placeOrderByApi, plainProduct, pointsGoods, useLanguage } from '../cart/support';
import { galleryDialog, seedPictures, solidPng } from '../gallery/support';

/*
 * Spec §6 permission directive with real codes: the company buyer's employee (13800000003, seeded with a
 * role that lacks quick order, its import, pay, invoices and gallery delete) does not see those actions;
 * a buyer's main account (the wildcard) does. The walk stays inside the single-page app, so the codes
 * that arrived on the first page (the quick-order page shows it) are the ones every later page uses.
 */
const employee = '13800000003';
/** The company's order viewer: a role holding only order:list. */
const viewer = '13800000004';

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
    const codes = await api(request).ok(authEndpoints.menus, {}, { token });
    expect(codes.permi).not.toContain('*');
    expect(codes.permi).not.toContain('order:pay');
    const orderNumber = await prepare(token, request);
    await walk(page, 'zh_CN', orderNumber, false);
  });

  test("a buyer's main account sees every action (en_US)", async ({ page, context, request }) => {
    await useLanguage(context, 'en_US');
    const token = await freshBuyer(request, context);
    const codes = await api(request).ok(authEndpoints.menus, {}, { token });
    expect(codes.permi).toEqual(['*']);
    const orderNumber = await prepare(token, request);
    await walk(page, 'en_US', orderNumber, true);
  });
});

/*
 * The order viewer (13800000004) sees the company's orders and may do nothing else a code guards: each
 * place it would act shows the action's note instead, or nothing. The walk begins on a page whose note
 * proves the codes have arrived, so a missing button means "withheld", not "not loaded yet".
 */
test('the order viewer sees the orders, and a note instead of each action it may not take (zh_CN)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerToken = await apiLogin(request, demoBuyer);
  const orderNumber = await placeOrderByApi(request, ownerToken);
  const token = await signIn(request, context, viewer);
  const codes = await api(request).ok(authEndpoints.menus, {}, { token });
  expect(codes.permi).toEqual(['order:list']);
  // The cart is each user's own, not guarded: the viewer may fill it, not check it out.
  await api(request).ok(
    cartEndpoints.addCart,
    { body: { productId: plainProduct.productId, quantity: '1' } },
    { token },
  );

  await page.goto('/mallview/mall/shopcart');
  await expect(page.getByTestId('cart-no-order-permission')).toHaveText(
    '您的账号没有下单的权限，请联系企业管理员开通',
  );
  await expect(page.getByTestId('cart-checkout')).toHaveCount(0);

  // Product page (inside the app, codes known): add to cart, no buy now.
  await page.locator('.cart-line__name').first().click();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expect(page.getByTestId('buy-now')).toHaveCount(0);

  // The right bar's online message.
  await page.getByTestId('right-bar-message').click();
  await expect(page.getByTestId('feedback-no-permission')).toHaveText(
    '您的账号没有在线留言的权限，请联系企业管理员',
  );
  await expect(page.getByTestId('feedback-form')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Personal centre: the profile and the payment password are not the viewer's to change.
  await page.getByRole('link', { name: '个人中心', exact: true }).click();
  await expect(page.getByTestId('profile-no-permission')).toBeVisible();
  await expect(page.getByTestId('profile-edit')).toHaveCount(0);
  await expect(page.getByTestId('avatar-gallery')).toHaveCount(0);
  await expect(page.getByTestId('profile-panel').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('pay-password-no-permission')).toBeVisible();
  await expect(page.getByTestId('pay-password-set')).toHaveCount(0);
  const menu = page.getByTestId('user-centre').getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '我的订单' })).toBeVisible();
  for (const name of ['退款管理', '退货管理', '支付密码'])
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);

  // The company's orders: seen, without cancel, pay, confirm or buy again.
  await menu.getByRole('menuitem', { name: '我的订单' }).click();
  await expect(page.getByTestId('order-actions-no-permission')).toBeVisible();
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  for (const action of ['order-cancel', 'order-pay', 'order-confirm', 'order-buy-again'])
    await expect(card.getByTestId(action)).toHaveCount(0);
  await card.getByTestId('order-detail-link').click();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-detail').getByTestId('order-cancel')).toHaveCount(0);

  // The chat: the conversations are readable, the message box is a note.
  await page.goto('/mallview/chat');
  await expect(page.getByTestId('chat-no-send-permission')).toHaveText(
    '您的账号可以查看会话，但没有发送消息的权限，请联系企业管理员',
  );
  await expect(page.getByTestId('chat-input')).toHaveCount(0);

  // Addresses typed in: an after-sales menu the role does not list, order filling, the points order.
  await page.goto('/mallview/user/order/refund');
  await expect(page.getByTestId('centre-no-page')).toContainText('您的账号无权打开此页面');
  await page.goto('/mallview/mall/fillorder/normal');
  await expect(page.getByTestId('checkout-no-permission')).toContainText('您的账号没有下单的权限');
  await page.goto(`/mallview/mall/product/integralDetail?id=${pointsGoods.id}`);
  await expect(page.getByTestId('points-no-order-permission')).toBeVisible();
  await expect(page.getByTestId('points-exchange')).toHaveCount(0);
});
