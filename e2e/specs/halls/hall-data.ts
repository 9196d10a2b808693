import type { APIRequestContext, Page } from '@playwright/test';
import { api, expect } from '../../support/fixtures';

/** The API shapes these tests read (packages/contracts/src/catalog.contracts.ts and halls.contracts.ts). */
export interface Demand {
  id: number;
  title: string;
  quantity: string;
  unit: string;
  custName: string;
  deadline: string;
  quoteCount: number;
  areaName: string;
}
export interface Shop {
  shopId: number;
  shopName: string;
  custId: number;
  productCount: number;
}
export interface ShopDetail extends Shop {
  classes: { id: number; name: string; count: number }[];
  contact: { custName: string; cellphone: string; email: string };
}
export interface Summary {
  productId: number;
  productName: string;
  productType: { code: number };
}
export interface PointsGoods {
  id: number;
  name: string;
  points: number;
  stock: number;
}
export interface Activity {
  id: number;
  title: string;
  state: 'upcoming' | 'ongoing' | 'ended';
}
export interface Page_<T> {
  rows: T[];
  total: number;
}

export const page = <T>(request: APIRequestContext, path: string) => api<Page_<T>>(request, path);

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
