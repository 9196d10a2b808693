import {
  accountEndpoints,
  addressEndpoints,
  cartEndpoints,
  orderEndpoints,
  profileEndpoints,
} from '@mall/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { api } from '../../support/api';
import {
  demoTwoCentres,
  freshBuyer,
  latestCode,
  origin,
  signIn,
  sliderVerification,
} from '../../support/auth';
import { expect, type Lang } from '../../support/fixtures';

export { freshBuyer };

/** The buyer centre: the two-centre demo account signs in to it. */
export const buyerCentre = 'DRP.TMALL.BUYER';
/** The payment password the tests give the demo buyer they pay with. */
export const payPassword = '246810';

/** Seeded products with a code (model): one without styles, one with styles. */
export const plainProduct = { productId: 321, code: 'AA-6524', price: '50.90' };
export const styledProduct = {
  productId: 111,
  code: 'AA-7957',
  style: '两件装',
  // The style's name in English (the catalogue speaks the page's language).
  styleEn: '2 pcs',
  styleId: 11102,
};

/** A seeded points good the demo buyer's points cover. */
export const pointsGoods = { id: 21, points: 1500 };

/** A chain of seeded areas (province, city, district) for addresses made through the API. */
export const hangzhouXihu = { provinceId: '330000', cityId: '330100', districtId: '330106' };

/** The signed-in browser's interface language (site_lang cookie, read by the web app and the server). */
export async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
}

/** The two-centre demo buyer (it has a balance to pay from), signed in to the buyer centre. */
export function payingBuyer(request: APIRequestContext, context: BrowserContext): Promise<string> {
  return signIn(request, context, demoTwoCentres, undefined, buyerCentre);
}

/** Removes every line of the buyer's cart. */
export async function emptyCart(request: APIRequestContext, token: string) {
  const cart = await api(request).ok(cartEndpoints.cartList, {}, { token });
  const ids = [...cart.shops.flatMap((s) => s.items), ...cart.invalidItems].map((i) => i.cartId);
  if (ids.length > 0) await api(request).ok(cartEndpoints.deleteCart, { body: { cartIds: ids } }, { token });
}

/** Gives the buyer the tests' payment password, unless they already have one (then it must be it). */
export async function ensurePayPassword(request: APIRequestContext, token: string) {
  const isSet = await api(request).ok(profileEndpoints.payPasswordSet, {}, { token });
  if (!isSet) {
    // Setting the first payment password takes a code sent to the buyer's own mobile.
    const me = await api(request).ok(accountEndpoints.userInfo, {}, { token });
    await api(request).ok(
      profileEndpoints.sendPayPasswordCode,
      {},
      { token, slider: await sliderVerification(request) },
    );
    const smsCode = await latestCode(request, me.mobile, 'paypwd');
    await api(request).ok(profileEndpoints.payPasswordAdd, { body: { payPassword, smsCode } }, { token });
  }
}

export async function addAddressByApi(request: APIRequestContext, token: string, consignee = '测试收货人') {
  return api(request).ok(
    addressEndpoints.add,
    { body: { consignee, mobile: '13712345678', ...hangzhouXihu, detail: '文一西路 1 号', isDefault: true } },
    { token },
  );
}

/**
 * The paying demo buyer signed in, ready to check out: an empty cart, the tests' payment password and at least
 * one address (added under `consignee` when there is none). Answers the token.
 */
export async function readyToCheckOut(
  request: APIRequestContext,
  context: BrowserContext,
  consignee: string,
): Promise<string> {
  const token = await payingBuyer(request, context);
  await emptyCart(request, token);
  await ensurePayPassword(request, token);
  const addresses = await api(request).ok(addressEndpoints.list, {}, { token });
  if (addresses.length === 0) await addAddressByApi(request, token, consignee);
  return token;
}

/** Places an unpaid order of one product (of its style `styleId`) through the API (buy now) and answers its number. */
export async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  productId = plainProduct.productId,
  quantity = '1',
  styleId?: number,
): Promise<string> {
  const lines = [{ productId, quantity, ...(styleId ? { styleId } : {}) }];
  const addresses = await api(request).ok(addressEndpoints.list, {}, { token });
  const addressId = addresses[0]?.addressId ?? (await addAddressByApi(request, token)).addressId;
  const preview = await api(request).ok(
    orderEndpoints.preview,
    { body: { source: 'buynow', lines, addressId } },
    { token },
  );
  const result = await api(request).ok(
    orderEndpoints.submit,
    {
      body: {
        source: 'buynow',
        lines,
        addressId,
        idempotencyKey: `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        payAmount: preview.payAmount,
      },
    },
    { token },
  );
  return result.orderNumbers[0]!;
}

/** The navbar cart button; its accessible name carries the count. */
export function cartButton(page: Page) {
  return page.getByTestId('cart-button');
}

/** Expects the navbar badge to show `count`. */
export async function expectCartCount(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAttribute('aria-label', new RegExp(`(^|\\D)${count}(\\D|$)`));
}

/**
 * Chooses areas level by level in the region picker, each on its own tab: the picker moves to the next tab
 * once it knows the level below, and until then the level just chosen is still on screen (上海市 the
 * province and 上海市 the city share a name).
 */
export async function pickRegion(page: Page, names: string[]) {
  const picker = page.getByTestId('region-picker');
  for (const [level, name] of names.entries()) {
    await expect(picker.getByRole('tab').nth(level)).toHaveAttribute('aria-selected', 'true');
    await picker
      .locator('[role=tabpanel][aria-hidden=false]')
      .getByRole('button', { name, exact: true })
      .click();
  }
}
