import type { Plugin } from 'vite';
import * as zodFree from '../../../packages/contracts/src/client';
import * as contracts from '../../../packages/contracts/src/index';

const moduleId = 'virtual:mall-client-contracts';
const resolvedId = `\0${moduleId}`;

function isEndpoint(value: unknown): value is contracts.AnyEndpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'result' in value
  );
}

function isEndpointGroup(value: unknown): value is Record<string, contracts.AnyEndpoint> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length > 0 &&
    Object.values(value).every(isEndpoint)
  );
}

/** Plain data (no zod schema, function or class instance), safe to print as a literal. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/**
 * The run-time values of the `*.contracts.ts` files as the browser needs them: endpoint groups as
 * descriptors without their schemas (an upload's limits kept), plain constants as literals. zod schemas are left out: a page
 * that uses one at run time fails the build with "... is not exported", never silently.
 */
export function renderClientContracts(): string {
  const lines = ['// Rendered by apps/web/build/client-contracts.ts from @mall/contracts.'];
  for (const [name, value] of Object.entries(contracts)) {
    if (name in zodFree) continue;
    if (isEndpointGroup(value)) {
      const group = Object.fromEntries(
        Object.entries(value).map(([key, e]) => [
          key,
          {
            method: e.method,
            path: e.path,
            kind: e.kind,
            auth: e.auth,
            ...(e.upload ? { upload: e.upload } : {}),
          },
        ]),
      );
      lines.push(`export const ${name} = ${JSON.stringify(group)};`);
    } else if (isPlainData(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Serves `virtual:mall-client-contracts` to `src/lib/contracts-client.ts`. */
export function clientContracts(): Plugin {
  return {
    name: 'mall-client-contracts',
    resolveId: (source) => (source === moduleId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? renderClientContracts() : undefined),
  };
}
