import { type AreaRef, systemEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';
import type { Position } from '../utils/geolocation';

const endpoint = systemEndpoints.areaByLocation;

/** The city nearest to a browser position (spec §4), or null when the server knows none near it. */
export function getAreaByLocation({ lat, lng }: Position, signal?: AbortSignal): Promise<AreaRef | null> {
  return request(endpoint, { query: { lat, lng }, signal });
}
