import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The prefix one IPv6 client is counted by: an ISP hands a customer (one line, one phone) a whole /64, so
 * each of its 2^64 addresses would otherwise get a fresh budget of every per-address limit.
 */
export const ipv6ClientPrefix = 64;

/**
 * The key a client address is counted under by every per-address limit and throttle (SMS, sign-in delays,
 * the per-minute request limits): an IPv4 address as it is, an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`,
 * what a dual-stack socket reports) as that IPv4 address, any other IPv6 address as the start of its /64
 * (`2001:db8:1:2::`). The same function @fastify/rate-limit keys its own counters with, so the per-minute
 * limits and the mall's counters agree on who one client is.
 */
export function addressKey(ip: string): string {
  try {
    return normalizeIP(ip, ipv6ClientPrefix);
  } catch {
    // Not an address at all (a socket already gone reports none): counted under what it is.
    return ip;
  }
}

/** The request's client (request.ip, which honours TRUST_PROXY) as addressKey counts it. */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip ?? '');
}
