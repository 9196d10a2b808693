import { type AreaNode, defaultLocationParam, systemEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

const endpoint = systemEndpoints.areaByConf;

/** The DEFAULT_LOCATION_AREA_CODE area with its parents, province first (empty when not configured). */
export function getDefaultAreaPath(signal?: AbortSignal): Promise<AreaNode[]> {
  return request(endpoint, { query: { paramCode: defaultLocationParam }, signal });
}
