import type { AnyEndpoint } from './endpoint';
import * as contracts from './index';

/** The name of an endpoint group's export (`systemEndpoints`) and the group it gives (`system`). */
const groupExport = /^([a-z][A-Za-z]*)Endpoints$/;

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'kind' in value
  );
}

/**
 * Every endpoint group of the contracts, derived from the package's exports rather than listed: each
 * `<group>Endpoints` object whose members are all endpoints is a group, keyed by `<group>` (the OpenAPI
 * document prefixes its operation ids with it: `systemParamList`). Groups are in the alphabetical order of
 * their names. The dev-only group (tag `dev`, registered only with MALL_DEV_OUTBOX) is not part of the API.
 * Not re-exported from the package's index (it reads the index); import `@mall/contracts/endpoint-groups`.
 */
export const endpointGroups: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> =
  Object.fromEntries(
    Object.entries(contracts)
      .flatMap(([name, value]) => {
        const group = groupExport.exec(name)?.[1];
        if (!group || typeof value !== 'object' || value === null) return [];
        const members = Object.values(value);
        if (members.length === 0 || !members.every(isEndpoint)) return [];
        if (members.every((ep) => ep.tag === 'dev')) return [];
        return [[group, value as Record<string, AnyEndpoint>] as const];
      })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
