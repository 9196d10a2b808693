import { cartEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { expect, type Lang, test } from '../../support/fixtures';
import { addAddressByApi, expectCartCount, freshBuyer, useLanguage } from '../cart/support';
import { detail as productDetail } from './product-data';

// Issue 31: "what am I paying for?" The box of 24 bags of seeded product 1 is sold per box (its price, tiers
// and stock count boxes), and every count meets its unit in the language's plural form, on the product
// page, in the cart, on the order filling page and in the placed order, on a phone in Russian and Spanish.

test.use({ viewport: { width: 390, height: 844 } });

/** The forms of 箱 (a carton) the page should write, by Intl.PluralRules category. */
const cartons: Record<'ru_RU' | 'es', Partial<Record<Intl.LDMLPluralRule, string>>> = {
  ru_RU: { one: 'ящик', few: 'ящика', many: 'ящиков', other: 'ящика' },
  es: { one: 'caja grande', other: 'cajas grandes' },
};

const increase = { ru_RU: 'Увеличить количество', es: 'Aumentar cantidad' } as const;

const counted = (lang: 'ru_RU' | 'es', count: string) => {
  const category = new Intl.PluralRules(lang.replace('_', '-')).select(Number(count));
  return `${count}\u00a0${cartons[lang][category] ?? cartons[lang].other}`;
};

/**
 * The stock shown is a count of boxes in the plural form its number takes. Its number is read off the page:
 * the other tests (this one in the other language, the plural order test) buy boxes of the same style.
 */
async function expectCountedStock(locator: ReturnType<Page['locator']>, lang: 'ru_RU' | 'es') {
  // Longest first: "ящиков" before "ящик".
  const words = [...new Set(Object.values(cartons[lang]))].sort((a, b) => b.length - a.length).join('|');
  await expect(async () => {
    const text = await locator.innerText();
    const shown = text.match(new RegExp(`(\\d+)\u00a0(${words})`));
    expect(shown, text).not.toBeNull();
    expect(shown![0]).toBe(counted(lang, shown![1]!));
  }).toPass();
}

async function expectInsideScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box!.x + box!.width, testId).toBeLessThanOrEqual(390);
  const cut = await page
    .getByTestId(testId)
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(cut, testId).toBeLessThanOrEqual(0);
}

for (const lang of ['ru_RU', 'es'] as const satisfies Lang[]) {
  test(`the box of 24 bags is priced, stocked and tiered per box with plural units (${lang}, 390 px)`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const token = await freshBuyer(request, context);
    await useLanguage(context, lang);
    const detail = await productDetail(request, 1);
    const boxIndex = detail.styles.findIndex((s) => s.name === '整箱 24袋');
    const box = detail.styles[boxIndex]!;
    const bag = detail.styles.find((s) => s.name === '500g')!;
    expect(box.unit).toBe('箱');
    expect(Number(box.price)).toBeGreaterThan(20 * Number(bag.price));

    await page.goto('/mallview/mall/product/detail?productId=1');
    await page.getByTestId('product-style').nth(boxIndex).click();
    await expect(page.getByTestId('product-style').nth(boxIndex)).toHaveAttribute('aria-pressed', 'true');
    // Stock in boxes, in the plural form its number takes.
    await expectCountedStock(page.getByTestId('product-stock'), lang);
    // Tiers counted in boxes: "≥ 10 ящиков", "≥ 10 cajas grandes".
    const tiers = page.getByTestId('price-tier');
    await expect(tiers).toHaveCount(box.priceTiers.length);
    for (const [i, tier] of box.priceTiers.entries()) {
      await expect(tiers.nth(i)).toContainText(counted(lang, tier.minQty));
    }
    await expect(page.getByTestId('product-min-order')).toContainText(counted(lang, '1'));
    await expectInsideScreen(page, 'product-stock');
    await page.screenshot({ path: `/tmp/shots-units/detail-${lang}-390.png`, fullPage: false });

    await page.getByTestId('add-to-cart').click();
    await expectCartCount(page, 1);
    await page.goto('/mallview/mall/shopcart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    // "1 artículo", not "1 artículos": counted nouns take the language's plural forms.
    if (lang === 'es') await expect(page.locator('.buying-page__count')).toHaveText('1 artículo');
    // The line names the box, its price per box and its stock in boxes.
    await expectCountedStock(line, lang);
    await expect(line.locator('.cart-line__unit')).toHaveText(`/${cartons[lang].one}`);
    await expectInsideScreen(page, 'cart-line');
    await page.screenshot({ path: `/tmp/shots-units/cart-${lang}-390.png`, fullPage: false });

    // Order filling and the placed order: the box's price is per box, two boxes are "2 ящика" / "2 cajas
    // grandes" (the quantity in its plural form, not the unit's bare name).
    const saved = page.waitForResponse(
      (response) => response.url().includes(cartEndpoints.updateCartNum.path) && response.ok(),
    );
    await line.getByRole('button', { name: increase[lang], exact: true }).click();
    await saved;
    await expect(line.locator('input.quantity-stepper__input')).toHaveValue('2');
    await addAddressByApi(request, token);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/fillorder\/normal(\?|$)/);
    const checkoutLine = page.getByTestId('checkout-line');
    await expect(checkoutLine).toHaveCount(1);
    await expect(checkoutLine.getByTestId('order-line-price')).toContainText(`/${cartons[lang].one}`);
    await expect(checkoutLine.getByTestId('order-line-quantity')).toHaveText(counted(lang, '2'));
    await page.screenshot({ path: `/tmp/shots-units/checkout-${lang}-390.png`, fullPage: false });
    await page.getByTestId('checkout-submit').click();
    await expect(page).toHaveURL(/\/fillorder\/ordersuccess\?orderNumbers=\d+(&|$)/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
    await page.goto(`/mallview/user/order/detail/${orderNumber}`);
    const item = page.getByTestId('order-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('order-line-price')).toContainText(`/${cartons[lang].one}`);
    await expect(item.getByTestId('order-line-quantity')).toHaveText(counted(lang, '2'));
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-units/order-${lang}-390.png`, fullPage: false });
  });
}
