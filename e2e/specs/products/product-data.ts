import type { APIRequestContext } from '@playwright/test';
import { api, type ClassNode } from '../../support/fixtures';

/** The API shapes these tests read (see packages/contracts/src/catalog.contracts.ts). */
export interface Summary {
  productId: number;
  productName: string;
  productPrice: string;
  marketPrice: string;
  productType: { code: number };
}

export interface Detail extends Summary {
  stock: string;
  minOrder: string;
  step: string;
  unit: string;
  priceTiers: { minQty: string; price: string }[];
  styles: { styleId: number; name: string; price: string; stock: string; unit: string; imageUrl: string }[];
  specs: { name: string; value: string }[];
  shop: { shopId: number; shopName: string; custId: number };
}

export interface ProductPage {
  rows: Summary[];
  total: number;
}

export interface Facets {
  total: number;
  capped: boolean;
  sampled: boolean;
  brands: { id: number; name: string; count: number }[];
  shops: { id: number; name: string; count: number }[];
  areas: { name: string; count: number }[];
  classes: { id: number; name: string; count: number }[];
}

export const listPath = '/mallview/mall/product';

export function products(request: APIRequestContext, query: string) {
  return api<ProductPage>(request, `/product/product/queryproductlist?${query}`);
}

export function facets(request: APIRequestContext, query: string) {
  return api<Facets>(request, `/product/product/queryproductfacets?${query}`);
}

export function classTree(request: APIRequestContext) {
  return api<ClassNode[]>(request, '/product/productclass/indexproductclass?classType=1&showView=1');
}

export function detail(request: APIRequestContext, productId: number) {
  return api<Detail>(request, `/member/product/product/getproductdetail?productId=${productId}`);
}

/** The first product (newest first, of `productType`) whose detail satisfies `accept`. */
export async function findProduct(
  request: APIRequestContext,
  accept: (product: Detail) => boolean,
  productType = 4,
): Promise<Detail> {
  for (let offset = 1; offset <= 5; offset++) {
    const page = await products(request, `productType=${productType}&offset=${offset}&limit=50`);
    for (const row of page.rows) {
      const product = await detail(request, row.productId);
      if (accept(product)) return product;
    }
    if (page.rows.length < 50) break;
  }
  throw new Error('No product in the seed fits this test');
}

/** Yuan text ("¥12.50") → fen. */
export function fen(text: string): number {
  const match = /(\d+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`Not a price: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** A top class with more than `min` products on sale (so paging has a second page). */
export async function busyTopClass(request: APIRequestContext, min = 20): Promise<ClassNode> {
  for (const top of await classTree(request)) {
    const page = await products(request, `classId=${top.id}&offset=1&limit=1`);
    if (page.total > min) return top;
  }
  throw new Error('No class with enough products');
}
