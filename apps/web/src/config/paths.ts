/**
 * The storefront's routes and their href builders live in the contracts (packages/contracts/src/
 * storefront-paths.ts): the server names the same pages (sitemap, payment return), so one list serves both.
 */
export * from '@mall/contracts/storefront-paths';
