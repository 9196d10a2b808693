import { catalogEndpoints, formatDateTime, orderEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { freshBuyer, placeOrderByApi, useLanguage } from './support';

// Issue 31: on a phone in Russian and Spanish the order page wrote its times as '2027-01-05 10:00:00' and
// the quantity with the unit's singular ("5 ящик"); they take the language's date-time and plural forms.
const forms = {
  ru_RU: {
    fiveBoxes: '5\u00a0ящиков',
    created: /^Оформлен: \d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d$/,
    deadline: /^Оплатите до \d\d\.\d\d\.\d{4}, \d\d:\d\d: осталось \d+:\d\d:\d\d$/,
  },
  es: {
    fiveBoxes: '5\u00a0cajas grandes',
    created: /^Realizado el \d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d$/,
    deadline: /^Pague antes de \d\d\/\d\d\/\d{4}, \d\d:\d\d: quedan \d+:\d\d:\d\d$/,
  },
} as const;

test.describe('counted words and date-times on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['ru_RU', 'es'] as const) {
    test(`the order page writes its quantity in the plural and its times as ${lang} does`, async ({
      page,
      context,
      request,
    }) => {
      const token = await freshBuyer(request, context);
      await useLanguage(context, lang);
      // Seeded product 1's box of 24 bags is sold per box (箱).
      const product = await api(request).ok(catalogEndpoints.productDetail, { query: { productId: 1 } });
      const box = product.styles.find((s) => s.name === '整箱 24袋')!;
      expect(box.unit).toBe('箱');
      const orderNumber = await placeOrderByApi(request, token, 1, '5', box.styleId);
      const order = await api(request).ok(orderEndpoints.detail, { query: { orderNumber } }, { token });

      await page.goto(`/mallview/user/order/detail/${orderNumber}`);
      const detail = page.getByTestId('order-detail');
      await expect(detail.getByTestId('order-number')).toHaveText(orderNumber);

      // Five boxes take the plural, not the singular the unit is named by ("5 ящик", "5 caja grande").
      await expect(detail.getByTestId('order-line-quantity')).toHaveText(forms[lang].fiveBoxes);

      const created = detail.locator('.order-detail__sub > span').first();
      await expect(created).toHaveText(forms[lang].created);
      await expect(created).toContainText(formatDateTime(order.gmtCreate, lang, { seconds: true }));
      const countdown = detail.getByTestId('pay-countdown');
      await expect(countdown).toHaveText(forms[lang].deadline);
      await expect(countdown).toContainText(formatDateTime(order.payDeadline, lang));

      // The page's own words in the head are the language's: no Chinese left (the shop and product names
      // below are the seller's data and may be).
      const head = (await detail.locator('.order-detail__head').innerText()).replace(orderNumber, '');
      expect(head).not.toMatch(/\p{Script=Han}/u);
      expect(head).not.toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d/);
    });
  }
});
