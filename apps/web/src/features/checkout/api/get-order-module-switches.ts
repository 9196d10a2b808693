import { type ConfigItem, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const configMap = systemEndpoints.configItemMap;
const switchSettings = systemEndpoints.switchSettings;
const typeList = systemEndpoints.typeConfigList;

/** Spec §7: queryconfigitemmap with itemCode=SHIPPING_COST_ENABLED and the order's module. */
export function getShippingSwitchQueryOptions(moduleCode: string) {
  const query = { itemCode: 'SHIPPING_COST_ENABLED', moduleCode };
  return queryOptions({
    queryKey: endpointKey(configMap, query),
    queryFn: async ({ signal }) => {
      const map = await request(configMap, { query, signal });
      return map.SHIPPING_COST_ENABLED?.enableFlag === 1;
    },
    staleTime: 0,
  });
}

/** The config `{module}@DISCOUNT_METHOD` (spec §3: switches keyed moduleCode@itemCode): 1 offers discounts. */
export function getDiscountSwitchQueryOptions(moduleCode: string) {
  const query = { moduleCode };
  return queryOptions({
    queryKey: endpointKey(switchSettings, query),
    queryFn: async ({ signal }) => {
      const switches = await request(switchSettings, { query, signal });
      return switches[`${moduleCode}@DISCOUNT_METHOD`]?.enableFlag === 1;
    },
    staleTime: 0,
  });
}

/** Spec §7: the config type list with itemCode=DISCOUNT_METHOD and the module; ext[].configCode. */
export function getDiscountMethodsQueryOptions(moduleCode: string) {
  const query = { itemCode: 'DISCOUNT_METHOD', moduleCode, aliveFlag: 1 };
  return queryOptions({
    queryKey: endpointKey(typeList, query),
    queryFn: ({ signal }): Promise<ConfigItem[]> => request(typeList, { query, signal }),
    staleTime: 0,
  });
}

export interface ModuleSwitches {
  /** SHIPPING_COST_ENABLED: the order has a shipping line. */
  shippingEnabled: boolean;
  /** The discount methods offered: [] while {module}@DISCOUNT_METHOD is not 1. */
  discountMethods: { configCode: string; showName: string }[];
}

/**
 * What each order module of the page decides (spec §4 order type → module, §7 calls): shipping, and the
 * discount methods, whose list is asked for only when the module's DISCOUNT_METHOD switch is 1. Undefined
 * for a module until its answers are in.
 */
export function useOrderModuleSwitches(moduleCodes: string[]): Map<string, ModuleSwitches> {
  const modules = [...new Set(moduleCodes)];
  const shipping = useQueries({ queries: modules.map(getShippingSwitchQueryOptions) });
  const discountOn = useQueries({ queries: modules.map(getDiscountSwitchQueryOptions) });
  const methods = useQueries({
    queries: modules.map((moduleCode, i) => ({
      ...getDiscountMethodsQueryOptions(moduleCode),
      enabled: discountOn[i]?.data === true,
    })),
  });
  const decided = new Map<string, ModuleSwitches>();
  modules.forEach((moduleCode, i) => {
    const ship = shipping[i]?.data;
    const on = discountOn[i]?.data;
    const list = methods[i]?.data;
    if (ship === undefined || on === undefined || (on && list === undefined)) return;
    decided.set(moduleCode, {
      shippingEnabled: ship,
      discountMethods: on ? (list ?? []).map(({ configCode, showName }) => ({ configCode, showName })) : [],
    });
  });
  return decided;
}
