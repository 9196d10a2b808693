import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { operatorAddress } from './operator-address';

/** A request as the socket and the X-Forwarded-For header describe it. */
const from = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the operator side of the network', () => {
  it('is loopback whatever TRUST_PROXY says, and never a forwarded visitor', () => {
    for (const trust of [false, 1, ['10.0.0.5']] satisfies Parameters<typeof operatorAddress>[0][]) {
      const operator = operatorAddress(trust);
      expect(operator(from('127.0.0.1')), String(trust)).toBe(true);
      expect(operator(from('::1')), String(trust)).toBe(true);
      expect(operator(from('::ffff:127.0.0.1')), String(trust)).toBe(true);
      expect(operator(from('127.0.0.1', '203.0.113.9')), String(trust)).toBe(false);
      expect(operator(from('203.0.113.9')), String(trust)).toBe(false);
      expect(operator(from('203.0.113.9', '127.0.0.1')), String(trust)).toBe(false);
    }
  });

  it('is the addresses, subnets and groups TRUST_PROXY lists; a hop count names none', () => {
    const listed = operatorAddress(['10.0.0.5', '192.168.1.0/24', 'uniquelocal']);
    expect(listed(from('10.0.0.5'))).toBe(true);
    expect(listed(from('::ffff:10.0.0.5'))).toBe(true);
    expect(listed(from('192.168.1.77'))).toBe(true);
    expect(listed(from('172.16.3.4'))).toBe(true);
    expect(listed(from('10.0.0.5', '127.0.0.1'))).toBe(true);
    expect(listed(from('10.0.0.5', '203.0.113.9, 10.0.0.5'))).toBe(false);
    expect(listed(from('8.8.8.8'))).toBe(false);
    expect(listed(from('10.0.0.5', 'not an address'))).toBe(false);
    const hops = operatorAddress(1);
    expect(hops(from('10.0.0.5'))).toBe(false);
  });
});
