import { cartEndpoints } from '@mall/contracts';
import type { Locator, Page } from '@playwright/test';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import {
  expectCartCount,
  freshBuyer,
  payPassword,
  plainProduct,
  readyToCheckOut,
  styledProduct,
} from '../cart/support';
import { busyTopClass, facets, listPath } from '../products/product-data';

/**
 * The storefront by keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): the first Tab reaches a skip link that
 * takes the focus to the page's content; the header search is typed and sent with Enter; Tab goes round
 * inside a dialog (last control → first, first → last) and the dialog gives the focus back to what opened
 * it; a buyer filters, buys and pays with keys only, every control reached showing where the focus is.
 */
test.describe('keyboard use', () => {
  test('the first Tab reaches the skip link, and Enter on it moves the focus to the main content', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/product?classId=2');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab goes on from the content, not back to the site's header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')));
    expect(inMain, 'focus after the skip link is in the main content').toBe(true);
  });

  test('the header search is typed and sent with the keyboard', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const box = page.getByRole('searchbox', { name: '请输入商品名称、采购需求或店铺' });
    await box.focus();
    await page.keyboard.type('保温杯');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('product-list-title')).toContainText('保温杯');
  });

  test('the login dialog traps the focus and returns it to its opener on Escape', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const opener = page.getByTestId('profile-login');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)), {
        message: 'focus in dialog',
      })
      .toBe(true);
    // Tab past the last control comes back to the first (the close button), Shift+Tab from there goes to
    // the last; tabbing round more times than the dialog has controls never leaves it.
    const close = dialog.getByRole('button', { name: '关闭' });
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    const last = await dialog.evaluate(
      (node) => document.activeElement !== node && node.contains(document.activeElement),
    );
    expect(last, 'Shift+Tab from the first control stays in the dialog').toBe(true);
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((node) => node.contains(document.activeElement)),
        `focus in the dialog after ${i + 1} Tabs`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('focus after a page change', () => {
  test('moves to the new page heading after a link or Back, stays put on a sort change', async ({ page }) => {
    await page.goto('/mallview/mall/product/integralCenter');
    const hallTitle = page.getByRole('heading', { level: 1, name: '积分商城' });
    await expect(hallTitle).toBeVisible();
    // Not on the first load: the page starts at the top for the keyboard as a loaded page does.
    await expect(hallTitle).not.toBeFocused();

    // A click on a card: the detail's heading has the focus (read out by a screen reader), without a ring.
    const card = page.getByTestId('points-card').first();
    const name = (await card.locator('.points-card__name').textContent())!.trim();
    await card.click();
    const detailTitle = page.getByRole('heading', { level: 1, name });
    await expect(detailTitle).toBeFocused();
    expect(await detailTitle.evaluate((node) => node.matches(':focus-visible'))).toBe(false);

    // Back: the hall's heading again.
    await page.goBack();
    await expect(hallTitle).toBeFocused();

    // A sort (the same page in another order) leaves the focus on the choice.
    const sort = page.getByTestId('sort-pointsAsc');
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=pointsAsc/);
    await expect(sort).toHaveAttribute('aria-pressed', 'true');
    await expect(sort).toBeFocused();
    // The cards the buyer now sees are the sorted ones (the list is replaced once its new page arrives): the
    // card read below must be the one Enter opens.
    const prices = page.getByTestId('points-grid').getByTestId('points-value').locator('strong');
    await expect
      .poll(async () => {
        const points = (await prices.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
        return points.length > 1 && points.every((p, i) => i === 0 || points[i - 1]! <= p);
      })
      .toBe(true);

    // By keys: a link taken with Enter puts the focus on the new heading, shown (a keyboard user sees it).
    const link = page.getByTestId('points-card').nth(1);
    const second = (await link.locator('.points-card__name').textContent())!.trim();
    await link.focus();
    await page.keyboard.press('Enter');
    const secondTitle = page.getByRole('heading', { level: 1, name: second });
    await expect(secondTitle).toBeFocused();
    // The next Tab goes on from the page's content, not from the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')))).toBe(true);

    // A page change behind an open dialog (Back while the login dialog is up) leaves the focus in the dialog.
    await page.getByRole('complementary', { name: '快捷服务' }).getByTestId('right-bar-chat').click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/integralCenter/);
    await expect(hallTitle).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });
});

