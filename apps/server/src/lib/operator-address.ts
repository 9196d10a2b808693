import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Whether a request comes from the operator's side of the network: loopback (the host itself) or an
 * address TRUST_PROXY names (the load balancer). Every address the request passed through counts, the
 * socket's peer and each X-Forwarded-For entry: a request a proxy forwarded for a visitor is the visitor's,
 * whatever the proxy's own address (a local nginx in front with TRUST_PROXY unset forwards everybody from
 * 127.0.0.1), and a forwarded-for address a client wrote itself never makes it trusted. A hop count names
 * no address, so then only loopback is. Uses Fastify's own parser of these addresses (@fastify/proxy-addr:
 * `loopback`, `linklocal`, `uniquelocal`, CIDRs, IPv4-mapped IPv6).
 */
/** TRUST_PROXY as config.ts reads it: off, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxySetting = false | number | readonly string[];

export function operatorAddress(trustProxy: TrustProxySetting): (request: IncomingMessage) => boolean {
  const trusted = proxyAddr.compile(['loopback', ...(Array.isArray(trustProxy) ? trustProxy : [])]);
  return (request) => proxyAddr.all(request, () => true).every((address, hop) => trusted(address, hop));
}
