import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

// What the storefront's phone specs (phone.spec.ts, phone-home.spec.ts) measure with.

/** How far the page reaches beyond the window's width (0 when it never scrolls sideways). */
export function sideOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The target is on the screen and at least 44 × 44 px: a finger can hit it. */
export async function expectTouchSize(target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, 'a box on the screen').toBeTruthy();
  expect(box!.height, 'height of a touch target').toBeGreaterThanOrEqual(44);
  expect(box!.width, 'width of a touch target').toBeGreaterThanOrEqual(44);
}