test.describe('quantity boxes by keys', () => {
  test('↑ adds one and ↓ takes one away, within the limits, on the product page and in the cart', async ({
    page,
    context,
    request,
  }) => {
    await page.goto(`/mallview/mall/product/detail?productId=${plainProduct.productId}`);
    const quantity = page.getByTestId('quantity-input');
    await expect(quantity).toBeVisible();
    const first = Number(await quantity.inputValue());
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue(String(first + 1));
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue(String(first + 2));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // Never below the minimum order, as the - button.
    await expect(quantity).toHaveValue(String(first));
    await expect(page.getByTestId('quantity-error')).toHaveCount(0);

    const token = await freshBuyer(request, context);
    await api(request).ok(
      cartEndpoints.addCart,
      { body: { productId: plainProduct.productId, quantity: '1' } },
      { token },
    );
    /** The line's quantity as the server keeps it. */
    const savedQuantity = async () => {
      const cart = await api(request).ok(cartEndpoints.cartList, {}, { token });
      return cart.shops[0]?.items[0]?.quantity;
    };
    await page.goto('/mallview/mall/shopcart');
    const line = page.getByTestId('cart-line').first();
    const box = line.getByRole('textbox', { name: /数量/ });
    await expect(box).toHaveValue('1');
    await box.focus();
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveValue('2');
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveValue('3');
    // The cart keeps what the keys chose.
    await expect.poll(savedQuantity).toBe('3');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    await expect(box).toHaveValue('1');
    // Saved before the reload (a reload would abort the change still on its way).
    await expect.poll(savedQuantity).toBe('1');
    await page.reload();
    await expect(page.getByTestId('cart-line').first().getByRole('textbox', { name: /数量/ })).toHaveValue(
      '1',
    );
  });
});

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would; fails past `most`. */
async function tabTo(page: Page, target: Locator, { back = false, most = 60 } = {}) {
  const trail: string[] = [];
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    trail.push(
      await page.evaluate(() => {
        const node = document.activeElement;
        return `${node?.tagName} ${(node?.getAttribute('aria-label') ?? node?.textContent ?? '').slice(0, 24)}`;
      }),
    );
  }
  await expect(target, `reached by Tab; the focus went: ${trail.join(' | ')}`).toBeFocused({ timeout: 1000 });
  // The focus is visible where it lands (WCAG 2.4.7): an outline or a ring.
  const ring = await target.evaluate((node) => {
    const style = getComputedStyle(node);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });
  expect(ring, `focus ring on ${await target.evaluate((node) => node.outerHTML.slice(0, 120))}`).toBe(true);
}

test.describe('keyboard journeys', () => {
  // The pay password is pasted through the system clipboard, as a buyer does (the headless shell, unlike the
  // full browser, asks for the permission).
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test('a buyer filters, adds to the cart, checks out and pays with the keyboard alone', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await readyToCheckOut(request, context, '键盘买家');
    const top = await busyTopClass(request);
    const brand = (await facets(request, { classId: top.id })).brands[0];

    // The list: past the header with the skip link, a brand and a sort order by keys.
    await page.goto(`${listPath}?classId=${top.id}`);
    // Signed in, the page is drawn in the browser: keys wait until it is there.
    await expect(page.getByTestId('product-list-title')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabTo(
      page,
      page.getByTestId('facet-brand').getByRole('link', { name: new RegExp(`^${brand.name}`) }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`brandId=${brand.id}`));
    await expect(page.getByTestId('product-total')).toHaveText(`共 ${brand.count} 件商品`);
    await tabTo(page, page.getByTestId('sort-price'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('sort-price')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/sort=price/);

    // The product: a style, one more piece, into the cart.
    await page.goto(`/mallview/mall/product/detail?productId=${styledProduct.productId}`);
    const style = page.getByTestId('product-style').filter({ hasText: styledProduct.style });
    await expect(style).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, style);
    await page.keyboard.press('Enter');
    await expect(style).toHaveAttribute('aria-pressed', 'true');
    const quantity = page.getByTestId('quantity-input');
    const before = Number(await quantity.inputValue());
    await tabTo(page, page.getByRole('button', { name: '增加数量' }));
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue(String(before + 1));
    await tabTo(page, page.getByTestId('add-to-cart'));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`已加入购物车，购物车中该商品数量为 ${before + 1}`)).toBeVisible();
    await expectCartCount(page, 1);

    // The cart and the checkout.
    // Back up through the page and the class menu to the header's cart.
    await tabTo(page, page.getByTestId('cart-button'), { back: true, most: 150 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await tabTo(page, page.getByTestId('cart-checkout'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fillorder\/normal(\?|$)/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await tabTo(page, page.getByTestId('checkout-submit'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fillorder\/ordersuccess\?orderNumbers=\d+(&|$)/);

    // The pay dialog: the focus goes round inside it and the six boxes take the password by keys.
    const opener = page.getByTestId('success-pay');
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('pay-dialog');
    const boxes = dialog.getByTestId('pay-password-input').locator('input');
    await expect(boxes).toHaveCount(6);
    for (let i = 0; i < 6; i += 1) await expect(boxes.nth(i)).toHaveAccessibleName(`支付密码 ${i + 1}`);
    await expect(boxes.first()).toBeFocused();
    await page.keyboard.type('135');
    await expect(boxes.nth(3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(2)).toBeFocused();
    await expect(boxes.nth(2)).toHaveValue('');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(boxes.first()).toBeFocused();
    await expect(boxes.first()).toHaveValue('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), payPassword);
    await page.keyboard.press('ControlOrMeta+V');
    for (let i = 0; i < 6; i += 1) await expect(boxes.nth(i)).toHaveValue(payPassword[i]);
    // Tab past the last control comes back to the first one, Shift+Tab goes back round.
    const confirm = dialog.getByTestId('pay-confirm');
    await tabTo(page, confirm);
    const dialogBox = page.getByRole('dialog', { name: '订单支付' });
    await page.keyboard.press('Tab');
    await expect(dialogBox.getByRole('button', { name: '关闭' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fillorder\/paysuccess\?payNo=P\d+(&|$)/);
  });
});
