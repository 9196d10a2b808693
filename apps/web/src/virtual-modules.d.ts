// Rendered by build/client-contracts.ts; its names are typed through `@mall/contracts` itself.
declare module 'virtual:mall-client-contracts' {}
