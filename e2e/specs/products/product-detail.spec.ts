import { demoBuyer, origin, signIn } from '../../support/auth';
import { expect, systemParams, test } from '../../support/fixtures';
import { type Detail, fen, findProduct } from './product-data';

/** A price as the Chinese page shows it: ¥ and thousands grouped ("1549.00" → "¥1,549.00"). */
const yuan = (price: string) =>
  `¥${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const detailPath = (product: Pick<Detail, 'productId'>) =>
  `/mallview/mall/product/detail?productId=${product.productId}`;

const positive = (value: string) => Number(value) > 0;

test.describe('product detail', () => {
  test('choosing a style changes price and stock; the gallery, specs and shop are shown', async ({
    page,
    request,
  }) => {
    // Styles at different prices and no volume tiers, so the style's own price is the price.
    const product = await findProduct(
      request,
      (p) =>
        p.priceTiers.length === 0 &&
        p.styles.filter((s) => positive(s.stock)).length >= 2 &&
        new Set(p.styles.filter((s) => positive(s.stock)).map((s) => s.price)).size >= 2,
    );
    const inStock = product.styles.filter((s) => positive(s.stock));
    // The style of the listed price is chosen first.
    const first = inStock.find((s) => s.price === product.productPrice) ?? inStock[0];
    const other = inStock.find((s) => s.price !== first.price)!;

    await page.goto(detailPath(product));
    await expect(page.getByTestId('product-title')).toHaveText(product.productName);
    const styles = page.getByTestId('product-style');
    await expect(styles).toHaveCount(product.styles.length);
    await expect(styles.filter({ hasText: first.name })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('product-price')).toHaveText(yuan(first.price));
    await expect(page.getByTestId('product-stock')).toHaveText(`${first.stock}${first.unit}`);

    await styles.filter({ hasText: other.name }).click();
    await expect(styles.filter({ hasText: other.name })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('product-price')).toHaveText(yuan(other.price));
    await expect(page.getByTestId('product-stock')).toHaveText(`${other.stock}${other.unit}`);

    // Parameters, shop card with its link, the gallery opens large with the keyboard.
    const specs = page.getByTestId('product-specs');
    for (const spec of product.specs) await expect(specs).toContainText(spec.value);
    const shop = page.getByTestId('shop-card');
    await expect(shop).toContainText(product.shop.shopName);
    await expect(shop.getByRole('link', { name: '进入店铺' })).toHaveAttribute(
      'href',
      `/mallview/mall/product/shopDetail?shopId=${product.shop.shopId}`,
    );
    await page.getByTestId('gallery-main').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-image-preview')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-image-preview')).toBeHidden();
    await page.getByTestId('gallery-main').hover();
    await expect(page.getByTestId('gallery-zoom')).toBeVisible();
  });

  test('a quantity below the minimum or off the step is refused; a volume tier sets the price', async ({
    page,
    request,
  }) => {
    const params = await systemParams(request);
    const decimals = Number(params.PRODUCT_NUMS ?? '0');
    // A product with at least two volume tiers and no style surcharge.
    const product = await findProduct(
      request,
      (p) =>
        p.priceTiers.length >= 2 &&
        Number(p.minOrder) >= 1 &&
        p.styles.every((s) => s.price === p.productPrice) &&
        Number(p.stock) > Number(p.priceTiers[1].minQty),
    );
    await page.goto(detailPath(product));
    const input = page.getByTestId('quantity-input');
    const error = page.getByTestId('quantity-error');
    const tiers = page.getByTestId('price-tier');
    await expect(tiers).toHaveCount(product.priceTiers.length);
    // The first orderable quantity is the minimum order (rounded up to the step).
    await expect(input).toHaveValue(/^\d+(\.\d+)?$/);
    await expect(tiers.first()).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('product-price')).toHaveText(yuan(product.priceTiers[0].price));

    await input.fill('0');
    await expect(error).toBeVisible();
    if (Number(product.minOrder) > 1) {
      await input.fill('1');
      await expect(error).toContainText('购买数量不能少于起订量');
    }
    // Off the step: half a step more than the minimum (a decimal when PRODUCT_NUMS allows decimals).
    const step = Number(product.step || '1');
    const offStep =
      decimals > 0 ? String(Number(product.minOrder) + step / 2) : String(Number(product.minOrder) + 0.5);
    await input.fill(offStep);
    await expect(error).toBeVisible();
    if (decimals > 0 && step >= 0.02) await expect(error).toContainText('的整数倍');
    // Buying with a bad quantity is refused on the page (no dialog, no request).
    await page.getByTestId('add-to-cart').click();
    await expect(error).toBeVisible();
    await expect(input).toBeFocused();

    // The second tier's quantity gets the second tier's price.
    const tier = product.priceTiers[1];
    await input.fill(tier.minQty);
    await expect(error).toBeHidden();
    await expect(tiers.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(tiers.first()).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('product-price')).toHaveText(yuan(tier.price));
    expect(fen(tier.price)).toBeLessThan(fen(product.priceTiers[0].price));

    // The + button goes one step up and keeps the tier.
    await page.getByRole('button', { name: '增加数量' }).click();
    await expect(input).toHaveValue(String(Number(tier.minQty) + step));
  });

  test('visitors get the login dialog for add to cart, buy now and chat', async ({ page, request }) => {
    const product = await findProduct(request, (p) => Number(p.stock) > 0);
    await page.goto(detailPath(product));
    const dialog = page.getByRole('dialog', { name: '登录' });
    for (const testId of ['add-to-cart', 'buy-now', 'chat-merchant']) {
      await page.getByTestId(testId).click();
      await expect(dialog).toBeVisible();
      await dialog.locator('.ant-modal-close').click();
      await expect(dialog).toBeHidden();
    }
  });

  test('a signed-in buyer chats with the merchant and adds to the cart without the login dialog', async ({
    page,
    context,
    request,
  }) => {
    await signIn(request, context, demoBuyer);
    const product = await findProduct(request, (p) => Number(p.stock) > 0);
    await page.goto(detailPath(product));
    await expect(page.getByTestId('greeting')).toBeVisible();
    await page.getByTestId('chat-merchant').click();
    const chat = page.getByRole('dialog', { name: `与${product.shop.shopName}沟通` });
    await expect(chat).toBeVisible();
    await expect(page.getByRole('dialog', { name: '登录' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();

    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '登录' })).toHaveCount(0);
  });

  test('a supply listing opens on the supply route with supply wording', async ({ page, request }) => {
    const supply = await findProduct(request, () => true, 3);
    // Opened on the product route, it moves to its own route.
    await page.goto(detailPath(supply));
    await expect(page).toHaveURL(
      new RegExp(`/mallview/mall/product/supplyDetail\\?productId=${supply.productId}`),
    );
    await expect(page.getByTestId('product-title')).toContainText('供应');
    await expect(page.getByText('供应价')).toBeVisible();
    await expect(page.getByTestId('product-min-order')).toContainText(supply.minOrder);
  });

  test.describe('unknown products', () => {
    // The browser logs the API's 404 answer for the unknown product.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown product shows a not-found state with a way back', async ({ page }) => {
      await page.goto('/mallview/mall/product/detail?productId=999999999');
      await expect(page.getByTestId('product-not-found')).toContainText('商品不存在或已下架');
      await page.getByRole('link', { name: '返回商品列表' }).click();
      await expect(page).toHaveURL(/\/mallview\/mall\/product\?lightKey=commerce$/);
      await page.goto('/mallview/mall/product/detail?productId=abc');
      await expect(page.getByTestId('product-not-found')).toContainText('商品不存在或已下架');
    });
  });

  for (const [lang, texts] of [
    [
      'zh_CN',
      { cart: '加入购物车', buy: '立即购买', chat: '联系商家', specs: '规格参数', details: '商品详情' },
    ],
    [
      'en_US',
      {
        cart: 'Add to cart',
        buy: 'Buy now',
        chat: 'Chat with merchant',
        specs: 'Specifications',
        details: 'Product details',
      },
    ],
  ] as const) {
    test(`the detail speaks ${lang}`, async ({ page, context, request }) => {
      const product = await findProduct(request, (p) => Number(p.stock) > 0);
      await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
      await page.goto(detailPath(product));
      await expect(page.getByTestId('add-to-cart')).toHaveText(texts.cart);
      await expect(page.getByTestId('buy-now')).toHaveText(texts.buy);
      await expect(page.getByTestId('chat-merchant')).toHaveText(texts.chat);
      await expect(page.getByRole('heading', { name: texts.specs })).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.details })).toBeVisible();
    });
  }
});
