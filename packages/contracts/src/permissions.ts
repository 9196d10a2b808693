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
   * After-sales: asking for a refund or a return, shipping a return back, withdrawing or escalating a
   * request (the personal centre's "refunds" and "returns" lists, which only this code lists).
   */
  orderRefund: 'order:refund',
  /** Invoices: one asked for with an order (order filling), invoice titles and invoice requests. */
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

/**
 * The identity centres that hold permission codes (spec §1/§6 subsystems): a session is in one of them.
 * The buyer centre is the storefront's personal centre; the seller centre is the merchant workbench and the
 * platform centre the platform console (apps/console).
 */
export const centreCodes = {
  buyer: 'DRP.TMALL.BUYER',
  merchant: 'DRP.TMALL.SELLER',
  platform: 'DRP.TMALL.PLATFORM',
} as const;
export type CentreKind = keyof typeof centreCodes;
/** The centres with a console: their endpoints live under /api/merchant/* and /api/platform/*. */
export type ConsoleCentre = Exclude<CentreKind, 'buyer'>;

/**
 * Permission codes of the merchant workbench: a shop's owner (the customer's main account, the wildcard)
 * gives its staff roles built from these. Every /api/merchant/* endpoint names one and is scoped to the
 * caller's own shop.
 */
export const merchantPermissionCodes = {
  /** The dashboard's figures: orders to ship, after-sales waiting, unread chats, today's sales. */
  dashboard: 'shop:dashboard',
  /** Seeing the shop's products and their SKUs. */
  productView: 'shop:product:view',
  /** Creating and editing products (drafts), their SKUs, prices and stock. */
  productEdit: 'shop:product:edit',
  /** Publishing a product to the storefront and taking it down. */
  productPublish: 'shop:product:publish',
  /** The products' spreadsheet import and export. */
  productImport: 'shop:product:import',
  /** Seeing the shop's orders. */
  orderView: 'shop:order:view',
  /** Shipping orders (carrier and tracking number, or the shop's own driver and vehicle). */
  orderShip: 'shop:order:ship',
  /** Answering after-sales requests: agree, refuse, receive a return. */
  afterSale: 'shop:aftersale',
  /** Issuing the buyers' invoices (and recording their reversal). */
  invoiceIssue: 'shop:invoice',
  /** The shop's own drivers and vehicles, and the events of its own deliveries. */
  deliveryManage: 'shop:delivery',
  /** The shop's logo, banner, notice and classes. */
  shopEdit: 'shop:settings:edit',
  /** Inviting staff and building their roles. */
  staffManage: 'shop:staff:manage',
} as const;
export type MerchantPermissionCode = (typeof merchantPermissionCodes)[keyof typeof merchantPermissionCodes];

/** Permission codes of the platform console: the mall operator's staff roles are built from these. */
export const platformPermissionCodes = {
  /** Merchant applications: approve (creating the shop) or refuse with a reason. */
  merchantReview: 'platform:merchant:review',
  /** Suspending and restoring shops. */
  shopManage: 'platform:shop:manage',
  /** The class tree, brands and units; the product review queue. */
  catalogEdit: 'platform:catalog:edit',
  /** News, bulletins, help, adverts and banners, hot words, footer menus and links, service pages. */
  contentEdit: 'platform:content:edit',
  /** The system parameters and config items. */
  configEdit: 'platform:config:edit',
  /** Finding users, freezing and restoring them, ending their sessions, resetting passwords. */
  userManage: 'platform:user:manage',
  /** The platform's staff and their roles. */
  staffManage: 'platform:staff:manage',
  /** Buyers' feedback and its replies. */
  feedbackReply: 'platform:feedback:reply',
  /** After-sales requests escalated to the platform: deciding them. */
  afterSaleDecide: 'platform:aftersale:decide',
  /** Reviewing buyers' special VAT invoice titles (their qualification). */
  invoiceReview: 'platform:invoice:review',
  /** Reading, searching and exporting the audit log, and its chain check. */
  auditView: 'platform:audit:view',
} as const;
export type PlatformPermissionCode = (typeof platformPermissionCodes)[keyof typeof platformPermissionCodes];

export type AnyPermissionCode = PermissionCode | MerchantPermissionCode | PlatformPermissionCode;

/**
 * The one registry of permission codes: each centre's codes. A role holds codes of its own centre only; a
 * console endpoint's codes are codes of its centre (packages/contracts/src/permissions.test.ts checks both
 * and that no code is in two centres).
 */
export const permissionRegistry: Readonly<Record<CentreKind, readonly AnyPermissionCode[]>> = {
  buyer: Object.values(permissionCodes),
  merchant: Object.values(merchantPermissionCodes),
  platform: Object.values(platformPermissionCodes),
};

/** The centre whose registry holds `code`, or undefined for a code no centre has. */
export function centreOfPermission(code: string): CentreKind | undefined {
  return (Object.keys(permissionRegistry) as CentreKind[]).find((centre) =>
    (permissionRegistry[centre] as readonly string[]).includes(code),
  );
}

/** The centre kind of a session's subsystem code, or undefined for a centre without codes (an external one). */
export function centreKindOf(subsysCode: string): CentreKind | undefined {
  return (Object.keys(centreCodes) as CentreKind[]).find((kind) => centreCodes[kind] === subsysCode);
}

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
