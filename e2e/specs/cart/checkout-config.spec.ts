import { catalogEndpoints, systemEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api, type Reply } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { addAddressByApi, freshBuyer, plainProduct, useLanguage } from './support';

/**
 * Order filling decides its invoice part, shipping lines and discount methods from the config calls of
 * spec §7, per order module (spec §4: a normal product is order type 4 → order_set, a supply-hall product
 * type 3 → order_supply). The seed has order_set with shipping and discounts on and order_supply with both
 * off, so the two modules show each switch both ways with the server's real totals; the tax switches (which
 * change no amount) are also flipped in the page's own calls.
 */

const { configItem, configItemList, configItemMap, switchSettings, typeConfigList } = systemEndpoints;
/** The configuration calls of spec §7 (configitem and typeconfig), as the page sends them. */
const configPaths = [configItem, configItemList, configItemMap, switchSettings, typeConfigList].map(
  (endpoint) => `/api${endpoint.path}`,
);

/** The config calls the page made, as path + query. */
function recordConfigCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (configPaths.includes(url.pathname)) {
      calls.push(decodeURIComponent(`${url.pathname}${url.search}`));
    }
  });
  return calls;
}

async function supplyLine(request: Parameters<typeof api>[0]) {
  const { rows } = await api(request).ok(catalogEndpoints.productList, {
    query: { productType: 3, offset: 1, limit: 1 },
  });
  const productId = rows[0]!.productId;
  const detail = await api(request).ok(catalogEndpoints.productDetail, { query: { productId } });
  const style = detail.styles[0] ? `&styleId=${detail.styles[0].styleId}` : '';
  return `productId=${productId}${style}&quantity=${detail.minOrder}`;
}

