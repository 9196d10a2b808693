import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** "2026-11-02T00:50:06.890Z" as the storefront shows it in Shanghai time ("2026 / 11 / 02"). */
export function shownDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')} / ${get('month')} / ${get('day')}`;
}

/** The header search box with a scope chosen. */
export async function headerSearch(p: Page, scope: '商品' | '采购' | '店铺', word: string) {
  await p.getByTestId('search-scope').click();
  await p.getByTestId('search-scope-menu').getByRole('button', { name: scope }).click();
  const box = p.getByRole('searchbox', { name: '请输入商品名称、采购需求或店铺' });
  await box.fill(word);
  await box.press('Enter');
}

/** The menu tab highlighted as the current section. */
export function activeTab(p: Page) {
  return p.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]');
}

export async function expectLoginDialog(p: Page) {
  await expect(p.getByRole('dialog', { name: '登录' })).toBeVisible();
}
