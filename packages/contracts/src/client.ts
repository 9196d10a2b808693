/**
 * The zod-free part of the contracts: what the browser may import at run time. The web build aliases
 * `@mall/contracts` to `apps/web/src/lib/contracts-client.ts`, which adds the endpoint descriptors
 * (method, path, kind, auth) and the plain values of the `*.contracts.ts` files, rendered from this
 * package when the web app is built. Types still come from the full package, so nothing changes for
 * the code; zod (~35 KB gzip) stays out of every page. The validation messages' texts are not here: each
 * web language pack imports its own language's (`@mall/contracts/validation-texts/<locale>`).
 */
export * from './constants';
export * from './endpoint';
export * from './error-codes';
export * from './locales';
export * from './permissions';
export * from './thumbnails';
export * from './utils/checks';
export * from './utils/format';
export * from './utils/quantity';
export * from './utils/quick-order-text';
export * from './utils/timing';
export * from './utils/units';
export * from './validation/rules';