test.describe('order filling follows the configuration switches (spec §7)', () => {
  test('a normal product (order_set): shipping line, the discount methods, tax code and rate with the invoice', async ({
    page,
    context,
    request,
  }) => {
    const token = await freshBuyer(request, context);
    await addAddressByApi(request, token);
    const calls = recordConfigCalls(page);
    await page.goto(`/mallview/mall/fillorder/buynow?productId=${plainProduct.productId}&quantity=2`);

    const order = page.getByTestId('checkout-order');
    await expect(order).toHaveAttribute('data-module', 'order_set');
    await expect(order.getByTestId('checkout-order-shipping')).toContainText(/运费 ¥\d+\.\d{2}/);
    await expect(page.getByTestId('checkout-summary-shipping')).toBeVisible();
    await expect(page.getByTestId('checkout-summary-discount')).toBeVisible();
    // The discount methods of the DISCOUNT_METHOD list, described by the server.
    await order.getByRole('combobox', { name: '优惠方式' }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveText(['不使用优惠', /^满300减20（/, /^会员98折（/]);
    await page.keyboard.press('Escape');

    // The invoice part (OPEN_TAX_CODE / OPEN_TAX_RATE on) starts as the platform default, a normal invoice
    // titled with the buyer's name, and lists each line's tax classification code and rate.
    const invoice = page.getByTestId('checkout-invoice');
    await expect(invoice.getByRole('radio', { name: '普通发票' })).toBeChecked();
    await expect(page.getByLabel('发票抬头')).toHaveValue('测试用户');
    const taxLine = invoice.getByTestId('checkout-tax-line');
    await expect(taxLine).toHaveCount(1);
    await expect(taxLine.getByTestId('checkout-tax-code')).toHaveText(/^\d{19}$/);
    await expect(taxLine.getByTestId('checkout-tax-rate')).toHaveText(/^(9|13)%$/);

    expect(calls).toContain(
      `/api${configItemMap.path}?moduleCode=system_configuration&itemCodeList=OPEN_TAX_CODE,OPEN_TAX_RATE`,
    );
    expect(calls).toContain(`/api${configItemMap.path}?itemCode=SHIPPING_COST_ENABLED&moduleCode=order_set`);
    expect(calls).toContain(
      `/api${typeConfigList.path}?itemCode=DISCOUNT_METHOD&moduleCode=order_set&aliveFlag=1`,
    );
  });

  test('a supply-hall product (order_supply): no shipping line or charge, no discount list asked for', async ({
    page,
    context,
    request,
  }) => {
    const token = await freshBuyer(request, context);
    await addAddressByApi(request, token);
    const calls = recordConfigCalls(page);
    await page.goto(`/mallview/mall/fillorder/buynow?${await supplyLine(request)}`);

    const order = page.getByTestId('checkout-order');
    await expect(order).toHaveAttribute('data-module', 'order_supply');
    // Absences below mean something only once the page's config calls have answered.
    await expect(order).toHaveAttribute('data-switches', 'decided');
    await expect(page.getByTestId('checkout-invoice')).toBeVisible();
    await expect(order.getByTestId('checkout-order-shipping')).toHaveCount(0);
    await expect(page.getByTestId('checkout-summary-shipping')).toHaveCount(0);
    await expect(order.getByRole('combobox', { name: '优惠方式' })).toHaveCount(0);
    await expect(page.getByTestId('checkout-summary-discount')).toHaveCount(0);
    // The server charges what the page shows: the goods alone.
    const text = async (locator: ReturnType<Page['locator']>) =>
      (await locator.innerText()).replace(/\s/g, '');
    const goods = await text(order.getByTestId('checkout-line').locator('td').nth(3));
    expect(goods).toMatch(/^¥[\d,]+\.\d{2}$/);
    await expect.poll(() => text(page.getByTestId('checkout-pay-amount'))).toBe(goods);

    expect(calls).toContain(
      `/api${configItemMap.path}?itemCode=SHIPPING_COST_ENABLED&moduleCode=order_supply`,
    );
    expect(calls).toContain(`/api${switchSettings.path}?moduleCode=order_supply`);
    // {module}@DISCOUNT_METHOD is 0: the list is never asked for.
    expect(calls.filter((c) => c.includes('DISCOUNT_METHOD'))).toEqual([]);
  });

  test('in English: tax switches off hide the invoice part; one on shows only its column; the discount switch off hides the list', async ({
    page,
    context,
    request,
  }) => {
    const token = await freshBuyer(request, context);
    await addAddressByApi(request, token);
    await useLanguage(context, 'en_US');
    let tax = { OPEN_TAX_CODE: 0, OPEN_TAX_RATE: 0 };
    await page.route(`**/api${configItemMap.path}?moduleCode=system_configuration*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Reply<typeof configItemMap>;
      for (const [code, enableFlag] of Object.entries(tax))
        body.ext[code] = { ...body.ext[code], enableFlag };
      await route.fulfill({ response, json: body });
    });
    const url = `/mallview/mall/fillorder/buynow?productId=${plainProduct.productId}&quantity=1`;
    await page.goto(url);
    const order = page.getByTestId('checkout-order');
    await expect(order).toHaveAttribute('data-switches', 'decided');
    await expect(order.getByRole('combobox', { name: 'Discount' })).toBeVisible();
    await expect(page.getByTestId('checkout-pay-amount')).toBeVisible();
    await expect(page.getByTestId('checkout-invoice')).toHaveCount(0);

    tax = { OPEN_TAX_CODE: 0, OPEN_TAX_RATE: 1 };
    await page.route(`**/api${switchSettings.path}?moduleCode=order_set`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Reply<typeof switchSettings>;
      body.ext['order_set@DISCOUNT_METHOD'].enableFlag = 0;
      await route.fulfill({ response, json: body });
    });
    const calls = recordConfigCalls(page);
    await page.reload();
    await expect(order).toHaveAttribute('data-switches', 'decided');
    const invoice = page.getByTestId('checkout-invoice');
    // Labels of the invoice_type dictionary, in English.
    await expect(invoice.getByRole('radio', { name: 'Normal invoice' })).toBeChecked();
    await expect(invoice.getByRole('radio', { name: 'VAT special invoice' })).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'Tax rate' })).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'Tax classification code' })).toHaveCount(0);
    await expect(order.getByTestId('checkout-order-shipping')).toContainText('Shipping');
    await expect(order.getByRole('combobox', { name: 'Discount' })).toHaveCount(0);
    expect(calls.filter((c) => c.includes('DISCOUNT_METHOD'))).toEqual([]);
  });
});
