import { type AnyEndpoint, catalogEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { callOf } from '../../support/api';
import { demoBuyer, signIn } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { findProduct } from '../products/product-data';

/**
 * The first view of the pages a visitor lands on: nothing moves when the data arrives (layout shifts,
 * as Lighthouse's CLS counts them), and the largest picture is fetched first. The API answers are held
 * back a moment, as on a slow network, so the loading state is on screen before the data replaces it:
 * as a signed-in buyer, whose pages render in the browser (a visitor's arrive rendered by the server).
 */

/** Collects the page's layout shifts that no input caused (what CLS adds up). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

/** Holds back the answers of one endpoint for `ms`. */
async function delayApi(page: Page, endpoint: AnyEndpoint, ms: number) {
  await page.route(callOf(endpoint), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('first view', () => {
  test('the product page does not move when the product arrives; its main picture comes first', async ({
    page,
    request,
    context,
  }) => {
    const product = await findProduct(request, (p) => p.styles.length > 0);
    await signIn(request, context, demoBuyer);
    const cls = await recordShifts(page);
    await delayApi(page, catalogEndpoints.productDetail, 800);
    await page.goto(`/mallview/mall/product/detail?productId=${product.productId}`);
    await expect(page.getByTestId('product-detail-loading')).toBeVisible();
    await expect(page.getByTestId('product-title')).toHaveText(product.productName);
    const main = page.getByTestId('gallery-main').locator('img');
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await cls()).toBeLessThan(0.02);

    // The largest picture of the page (its LCP) is fetched first and never lazily.
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).not.toHaveAttribute('loading', 'lazy');
  });

  test('the product list does not move when its filters arrive', async ({ page, request, context }) => {
    await signIn(request, context, demoBuyer);
    const cls = await recordShifts(page);
    await delayApi(page, catalogEndpoints.productFacets, 800);
    await page.goto('/mallview/mall/product?classId=1');
    await expect(page.getByTestId('facet-pending').first()).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('facet-brand')).toBeVisible();
    await expect(page.getByTestId('facet-pending')).toHaveCount(0);
    // The pager arrives after the list (its code loads later) in the place kept for it.
    await expect(page.locator('.ant-pagination')).toBeVisible();
    expect(await cls()).toBeLessThan(0.02);
  });

  test('the home fetches its first banner first and the pictures below the fold lazily', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const first = page.getByTestId('home-banner').locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    // The floors' product pictures are below the fold.
    await page.locator('.product-floor').first().scrollIntoViewIfNeeded();
    const floorPicture = page.locator('.product-floor__grid img').first();
    await expect(floorPicture).toHaveAttribute('loading', 'lazy');
  });
});
