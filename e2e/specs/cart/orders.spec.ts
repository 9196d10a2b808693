import { demoBuyer, signIn } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import {
  expectCartCount,
  freshBuyer,
  pickRegion,
  placeOrderByApi,
  plainProduct,
  styledProduct,
  useLanguage,
} from './support';

test.describe('orders in the personal centre', () => {
  test('status tabs, search, cancel an unpaid order, buy again', async ({ page, context, request }) => {
    test.slow();
    const token = await freshBuyer(request, context);
    const first = await placeOrderByApi(request, token, plainProduct.productId, '2');
    const second = await placeOrderByApi(request, token, plainProduct.productId, '1');

    await page.goto('/mallview/user/order/list');
    await expect(page.getByTestId('user-centre')).toBeVisible();
    const list = page.getByTestId('order-list');
    await expect(list.getByTestId('order-card')).toHaveCount(2);
    await expect(list.getByTestId('order-tab-pendingPayment')).toContainText('2');

    // Search by order number.
    await list.getByPlaceholder('订单号或商品名称').fill(first);
    await list.getByRole('button', { name: '搜索' }).click();
    await expect(list.getByTestId('order-card')).toHaveCount(1);
    await expect(list.getByTestId('order-card')).toContainText(first);

    // Cancel it: it moves to the cancelled tab.
    await list.getByTestId('order-cancel').click();
    await page.getByRole('dialog').getByRole('button', { name: '取消订单' }).click();
    await expect(page.getByText('订单已取消').first()).toBeVisible();
    await expect(list.getByTestId('order-card').getByTestId('order-status')).toHaveText('已取消');
    await expect(list.getByTestId('order-cancel')).toHaveCount(0);
    await expect(list.getByTestId('order-tab-cancelled')).toContainText('1');
    await expect(list.getByTestId('order-tab-pendingPayment')).toContainText('1');

    // Search by product name, on the cancelled tab.
    await list.getByPlaceholder('订单号或商品名称').fill('硅胶辅食碗');
    await list.getByRole('button', { name: '搜索' }).click();
    await list.getByTestId('order-tab-cancelled').click();
    await expect(list.getByTestId('order-card')).toHaveCount(1);
    await expect(list.getByTestId('order-card')).toContainText(first);

    // Buy again: its lines go into the cart, which opens.
    await list.getByTestId('order-buy-again').click();
    await expect(page).toHaveURL(/\/mall\/shopcart$/);
    await expect(page.getByText('已将 1 种商品加入购物车')).toBeVisible();
    await expectCartCount(page, 1);
    await expect(page.getByTestId('cart-line').getByRole('textbox')).toHaveValue('2');

    // The other order is still waiting for payment, with its detail one click away.
    await page.goto('/mallview/user/order/list');
    await page.getByTestId('order-tab-pendingPayment').click();
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await page.getByTestId('order-detail-link').click();
    await expect(page).toHaveURL(new RegExp(`/user/order/detail/${second}$`));
    await expect(page.getByTestId('order-status')).toHaveText('待付款');
    await expect(page.getByTestId('order-pay')).toBeVisible();
  });

  test('confirm receipt of a shipped order: it completes, in the list and in its timeline', async ({
    page,
    context,
    request,
  }) => {
    // The demo buyer's seeded history has shipped orders (the seller side that ships is not part of the storefront).
    await signIn(request, context, demoBuyer);
    await page.goto('/mallview/user/order/list');
    const list = page.getByTestId('order-list');
    await list.getByTestId('order-tab-shipped').click();
    const card = list.getByTestId('order-card').first();
    await expect(card.getByTestId('order-status')).toHaveText('待收货');
    await card.getByTestId('order-detail-link').click();
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    await expect(page.getByTestId('order-status')).toHaveText('待收货');
    await expect(page.getByTestId('order-pay')).toHaveCount(0);

    await page.getByTestId('order-confirm').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('请确认您已收到全部商品。');
    await dialog.getByRole('button', { name: '确认收货' }).click();
    await expect(page.getByText('已确认收货').first()).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('已完成');
    await expect(page.getByTestId('order-confirm')).toHaveCount(0);
    await expect(page.getByTestId('order-detail')).toContainText('已确认收货，交易完成');

    await page.goto('/mallview/user/order/list');
    await list.getByTestId('order-tab-completed').click();
    await expect(list.getByTestId('order-card').filter({ hasText: orderNumber })).toHaveCount(1);
  });

  test("another buyer opening a buyer's order sees the same not-found as for an unknown number", async ({
    page,
    context,
    request,
    browser,
  }) => {
    const ownerToken = await freshBuyer(request, context);
    const orderNumber = await placeOrderByApi(request, ownerToken);
    await page.goto(`/mallview/user/order/detail/${orderNumber}`);
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);

    const otherContext = await browser.newContext();
    try {
      await freshBuyer(request, otherContext);
      const other = await otherContext.newPage();
      await other.goto(`/mallview/user/order/detail/${orderNumber}`);
      await expect(other.getByTestId('order-not-found')).toContainText('订单不存在');
      await expect(other.getByText(orderNumber)).toHaveCount(0);
      await other.goto('/mallview/user/order/detail/20990101000000000001');
      await expect(other.getByTestId('order-not-found')).toContainText('订单不存在');
      await other.goto('/mallview/user/order/list');
      await expect(other.getByTestId('order-list-empty')).toBeVisible();
    } finally {
      await otherContext.close();
    }
  });

  test('address book: add with the region picker, make default, edit, delete', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await freshBuyer(request, context);
    await page.goto('/mallview/user/account/address');
    await expect(page.getByTestId('user-centre')).toBeVisible();
    const book = page.getByTestId('address-book');
    await expect(book).toContainText('还没有收货地址');

    const add = async (name: string) => {
      await book.getByTestId('address-add').click();
      const form = page.getByTestId('address-form');
      await form.getByLabel('收货人').fill(name);
      await form.getByLabel('手机号码').fill('13912345678');
      // The region is required and complete only once the picker completes it.
      await form.getByTestId('address-save').click();
      await expect(form).toContainText('请选择完整的所在地区');
      await form.getByTestId('address-region').click();
      await pickRegion(page, ['上海市', '上海市', '浦东新区']);
      // A district is enough: the picker offers to stop there.
      await page.getByTestId('region-picker').getByRole('button', { name: '确定' }).click();
      await form.getByLabel('详细地址').fill(`${name}的仓库`);
      await form.getByTestId('address-save').click();
      await expect(form).toBeHidden();
    };
    await add('赵一');
    await add('钱二');
    const items = book.getByTestId('address-item');
    await expect(items).toHaveCount(2);
    // The first address is the default.
    await expect(items.filter({ hasText: '赵一' })).toContainText('默认');

    await items.filter({ hasText: '钱二' }).getByRole('button', { name: '设为默认' }).click();
    await expect(items.first()).toContainText('钱二');
    await expect(items.first()).toContainText('默认');
    await expect(items.first()).toContainText('上海市 浦东新区 钱二的仓库');

    await items.filter({ hasText: '赵一' }).getByRole('button', { name: '修改' }).click();
    const form = page.getByTestId('address-form');
    await expect(form.getByTestId('address-region')).toHaveText('上海市 / 上海市 / 浦东新区');
    await form.getByLabel('详细地址').fill('新的地址 8 号');
    await form.getByTestId('address-save').click();
    await expect(items.filter({ hasText: '赵一' })).toContainText('新的地址 8 号');

    await items.filter({ hasText: '赵一' }).getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(items).toHaveCount(1);
    await expect(book).toContainText('已保存 1 个地址');
  });
});

