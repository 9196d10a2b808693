import { systemEndpoints } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = systemEndpoints.paramList;

/** System parameter codes the shell reads (spec §3). */
export const paramKeys = {
  hotWords: 'MALL_HOT_WORD',
  siteSwitch: 'FRONT_MALL_SWITCH',
  srmDomain: 'URL_SRM_DOMAIN',
  channelDomain: 'DOMAIN_CHANNEL',
  template: 'MALL_TEMPLATE',
  logo: 'mallfooterlogo',
  wxProgram: 'wxprogram',
  aliProgram: 'aliprogram',
  phone: 'mallphone',
  address: 'malladress',
  copyright: 'copyright',
  filing: 'beian',
  icp: 'ICPB',
  grayStyle: 'WEB_GRAY_STYLE',
  webTitle: 'webtitle',
  description: 'description',
  keywords: 'webkeywords',
  icon: 'webico',
  statistics: 'BAIDU_STATISTICS',
} as const;

export type SystemParams = Record<string, string>;

/** All public system parameters as a code → value map. */
export function getSystemParams(signal?: AbortSignal): Promise<SystemParams> {
  return request(endpoint, { signal });
}

export function getSystemParamsQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(endpoint),
    queryFn: ({ signal }) => getSystemParams(signal),
    // Parameters change rarely; every screen reads them.
    staleTime: 10 * 60_000,
  });
}

export function useSystemParams() {
  return useQuery(getSystemParamsQueryOptions());
}
