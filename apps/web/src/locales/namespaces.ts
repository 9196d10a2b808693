/**
 * Feature language namespaces: each is a folder `locales/<namespace>/` with one pack per locale
 * (zh_CN.ts is the source of the keys), loaded with the routes that name it in the router. Texts of the
 * shell and of components on the home page stay in the main packs (locales/<locale>.ts).
 *
 * Each namespace is named after the feature whose pages show its texts: products, halls (the browse halls),
 * region, chat, buying (cart, quick order, checkout, payments, orders, addresses), content (news, bulletins,
 * help, company, resources), merchant, gallery, benefits (points, coupons), account (profile, security,
 * payment password).
 */
export interface NamespaceMessages {
  products: typeof import('./products/zh_CN').default;
  halls: typeof import('./halls/zh_CN').default;
  region: typeof import('./region/zh_CN').default;
  chat: typeof import('./chat/zh_CN').default;
  buying: typeof import('./buying/zh_CN').default;
  content: typeof import('./content/zh_CN').default;
  merchant: typeof import('./merchant/zh_CN').default;
  gallery: typeof import('./gallery/zh_CN').default;
  benefits: typeof import('./benefits/zh_CN').default;
  account: typeof import('./account/zh_CN').default;
}
export type Namespace = keyof NamespaceMessages;