test.describe('buying pages in another language', () => {
  test.use({ locale: 'en-US' });

  test('cart, checkout, quick order, orders and order detail in English', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await context.addCookies([{ name: 'site_lang', value: 'en_US', url: 'http://127.0.0.1' }]);
    const token = await freshBuyer(request, context);
    const orderNumber = await placeOrderByApi(request, token);
    await page.goto(`/mallview/mall/product/detail?productId=${styledProduct.productId}`);
    await page.getByTestId('product-style').filter({ hasText: styledProduct.styleEn }).click();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText(/Added to the cart/)).toBeVisible();

    await page.goto('/mallview/mall/shopcart');
    await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
    await expect(page.getByTestId('cart-view')).toContainText('Select all');
    await expect(page.getByTestId('cart-checkout')).toHaveText('Check out');
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByRole('heading', { name: 'Fill in and check your order' })).toBeVisible();
    await expect(page.getByTestId('checkout-submit')).toHaveText('Place order');
    await expect(page.getByTestId('checkout-order')).toContainText('Express delivery');

    await page.goto('/mallview/mall/fillorder/quickorder');
    await expect(page.getByRole('heading', { name: 'Quick order' })).toBeVisible();
    await expect(page.getByTestId('quick-add-cart')).toHaveText('Add to cart');

    await page.goto('/mallview/user/order/list');
    await expect(page.getByTestId('order-tab-pendingPayment')).toContainText('To pay');
    await page.goto(`/mallview/user/order/detail/${orderNumber}`);
    await expect(page.getByTestId('order-status')).toHaveText('To pay');
    await expect(page.getByTestId('order-pay')).toHaveText('Pay');
    await page.getByTestId('order-pay').click();
    await expect(page.getByTestId('pay-dialog')).toContainText('Amount due');
    await expect(page.getByTestId('pay-dialog')).toContainText('Scan to pay');
  });
});

// Issue 31: on a 390 px phone the list was 602 px wide in Chinese and 788 px in Russian (the status tabs'
// row widened the page), each order's total, status and Pay button past the right edge.
test.describe('the order list on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['zh_CN', 'ru_RU'] as const) {
    test(`every order card fits the screen with its total, status and actions in view (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      const token = await freshBuyer(request, context);
      await useLanguage(context, lang);
      await placeOrderByApi(request, token);
      await placeOrderByApi(request, token, plainProduct.productId, '3');
      await page.goto('/mallview/user/order/list');
      const cards = page.getByTestId('order-card');
      await expect(cards).toHaveCount(2);
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageOverflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      for (const card of await cards.all()) {
        const [cardWidth, cardInner] = await card.evaluate((el) => [el.clientWidth, el.scrollWidth]);
        expect(cardInner, 'the card is cut or scrolls sideways').toBeLessThanOrEqual(cardWidth);
        for (const part of [
          card.getByTestId('order-status'),
          card.locator('.order-card__total'),
          card.getByTestId('order-pay'),
          card.getByTestId('order-cancel'),
          card.getByTestId('order-detail-link'),
        ]) {
          await expect(part).toBeVisible();
          const box = (await part.boundingBox())!;
          expect(box.x, 'left edge on the screen').toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, 'right edge on the screen').toBeLessThanOrEqual(390);
        }
      }
    });
  }
});
