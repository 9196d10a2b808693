import {
  centreCodes,
  defineEndpoint,
  ErrorCode,
  merchantPermissionCodes,
  permissionCodes,
  platformPermissionCodes,
} from '@mall/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import type { Caller } from './caller';
import { defineRoute } from './define-route';

// The guards defineRoute puts before every handler, on endpoints made for this test: a console endpoint
// answers only sessions of its own centre, whatever codes (even the wildcard) a session of another holds.
const shipEndpoint = defineEndpoint({
  method: 'POST',
  path: '/merchant/example/ship',
  summary: 'test',
  tag: 'test',
  auth: true,
  centre: 'merchant',
  permissions: [merchantPermissionCodes.orderShip],
  kind: 'ext',
  result: z.null(),
});
const auditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/platform/example/list',
  summary: 'test',
  tag: 'test',
  auth: true,
  centre: 'platform',
  permissions: [platformPermissionCodes.auditView],
  kind: 'ext',
  result: z.null(),
});

const session = (subsysCode: string, permissions: string[]): Caller => ({
  userId: 1,
  custId: 1,
  subsysCode,
  oldUserId: null,
  tokenHash: 'x',
  permissions,
});
const sessions: Record<string, Caller> = {
  buyerOwner: session(centreCodes.buyer, ['*']),
  shopOwner: session(centreCodes.merchant, ['*']),
  shopClerk: session(centreCodes.merchant, [merchantPermissionCodes.orderView]),
  shipper: session(centreCodes.merchant, [merchantPermissionCodes.orderShip]),
  platformAdmin: session(centreCodes.platform, ['*']),
  // A buyer code never opens a console, even in the console's centre.
  confused: session(centreCodes.merchant, [permissionCodes.orderCreate]),
};

const app = Fastify();
beforeAll(async () => {
  app.decorate('resolveSession', async (token: string) =>
    sessions[token] ? { status: 'ok' as const, session: sessions[token] } : { status: 'unknown' as const },
  );
  app.setErrorHandler((error, _request, reply) => {
    reply.send({ code: error instanceof AppError ? error.code : 50000, msg: (error as Error).message });
  });
  defineRoute(app, shipEndpoint, () => null);
  defineRoute(app, auditEndpoint, () => null);
  await app.ready();
});
afterAll(() => app.close());

const codeOf = async (url: string, token: string | null, method: 'GET' | 'POST') =>
  (
    await app.inject({
      method,
      url,
      headers: token ? { 'x-access-token': token } : {},
      payload: method === 'POST' ? {} : undefined,
    })
  ).json().code;

describe('console endpoints', () => {
  it('answer only sessions of their centre holding one of their codes', async () => {
    const ship = (token: string | null) => codeOf('/merchant/example/ship', token, 'POST');
    expect(await ship(null)).toBe(ErrorCode.TOKEN_INVALID);
    expect(await ship('buyerOwner')).toBe(ErrorCode.FORBIDDEN);
    expect(await ship('platformAdmin')).toBe(ErrorCode.FORBIDDEN);
    expect(await ship('shopClerk')).toBe(ErrorCode.FORBIDDEN);
    expect(await ship('confused')).toBe(ErrorCode.FORBIDDEN);
    expect(await ship('shipper')).toBe(0);
    expect(await ship('shopOwner')).toBe(0);
    const audit = (token: string) => codeOf('/platform/example/list', token, 'GET');
    expect(await audit('shopOwner')).toBe(ErrorCode.FORBIDDEN);
    expect(await audit('buyerOwner')).toBe(ErrorCode.FORBIDDEN);
    expect(await audit('platformAdmin')).toBe(0);
  });
});
