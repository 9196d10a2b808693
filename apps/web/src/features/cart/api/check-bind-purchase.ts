import { cartEndpoints } from '@mall/contracts';
import { isApiError, request } from '../../../lib/http';

/** The answer of the bind-purchase check: passed, or the server's reason to show in place. */
export type BindCheck = { passed: true } | { passed: false; reason: string };

/**
 * The bind-purchase check (spec §8) before a product goes into the cart (`buyNow` false) or is bought at
 * once: the server answers -1 when the product is sold only together with a main product the cart lacks.
 * That -1 rejects silently (no toast): the caller shows the reason beside the buttons instead.
 */
export async function checkBindPurchase(productId: number, buyNow: boolean): Promise<BindCheck> {
  try {
    await request(cartEndpoints.checkBindPurchase, {
      query: { productId, buyNow: buyNow ? 1 : undefined },
      silentReject: true,
    });
    return { passed: true };
  } catch (error) {
    if (isApiError(error) && error.kind === 'silent') return { passed: false, reason: error.message };
    throw error;
  }
}
