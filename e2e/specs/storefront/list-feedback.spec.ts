import { cartEndpoints, contentEndpoints, ErrorCode, orderEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api, callOf } from '../../support/api';
import { expect, type Lang, renderInBrowser, test } from '../../support/fixtures';
import { freshBuyer, placeOrderByApi, plainProduct, useLanguage } from '../cart/support';

// Spec §8's feedback on a phone: a failed list request is silent (no toast; the list shows the failure in
// its place, with a retry that loads it), a dismissed confirmation says "cancelled", and a search with no
// word warns "please enter information" instead of searching.

test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 500/] });

const texts = {
  zh_CN: {
    retry: '重试',
    loadFailed: '加载失败',
    cancel: '取消',
    cancelled: '已取消',
    remove: '删除',
    enterInformation: '请输入信息',
    search: '搜索',
    orderSearch: '搜索',
  },
  ru_RU: {
    retry: 'Повторить',
    loadFailed: 'Не удалось загрузить',
    cancel: 'Отмена',
    cancelled: 'Отменено',
    remove: 'Удалить',
    enterInformation: 'Пожалуйста, введите данные',
    search: 'Найти',
    orderSearch: 'Найти',
  },
} satisfies Partial<Record<Lang, Record<string, string>>>;

const orderList = callOf(orderEndpoints.list);
const newsList = callOf(contentEndpoints.newsList);

/** The page's one inline failure, with its retry, and no error toast anywhere. */
async function expectSilentFailure(page: Page, lang: keyof typeof texts) {
  const pageError = page.getByTestId('page-load-error');
  await expect(pageError).toBeVisible();
  await expect(pageError).toContainText(texts[lang].loadFailed);
  await expect(pageError.getByRole('button', { name: texts[lang].retry })).toBeVisible();
  await expectNoToast(page);
  return pageError;
}

/**
 * No toast on screen, now: counted once, not waited for (a toast goes after 5 s, so waiting for none
 * always ends well). Checked again once the retry has shown the list: a toast raised with the failure
 * renders with it and stays 5 s, so it would still be there.
 */
async function expectNoToast(page: Page) {
  expect(await page.locator('.ant-message-notice').count(), 'toasts on screen').toBe(0);
}

for (const lang of ['zh_CN', 'ru_RU'] as const) {
  test.describe(`list feedback (${lang})`, () => {
    test('a failed order list is silent, shows the failure with a retry, the retry shows the orders; an empty search warns', async ({
      page,
      context,
      request,
    }) => {
      const token = await freshBuyer(request, context);
      const orderNumber = await placeOrderByApi(request, token);
      await useLanguage(context, lang);
      await page.route(orderList, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/mallview/user/order/list');
      const list = page.getByTestId('order-list');
      await expect(list).toBeVisible();
      const pageError = await expectSilentFailure(page, lang);
      // The failure is not passed off as "no orders".
      await expect(list.getByTestId('order-list-empty')).toHaveCount(0);
      await expect(list.getByTestId('order-card')).toHaveCount(0);

      await page.unroute(orderList);
      await pageError.getByRole('button', { name: texts[lang].retry }).click();
      await expect(pageError).toHaveCount(0);
      await expect(list.getByTestId('order-card').first()).toContainText(orderNumber);
      await expectNoToast(page);

      // A search with no word warns instead of searching; the orders stay.
      await list.getByRole('button', { name: texts[lang].orderSearch, exact: true }).click();
      await expect(
        page.locator('.ant-message-notice').filter({ hasText: texts[lang].enterInformation }),
      ).toBeVisible();
      await expect(page).not.toHaveURL(/searchkey=/);
      await expect(list.getByTestId('order-card').first()).toContainText(orderNumber);
    });

    test('an error envelope on the news list is silent, and the retry shows the articles', async ({
      page,
      context,
    }) => {
      await useLanguage(context, lang);
      await renderInBrowser(page);
      await page.route(newsList, (route) =>
        route.fulfill({
          status: 200,
          json: { code: ErrorCode.SERVER_ERROR, msg: 'news are down', ext: null },
        }),
      );
      await page.goto('/mallview/news/newsList');
      const pageError = await expectSilentFailure(page, lang);
      await expect(page.getByTestId('article-item')).toHaveCount(0);

      await page.unroute(newsList);
      await pageError.getByRole('button', { name: texts[lang].retry }).click();
      await expect(pageError).toHaveCount(0);
      await expect(page.getByTestId('article-item').first()).toBeVisible();
      await expectNoToast(page);
    });

    test('a news search with no word warns and does not search', async ({ page, context }) => {
      await useLanguage(context, lang);
      await page.goto('/mallview/news/newsList');
      await expect(page.getByTestId('article-item').first()).toBeVisible();
      let searched = false;
      page.on('request', (sent) => {
        if (newsList(sent.url()) && new URL(sent.url()).searchParams.has('searchkey')) searched = true;
      });
      await page
        .locator('search.listing-search')
        .getByRole('button', { name: texts[lang].search, exact: true })
        .click();
      await expect(
        page.locator('.ant-message-notice').filter({ hasText: texts[lang].enterInformation }),
      ).toBeVisible();
      await expect(page).not.toHaveURL(/searchkey=/);
      expect(searched).toBe(false);
    });

    test('dismissing the cart line removal (its cancel button, Escape) says "cancelled" and keeps the line; confirming removes it', async ({
      page,
      context,
      request,
    }) => {
      const token = await freshBuyer(request, context);
      await api(request).ok(
        cartEndpoints.addCart,
        { body: { productId: plainProduct.productId, quantity: '1' } },
        { token },
      );
      await useLanguage(context, lang);
      await page.goto('/mallview/mall/shopcart');
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await line.getByRole('button', { name: new RegExp(`^${texts[lang].remove}`) }).click();
      const popover = page.locator('.ant-popconfirm');
      await expect(popover).toBeVisible();
      await popover.getByRole('button', { name: texts[lang].cancel, exact: true }).click();
      await expect(
        page.locator('.ant-message-notice').filter({ hasText: texts[lang].cancelled }),
      ).toBeVisible();
      await expect(popover).toBeHidden();
      await expect(line).toHaveCount(1);

      // Escape dismisses it too, and says so once the first notice has gone (the same notice shows once
      // while it is on screen); confirming says nothing of the kind and removes the line.
      const cancelled = page.locator('.ant-message-notice').filter({ hasText: texts[lang].cancelled });
      await expect(cancelled).toHaveCount(0);
      await line.getByRole('button', { name: new RegExp(`^${texts[lang].remove}`) }).click();
      await expect(popover).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(cancelled).toBeVisible();
      await expect(cancelled).toHaveCount(0);
      await line.getByRole('button', { name: new RegExp(`^${texts[lang].remove}`) }).click();
      await popover.getByRole('button', { name: texts[lang].remove, exact: true }).click();
      await expect(line).toHaveCount(0);
      expect(await cancelled.count(), 'a "cancelled" notice after confirming').toBe(0);
    });
  });
}
