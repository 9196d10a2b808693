import { toQuantityUnits } from '@mall/contracts';

export interface BuyNowLine {
  productId: number;
  styleId?: number;
  quantity: string;
}

function positiveId(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * The line of `fillorder/buynow?productId=&styleId=&quantity=`, or undefined when the address does not
 * hold a usable one (the server checks minimum order, step, stock and PRODUCT_NUMS).
 */
export function buyNowLineOf(params: URLSearchParams): BuyNowLine | undefined {
  const productId = positiveId(params.get('productId'));
  const rawStyle = params.get('styleId');
  const styleId = rawStyle ? positiveId(rawStyle) : undefined;
  const quantity = (params.get('quantity') ?? '').trim();
  const units = toQuantityUnits(quantity);
  if (productId === undefined || (rawStyle && styleId === undefined) || units === null || units <= 0n) {
    return undefined;
  }
  return styleId === undefined ? { productId, quantity } : { productId, styleId, quantity };
}
