import {
  catalogEndpoints,
  centreCodes,
  orderEndpoints,
  paymentEndpoints,
  platformEndpoints,
  workbenchEndpoints,
} from '@mall/contracts';
import { api } from '../../support/api';
import { apiLogin, origin, registerByApi, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { png } from '../../support/png';
import { placeOrderByApi, useLanguage } from '../cart/support';
import { submittedApplication } from './support';

/*
 * A shop's products from the merchant workbench (issue 33): a new merchant, approved by the platform, lists
 * a product with two SKUs and pictures in four languages; buyers find it by a word of its name in each
 * language, buy the second SKU, and see the shipment the merchant records.
 */

const platformAdmin = '13900000000';

test('a new merchant lists a product with two SKUs from its workbench, and buyers find it in four languages and buy it (English)', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow();
  // A merchant the platform approved (the console's review is journeyed in console.spec.ts).
  const applicant = await submittedApplication(request);
  const admin = await apiLogin(request, platformAdmin, undefined, centreCodes.platform);
  const { rows } = await api(request).ok(
    platformEndpoints.merchantApplicationList,
    { query: { keyword: applicant.companyName, status: 'submitted' } },
    { token: admin },
  );
  await api(request).ok(
    platformEndpoints.merchantApplicationReview,
    { body: { applicationId: rows[0]!.applicationId, decision: 'approve' } },
    { token: admin },
  );

  const tag = `${Date.now() % 1_000_000}`;
  const names = {
    zh_CN: `琉璃茶壶工作台${tag}`,
    en_US: `Glazed teapot W${tag}`,
    ru_RU: `Глазурованный чайник W${tag}`,
    es: `Tetera vidriada W${tag}`,
  };
  const merchant = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  await useLanguage(merchant, 'en_US');
  const merchantToken = await signIn(
    request,
    merchant,
    applicant.mobile,
    applicant.password,
    centreCodes.merchant,
  );
  const workbench = await merchant.newPage();
  await workbench.goto('/console/merchant/');
  await workbench
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Products', exact: true })
    .click();
  await expect(workbench.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(workbench.getByText('No products match')).toBeVisible();
  await workbench.getByRole('button', { name: 'New product' }).click();
  await expect(workbench.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  // Saving the empty form is refused by the contract's rules first.
  await workbench.getByRole('button', { name: 'Save and publish' }).click();
  await expect(workbench.getByText('Check the fields marked in red')).toBeVisible();

  // Names in the four languages, a description in Chinese.
  await workbench.getByLabel('Name', { exact: true }).first().fill(names.zh_CN);
  await workbench.getByRole('textbox', { name: 'Description (中文)' }).fill('手工烧制的琉璃茶壶，耐热。');
  for (const lang of ['en_US', 'ru_RU', 'es'] as const) {
    const tab = { en_US: 'English', ru_RU: 'Русский', es: 'Español' }[lang];
    await workbench.getByRole('tab', { name: tab }).click();
    await workbench
      .getByRole('tabpanel', { name: tab })
      .getByLabel('Name', { exact: true })
      .fill(names[lang]);
  }

  // Two pictures uploaded here, each with its progress, the first the main one.
  await workbench
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(40, 30, [30, 120, 200]) },
      { name: 'side.png', mimeType: 'image/png', buffer: png(30, 30, [200, 60, 30]) },
    ]);
  await expect(workbench.getByRole('img', { name: 'Product picture 2' })).toBeVisible();
  await expect(workbench.getByText('Main', { exact: true })).toBeVisible();

  // A third-level class, from the tree.
  await workbench.getByLabel('Class', { exact: true }).click();
  for (const level of [0, 1, 2])
    await workbench.locator('.ant-cascader-menu').nth(level).locator('li').first().click();

  // Two SKUs; the second one's picture is the second picture.
  for (const [i, sku] of [
    { name: '单壶', price: '88', stock: '20' },
    { name: '壶配四杯', price: '158.5', stock: '8' },
  ].entries()) {
    await workbench.getByRole('button', { name: 'Add SKU' }).click();
    const row = workbench.getByTestId('sku-row').nth(i);
    await row.getByLabel('SKU name').fill(sku.name);
    await row.getByLabel('Price (¥)').fill(sku.price);
    await row.getByLabel('Stock').fill(sku.stock);
  }
  expect(await seriousViolations(workbench, '/console/merchant/products/new')).toEqual([]);
  await workbench.getByRole('button', { name: 'Save and publish' }).click();
  await expect(workbench.getByText('Published: buyers can find it now')).toBeVisible();
  await expect(workbench).toHaveURL(/\/console\/merchant\/products\/\d+$/);
  const productId = Number(workbench.url().split('/').pop());
  await expect(workbench.getByText('On sale', { exact: true })).toBeVisible();
  await workbench.getByRole('link', { name: 'Back to products' }).click();
  const listed = workbench.getByRole('row').filter({ hasText: names.zh_CN });
  await expect(listed).toContainText('¥88.00');
  await expect(listed).toContainText(names.en_US);

  // Buyers find it at once by a word of its name, in each language.
  for (const [lang, word] of [
    ['zh_CN', `琉璃茶壶工作台${tag}`],
    ['en_US', `teapot W${tag}`],
    ['ru_RU', `чайник W${tag}`],
    ['es', `Tetera W${tag}`],
  ] as const) {
    await useLanguage(context, lang);
    await page.goto(`/mallview/mall/product?searchkey=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('product-card').first(), `found in ${lang}`).toContainText(names[lang]);
  }

  // A buyer reads its page (the SKUs, the description) and buys the second SKU.
  await useLanguage(context, 'zh_CN');
  const buyer = await registerByApi(request);
  const token = await signIn(request, context, buyer.mobile, buyer.password);
  await page.goto(`/mallview/mall/product/detail?productId=${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: names.zh_CN })).toBeVisible();
  await expect(page.getByTestId('product-detail-text')).toContainText('手工烧制的琉璃茶壶');
  await expect(page.getByTestId('product-style')).toHaveText(['单壶', '壶配四杯']);
  const detail = await api(request).ok(catalogEndpoints.productDetail, { query: { productId } });
  expect(detail.fild).toHaveLength(2);
  const orderNumber = await placeOrderByApi(request, token, productId, '2', detail.styles[1]!.styleId);
  const qr = await api(request).ok(
    paymentEndpoints.createSandboxQr,
    { body: { orderNumbers: [orderNumber] } },
    { token },
  );
  expect((await request.get(qr.confirmUrl)).ok(), 'sandbox payment confirmed').toBe(true);
  const order = await api(request).ok(orderEndpoints.detail, { query: { orderNumber } }, { token });
  expect(order.items.map((i) => [i.title, i.productStyle, i.quantity])).toEqual([
    [names.zh_CN, '壶配四杯', '2'],
  ]);

  // The merchant ships it (the workbench's shipping is journeyed in console.spec.ts); the buyer sees it.
  await api(request).ok(
    workbenchEndpoints.orderShip,
    { body: { orderNumber, method: 'express', carrier: 'SF', trackingNumber: `SF${tag}` } },
    { token: merchantToken },
  );
  await merchant.close();
  await page.goto(`/mallview/user/order/detail/${orderNumber}`);
  await expect(page.getByTestId('order-shipments')).toContainText(`SF${tag}`);
  await page.getByTestId('order-confirm').click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
});
