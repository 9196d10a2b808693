/**
 * Permission codes of the buyer centre (spec §6 names the directive, not the codes; these are ours). A
 * session holds the codes of its account's role in the centre (`ext.permi` of the menu list); an account
 * without a role is the customer's main account and holds the wildcard.
 */
export const permissionCodes = {
  /** Editing one's own profile: contact names, e-mail, the avatar (uploaded or from the gallery). */
  accountEdit: 'account:info:edit',
  /** Setting or changing one's own payment password (and the SMS code that sets it). */
  payPasswordEdit: 'account:paypwd:edit',
  /** Seeing the customer's orders: list, counts, detail, the chat's order picker. Reading only. */
  orderList: 'order:list',
  /**
   * Buying and acting on orders as their buyer: order filling (preview, submit), the points order, cancelling
   * an unpaid order, confirming receipt, buying again.
   */
  orderCreate: 'order:create',
  /**
   * After-sales: refunds and returns. Their screens are not built yet (the personal centre's "refunds" and
   * "returns" menus, which only this code lists); their endpoints will carry it.
   */
  orderRefund: 'order:refund',
  /** An invoice asked for with an order (the invoice section of order filling). */
  invoiceApply: 'order:invoice',
  /** Paying an order (balance or QR). */
  orderPay: 'order:pay',
  /** The quick order page: product-code suggestions, line checks, adding the lines to the cart. */
  quickOrder: 'order:quick',
  /** The spreadsheet import of quick order. */
  quickOrderImport: 'order:quick:import',
  /** Deleting pictures or folders of the picture gallery. */
  galleryDelete: 'gallery:file:delete',
  /** Starting a conversation and sending messages in chat (the live channel only receives). */
  chatSend: 'chat:send',
  /** The right bar's online message (feedback). */
  feedbackAdd: 'feedback:add',
} as const;
export type PermissionCode = (typeof permissionCodes)[keyof typeof permissionCodes];

/** The wildcard: every code is granted. */
export const allPermissions = '*';

/** Every code of the buyer centre, for roles that list them one by one. */
export const buyerPermissionCodes: readonly PermissionCode[] = Object.values(permissionCodes);

/**
 * Spec §6 permission directive: granted when the list holds the wildcard or one of the codes. An empty
 * code list asks for nothing and is granted. The server checks the same way (a refused action: 40300).
 */
export function hasPermission(
  granted: readonly string[] | null | undefined,
  codes: readonly string[],
): boolean {
  if (codes.length === 0) return true;
  if (!granted || granted.length === 0) return false;
  return granted.includes(allPermissions) || codes.some((code) => granted.includes(code));
}
