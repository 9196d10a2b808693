// The server's texts come from the contracts (packages/contracts/src/translate.ts), shared with the console.
export { translateMessage as translate } from '@mall/contracts';
