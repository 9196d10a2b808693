import { type ConfigItem, type MenuTabRemark, systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.typeConfigList;
const query = { moduleCode: 'front_mall_set', itemCode: 'MALL_HOME_TAB', aliveFlag: 1 };

export interface MenuTab {
  key: string;
  showName: string;
  /** Storefront path (relative to /mallview), e.g. /mall/product/demandCenter. */
  path?: string;
  /** Opens in a new tab instead. */
  outLink?: string;
  lightKey?: string;
  lightPath?: string;
}

const remarkKeys = ['path', 'outLink', 'lightKey', 'lightPath'] as const;

/** The remark's known string fields; anything else (other types, unknown keys) is dropped. */
function readRemark(text: string): MenuTabRemark {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const remark: MenuTabRemark = {};
  for (const key of remarkKeys) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string') remark[key] = field;
  }
  return remark;
}

/** Reads the tab's remark JSON; a malformed remark gives a tab without a target, not a crash. */
export function toMenuTab(item: ConfigItem, index: number): MenuTab {
  let remark: MenuTabRemark = {};
  try {
    remark = readRemark(item.remark || '{}');
  } catch {
    // Not JSON: keep the tab name, without a link.
  }
  return { key: `${item.configCode || 'tab'}-${index}`, showName: item.showName, ...remark };
}

/** Menu tabs after Home, configured as MALL_HOME_TAB items (spec §7). */
export async function getMenuTabs(signal?: AbortSignal): Promise<MenuTab[]> {
  const items = await request(endpoint, { query, signal });
  return items.map(toMenuTab);
}

export function getMenuTabsQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => getMenuTabs(signal),
    staleTime: 10 * 60_000,
  });
}

export function useMenuTabs() {
  return useQuery(getMenuTabsQueryOptions());
}
