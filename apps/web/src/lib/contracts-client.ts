// What `@mall/contracts` means in the browser build (see vite.config.ts and packages/contracts/src/client.ts):
// the zod-free modules plus the endpoint descriptors and constants rendered at build time.

export * from 'virtual:mall-client-contracts';
export * from '@mall/contracts/client';
