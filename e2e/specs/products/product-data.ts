import { catalogEndpoints, type EndpointQueryIn, type EndpointResult } from '@mall/contracts';
import type { APIRequestContext } from '@playwright/test';
import { api } from '../../support/api';
import type { ClassNode } from '../../support/fixtures';

/** A product's detail as the API answers it. */
export type Detail = EndpointResult<typeof catalogEndpoints.productDetail>;

export const listPath = '/mallview/mall/product';

export function products(
  request: APIRequestContext,
  query: EndpointQueryIn<typeof catalogEndpoints.productList>,
) {
  return api(request).ok(catalogEndpoints.productList, { query });
}

export function facets(
  request: APIRequestContext,
  query: EndpointQueryIn<typeof catalogEndpoints.productFacets>,
) {
  return api(request).ok(catalogEndpoints.productFacets, { query });
}

export function classTree(request: APIRequestContext) {
  return api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } });
}

export function detail(request: APIRequestContext, productId: number) {
  return api(request).ok(catalogEndpoints.productDetail, { query: { productId } });
}

/** The first product (newest first, of `productType`) whose detail satisfies `accept`. */
export async function findProduct(
  request: APIRequestContext,
  accept: (product: Detail) => boolean,
  productType = 4,
): Promise<Detail> {
  for (let offset = 1; offset <= 5; offset++) {
    const page = await products(request, { productType, offset, limit: 50 });
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
    const page = await products(request, { classId: top.id, offset: 1, limit: 1 });
    if (page.total > min) return top;
  }
  throw new Error('No class with enough products');
}
