import { describe, expect, it } from 'vitest';
import { MemoryBroker } from '../../lib/broker/broker';
import type { SessionRepository } from './session.repository';
import { hashToken, SessionService } from './session.service';

type Row = Awaited<ReturnType<SessionRepository['findByHashes']>>[number];

/** An in-memory session table shared by the "copies" of a test, counting its reads. */
class Table {
  readonly rows = new Map<string, Row>();
  reads = 0;

  repo(): SessionRepository {
    const table = this;
    return {
      async findByHashes(tokenHashes: string[]) {
        table.reads++;
        return tokenHashes.flatMap((hash) => {
          const row = table.rows.get(hash);
          return row ? [{ ...row }] : [];
        });
      },
      async insert(row: {
        tokenHash: string;
        userId: number;
        subsysCode: string;
        lastSeenAt?: Date;
        expiresAt: Date;
      }) {
        table.rows.set(row.tokenHash, {
          tokenHash: row.tokenHash,
          userId: row.userId,
          custId: row.userId,
          subsysCode: row.subsysCode,
          oldUserId: null,
          lastSeenAt: row.lastSeenAt ?? new Date(),
          expiresAt: row.expiresAt,
          status: 1,
          permissions: [],
        });
      },
      async touch(tokenHash: string, at: Date) {
        const row = table.rows.get(tokenHash);
        if (row) row.lastSeenAt = at;
      },
      async delete(tokenHash: string) {
        table.rows.delete(tokenHash);
      },
      async deleteOfUser(userId: number, keep?: string) {
        for (const [hash, row] of table.rows)
          if (row.userId === userId && hash !== keep) table.rows.delete(hash);
      },
      async deleteExpired() {},
    } as unknown as SessionRepository;
  }
}

const policy = { idleMinutes: 120, maxHours: 24, cacheMs: 60_000 };
const status = async (service: SessionService, token: string) => (await service.resolve(token)).status;
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Two server copies over one session table, sharing endings through one broker. */
async function twoCopies() {
  const table = new Table();
  const broker = new MemoryBroker();
  const copies = [
    new SessionService(table.repo(), policy),
    new SessionService(table.repo(), policy),
  ] as const;
  for (const copy of copies) await copy.shareEndings(broker);
  return copies;
}

describe('session cache', () => {
  it('reads a session from the database once while it is cached, and not at all with the cache off', async () => {
    const table = new Table();
    const cached = new SessionService(table.repo(), policy);
    const token = await cached.create({ userId: 7, subsysCode: 'DRP.TMALL.BUYER' });
    for (let i = 0; i < 5; i++) expect(await status(cached, token)).toBe('ok');
    expect(table.reads).toBe(1);
    // Concurrent first reads of several sessions are one database read.
    const others = await Promise.all(
      [8, 9, 10].map((userId) => cached.create({ userId, subsysCode: 'DRP.TMALL.BUYER' })),
    );
    expect(await Promise.all(others.map((t) => status(cached, t)))).toEqual(['ok', 'ok', 'ok']);
    expect(table.reads).toBe(2);

    const uncached = new SessionService(table.repo(), { ...policy, cacheMs: 0 });
    for (let i = 0; i < 3; i++) expect(await status(uncached, token)).toBe('ok');
    expect(table.reads).toBe(5);
  });

  it('still expires a cached session on time (idle and absolute limits)', async () => {
    const table = new Table();
    let now = new Date('2026-11-22T08:00:00Z');
    const service = new SessionService(table.repo(), policy, () => now);
    const token = await service.create({ userId: 7, subsysCode: 'DRP.TMALL.BUYER' });
    expect(await status(service, token)).toBe('ok');
    now = new Date(now.getTime() + 121 * 60_000);
    expect(await status(service, token)).toBe('expired');
    expect(table.rows.size).toBe(0);
    expect(await status(service, token)).toBe('unknown');
  });

  it('ends a session on every copy at once: sign-out on one, refused on the other', async () => {
    const [a, b] = await twoCopies();
    const token = await a.create({ userId: 7, subsysCode: 'DRP.TMALL.BUYER' });
    expect(await status(a, token)).toBe('ok');
    expect(await status(b, token)).toBe('ok');
    await a.end(token);
    await settle();
    expect(await status(a, token)).toBe('unknown');
    expect(await status(b, token)).toBe('unknown');
  });

  it("a password change ends the user's other sessions on every copy, keeping the one that changed it", async () => {
    const [a, b] = await twoCopies();
    const mine = await a.create({ userId: 7, subsysCode: 'DRP.TMALL.BUYER' });
    const stolen = await a.create({ userId: 7, subsysCode: 'DRP.TMALL.BUYER' });
    const someoneElse = await a.create({ userId: 8, subsysCode: 'DRP.TMALL.BUYER' });
    for (const copy of [a, b])
      for (const t of [mine, stolen, someoneElse]) expect(await status(copy, t)).toBe('ok');
    await a.endAllOf(7, hashToken(mine));
    await settle();
    for (const copy of [a, b]) {
      expect(await status(copy, mine)).toBe('ok');
      expect(await status(copy, stolen)).toBe('unknown');
      expect(await status(copy, someoneElse)).toBe('ok');
    }
  });

  it('forgets everything when the broker may have missed endings (Redis came back)', async () => {
    const table = new Table();
    let resync = () => {};
    const broker = Object.assign(new MemoryBroker(), {
      onResync: (handler: () => void) => {
        resync = handler;
        return () => {};
      },
    });
    const service = new SessionService(table.repo(), policy);
    await service.shareEndings(broker);
    const token = await service.create({ userId: 7, subsysCode: 'DRP.TMALL.BUYER' });
    expect(await status(service, token)).toBe('ok');
    table.rows.clear(); // ended by a copy whose announcement was lost
    expect(await status(service, token)).toBe('ok');
    resync();
    expect(await status(service, token)).toBe('unknown');
  });
});
