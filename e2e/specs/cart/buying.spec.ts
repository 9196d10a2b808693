import {
  addressEndpoints,
  cartEndpoints,
  catalogEndpoints,
  orderEndpoints,
  paymentEndpoints,
} from '@mall/contracts';
import { api } from '../../support/api';
import { apiLogin, origin, registerByApi } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import {
  addAddressByApi,
  emptyCart,
  ensurePayPassword,
  expectCartCount,
  freshBuyer,
  payingBuyer,
  payPassword,
  pickRegion,
  placeOrderByApi,
  plainProduct,
  pointsGoods,
  styledProduct,
} from './support';

test.describe('buying: product → cart → checkout → payment → order', () => {
  test('cart, checkout with a new address, pay with the payment password, paid order detail', async ({
    page,
    context,
    request,
  }) => {
    // The whole buying journey in one test: give it the time of three.
    test.slow();
    const token = await payingBuyer(request, context);
    await emptyCart(request, token);
    await ensurePayPassword(request, token);

    // Product detail → add to cart: the navbar badge follows at once.
    await page.goto(`/mallview/mall/product/detail?productId=${plainProduct.productId}`);
    await expectCartCount(page, 0);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText(/已加入购物车/)).toBeVisible();
    await expectCartCount(page, 1);

    // Cart: change the quantity; the amounts are the server's.
    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/\/mallview\/mall\/shopcart$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await line.getByRole('button', { name: '增加数量' }).click();
    await expect(line.getByRole('textbox')).toHaveValue('2');
    await expect(line.getByTestId('cart-line-amount')).toHaveText('¥101.80');
    await expect(page.getByTestId('cart-summary')).toContainText('¥101.80');
    // A quantity that may not be ordered is refused inline and never sent.
    await line.getByRole('textbox').fill('0');
    await line.getByRole('textbox').press('Enter');
    await expect(line.getByRole('alert')).toContainText('数量须大于 0');
    await line.getByRole('textbox').fill('3');
    await line.getByRole('textbox').press('Enter');
    await expect(line.getByTestId('cart-line-amount')).toHaveText('¥152.70');
    await expect(page.getByTestId('cart-summary')).toContainText('¥152.70');
    await expect(line.getByRole('alert')).toHaveCount(0);

    // Checkout: add an address with the region picker; it becomes the chosen one.
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/fillorder\/normal$/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.getByLabel('收货人').fill('李采购');
    await form.getByLabel('手机号码').fill('13712340000');
    await form.getByTestId('address-region').click();
    await pickRegion(page, ['浙江省', '杭州市', '西湖区', '北山街道']);
    await expect(form.getByTestId('address-region')).toHaveText('浙江省 / 杭州市 / 西湖区 / 北山街道');
    await form.getByLabel('详细地址').fill('保俶路 18 号');
    await form.getByTestId('address-save').click();
    await expect(form).toBeHidden();
    const chosen = page.getByTestId('address-card').filter({ hasText: '李采购' });
    await expect(chosen.getByRole('button', { pressed: true })).toBeVisible();
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toContainText('李采购');
    await expect(summary).toContainText('浙江省 杭州市 西湖区 北山街道 保俶路 18 号');
    // A discount method changes the totals, as the server computes them.
    const before = (await page.getByTestId('checkout-pay-amount').innerText()).replace(/\s/g, '');
    await page.getByTestId('checkout-order').getByRole('combobox', { name: '优惠方式' }).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(/会员98折/)
      .click();
    await expect(page.getByTestId('checkout-order-amounts')).toContainText(/优惠 -¥[1-9]\d*\.\d{2}/);
    await expect(page.getByTestId('checkout-pay-amount')).not.toHaveText(before);
    // The invoice starts as the platform default (a normal invoice titled as the buyer's last one or the
    // buyer's name); it needs its title before the order can be placed.
    await expect(page.getByTestId('checkout-invoice').getByRole('radio', { name: '普通发票' })).toBeChecked();
    await page.getByLabel('发票抬头').fill('');
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-invoice').getByRole('alert')).toHaveText('请填写发票抬头');
    await page.getByLabel('发票抬头').fill('杭州优采贸易有限公司');
    const payAmount = (await page.getByTestId('checkout-pay-amount').innerText()).replace(/\s/g, '');

    // Submit once, even when clicked twice.
    const submit = page.getByTestId('checkout-submit');
    await submit.dblclick();
    await expect(page).toHaveURL(/\/fillorder\/ordersuccess\?orderNumbers=\d+$/);
    await expect(page.getByTestId('success-order')).toHaveCount(1);
    // The double click placed one order, not two.
    const pending = (
      await api(request).ok(
        orderEndpoints.list,
        { query: { status: 'pendingPayment', offset: 1, limit: 10 } },
        { token },
      )
    ).rows;
    expect(pending).toHaveLength(1);
    await expect(page.getByTestId('success-amount')).toHaveText(payAmount);
    await expectCartCount(page, 0);

    // The pay dialog shows the order's real amount and locks the page behind it.
    await page.getByTestId('success-pay').click();
    const dialog = page.getByTestId('pay-dialog');
    await expect(dialog.getByTestId('pay-amount')).toHaveText(payAmount);
    await expect(dialog.getByTestId('pay-amount')).not.toHaveText('¥90.00');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    // A wrong payment password clears the input.
    const boxes = dialog.getByTestId('pay-password-input').locator('input');
    await boxes.first().click();
    await page.keyboard.type('111111');
    await dialog.getByTestId('pay-confirm').click();
    await expect(page.getByText('支付密码错误').first()).toBeVisible();
    await expect(boxes.first()).toHaveValue('');
    await boxes.first().click();
    await page.keyboard.type(payPassword);
    await dialog.getByTestId('pay-confirm').click();

    await expect(page).toHaveURL(/\/mallview\/mall\/fillorder\/paysuccess\?payNo=P\d+$/);
    await expect(page.getByTestId('pay-success')).toContainText('支付成功');
    await expect(page.getByTestId('paid-amount')).toHaveText(payAmount);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY))
      .not.toBe('hidden');

    // Order detail shows it paid, with the payment and the address as ordered.
    await page.getByTestId('paid-order-link').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('待发货');
    await expect(detail.getByTestId('order-payment')).toContainText('账户余额');
    await expect(detail.getByTestId('order-payment')).toContainText(payAmount);
    await expect(detail).toContainText('李采购 13712340000');
    await expect(detail).toContainText('普通发票 · 杭州优采贸易有限公司');
    await expect(detail).toContainText('会员98折');
    await expect(detail.getByTestId('order-item')).toHaveCount(1);
    await expect(detail.getByTestId('order-timeline-entry')).toHaveCount(2);
    await expect(detail.getByTestId('order-pay')).toHaveCount(0);
    await expect(detail.getByTestId('order-cancel')).toHaveCount(0);
  });

  test('buy now: one line straight to order filling, the cart left alone, paid by the sandbox QR code', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const token = await freshBuyer(request, context);
    await addAddressByApi(request, token, '王立即');
    await api(request).ok(
      cartEndpoints.addCart,
      { body: { productId: styledProduct.productId, styleId: styledProduct.styleId, quantity: '1' } },
      { token },
    );

    await page.goto(`/mallview/mall/product/detail?productId=${plainProduct.productId}`);
    await expectCartCount(page, 1);
    await page.getByTestId('quantity-input').fill('2');
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(
      new RegExp(`/fillorder/buynow\\?productId=${plainProduct.productId}&quantity=2$`),
    );
    await expect(page.getByRole('heading', { name: '立即购买' })).toBeVisible();
    const lines = page.getByTestId('checkout-line');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('¥101.80');
    await expect(page.getByTestId('checkout-summary')).toContainText('王立即');
    const payAmount = (await page.getByTestId('checkout-pay-amount').innerText()).replace(/\s/g, '');
    await page.getByTestId('checkout-submit').click();
    await expect(page).toHaveURL(/\/fillorder\/ordersuccess/);
    // Buying now leaves the cart as it was.
    await expectCartCount(page, 1);

    await page.getByTestId('success-pay').click();
    const dialog = page.getByTestId('pay-dialog');
    // Without enough balance the dialog opens on the QR code.
    await expect(dialog.getByText('账户余额不足')).toHaveCount(0);
    await expect(dialog.getByTestId('payment-logos').getByRole('listitem')).toHaveCount(4);
    const qr = dialog.getByTestId('qr-code');
    const confirmUrl = (await qr.getAttribute('data-value')) ?? '';
    const confirmLink = new URL(confirmUrl, origin);
    expect(confirmLink.pathname).toBe(`/api${paymentEndpoints.sandboxConfirm.path}`);
    expect(confirmLink.search).toMatch(/^\?payNo=P\d+&token=/);
    // "Already paid" before paying says so and stays.
    await dialog.getByTestId('pay-already-paid').click();
    await expect(page.getByText('尚未收到付款')).toBeVisible();
    // Opening the QR code's link (what the phone would do) pays; the dialog notices by itself.
    const confirm = await request.get(confirmUrl);
    expect(confirm.ok()).toBe(true);
    await expect(page).toHaveURL(/\/fillorder\/paysuccess\?payNo=P\d+$/);
    await expect(page.getByTestId('paid-amount')).toHaveText(payAmount);
    await page.getByTestId('paid-order-link').click();
    await expect(page.getByTestId('order-payment')).toContainText('扫码支付');
  });

  test('points order: not enough points is said before anything happens; enough points pays at once', async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.slow();
    // A new buyer has no points: the page says so and does not let them exchange.
    const poorContext = await browser.newContext();
    try {
      const poorToken = await freshBuyer(request, poorContext);
      await addAddressByApi(request, poorToken);
      const poor = await poorContext.newPage();
      await poor.goto(`/mallview/mall/fillorder/integral?id=${pointsGoods.id}`);
      await expect(poor.getByTestId('points-summary')).toContainText(
        '积分不足：需要 1500 积分，当前只有 0 积分',
      );
      await expect(poor.getByTestId('points-submit')).toBeDisabled();
    } finally {
      await poorContext.close();
    }

    const token = await payingBuyer(request, context);
    await page.goto(`/mallview/mall/fillorder/integral?id=${pointsGoods.id}`);
    const addresses = await api(request).ok(addressEndpoints.list, {}, { token });
    if (addresses.length === 0) {
      // Without an address the page says so and waits for one.
      await expect(page.getByTestId('points-summary')).toContainText('请先添加收货地址');
      await expect(page.getByTestId('points-submit')).toBeDisabled();
      await addAddressByApi(request, token);
    }
    await page.goto(`/mallview/mall/product/integralDetail?id=${pointsGoods.id}`);
    await page
      .getByRole('button', { name: /立即兑换|兑换/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/mall/fillorder/integral\\?id=${pointsGoods.id}$`));
    await expect(page.getByTestId('points-need')).toHaveText('1500 积分');
    await page.getByTestId('points-submit').click();
    await expect(page).toHaveURL(/\/fillorder\/ordersuccess\?orderNumbers=\d+$/);
    await expect(page.getByTestId('order-success')).toContainText('订单已支付');
    await page.getByTestId('success-order').getByRole('link').click();
    await expect(page.getByTestId('order-status')).toHaveText('待发货');
    await expect(page.getByTestId('order-payment')).toContainText('消耗 1500 积分');
    await expect(page.getByTestId('order-chat')).toHaveCount(0);
  });

  test('a line whose stock is gone moves to the unavailable items, and back when the stock returns', async ({
    page,
    context,
    request,
  }) => {
    // A plain seeded product (no styles, any quantity) with little stock that no other test buys.
    const list = await api(request).ok(catalogEndpoints.productList, {
      query: { sort: 'createTime', order: 'asc', offset: 3, limit: 40 },
    });
    let product: { productId: number; productName: string; stock: string } | undefined;
    for (const { productId } of list.rows) {
      if (productId === plainProduct.productId || productId === styledProduct.productId) continue;
      const d = await api(request).ok(catalogEndpoints.productDetail, { query: { productId } });
      if (d.styles.length === 0 && d.minOrder === '1' && d.step === '1' && Number(d.stock) <= 3000) {
        product = d;
        break;
      }
    }
    expect(product, 'a plain product with little stock').toBeDefined();
    const { productId, productName, stock } = product!;

    const token = await freshBuyer(request, context);
    await api(request).ok(cartEndpoints.addCart, { body: { productId, quantity: '1' } }, { token });
    await api(request).ok(
      cartEndpoints.addCart,
      { body: { productId: plainProduct.productId, quantity: '1' } },
      { token },
    );

    // Another buyer orders every unit left: the stock is reserved by their unpaid order.
    const other = await registerByApi(request);
    const otherToken = await apiLogin(request, other.mobile, other.password);
    const orderNumber = await placeOrderByApi(request, otherToken, productId, stock);
    try {
      await page.goto('/mallview/mall/shopcart');
      const invalid = page.getByTestId('cart-invalid');
      await expect(invalid).toContainText('失效商品 1');
      await expect(invalid.getByTestId('cart-invalid-line')).toHaveCount(1);
      await expect(invalid.getByTestId('cart-invalid-line')).toContainText(productName);
      await expect(invalid.getByTestId('cart-invalid-line')).toContainText('无货');
      // The available line can still be bought; the unavailable one is not among the lines to check out.
      await expect(page.getByTestId('cart-line').filter({ hasText: productName })).toHaveCount(0);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
    } finally {
      // Cancelling the other order puts the stock back.
      await api(request).ok(orderEndpoints.cancel, { body: { orderNumber } }, { token: otherToken });
    }
    await page.reload();
    await expect(page.getByTestId('cart-invalid')).toHaveCount(0);
    await expect(page.getByTestId('cart-line').filter({ hasText: productName })).toHaveCount(1);
  });
});
