import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { auditHead, auditLog } from '../../db/schema/audit';
import { type AuditActor, AuditRepository } from './audit.repository';
import { canonicalJson } from './audit-chain';

let ctx: TestContext;
let audit: AuditRepository;
const platform: AuditActor = {
  actorUserId: 7,
  onBehalfOfUserId: null,
  centre: 'platform',
  shopId: null,
  address: '203.0.113.9',
};
const merchant: AuditActor = { ...platform, actorUserId: 8, centre: 'merchant', shopId: 3 };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  audit = new AuditRepository(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const head = async () => (await ctx.database.db.select().from(auditHead))[0];
const row = async (id: number) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.id, id)))[0];

describe('the audit log', () => {
  it('chains entries from id 1 and keeps no secret in the values', async () => {
    expect(await audit.verify()).toEqual({ entries: 0, headHash: '0'.repeat(64), broken: null });
    const first = await audit.append(platform, {
      action: 'merchantApplication.approve',
      entityType: 'merchantApplication',
      entityId: 12,
      before: { status: 'submitted' },
      after: { status: 'approved', reviewedAt: new Date('2026-12-03T08:00:00.123Z') },
    });
    const second = await audit.append(merchant, {
      action: 'product.update',
      entityType: 'product',
      entityId: '40',
      before: { price: '10.00', owner: { passwordHash: 'scrypt$abc', name: 'A' } },
      after: { price: '12.50', pay_password: 'x', apiKey: 'k', stock: 3 },
    });
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(second.prevHash).toBe(first.hash);
    const stored = await row(2);
    expect(stored?.before).toBe('{"owner":{"name":"A","passwordHash":"[redacted]"},"price":"10.00"}');
    expect(stored?.after).not.toMatch(/"x"|"k"/);
    expect(stored).toMatchObject({ actorUserId: 8, shopId: 3, centre: 'merchant', address: '203.0.113.9' });
    expect(await audit.verify()).toEqual({ entries: 2, headHash: second.hash, broken: null });
    expect(await head()).toEqual({ id: 1, lastId: 2, hash: second.hash });
    const found = await audit.list({ shopId: 3 }, { offset: 0, limit: 10 });
    expect(found.total).toBe(1);
    expect(found.rows[0]?.action).toBe('product.update');
  });

  it('is written with its change or not at all', async () => {
    const before = await head();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await new AuditRepository(tx).append(platform, {
          action: 'shop.suspend',
          entityType: 'shop',
          entityId: 1,
        });
        throw new Error('the change failed after its entry');
      }),
    ).rejects.toThrow('the change failed');
    expect(await head()).toEqual(before);
    expect(await row((before?.lastId ?? 0) + 1)).toBeUndefined();
  });

  it('keeps one chain when copies of the server write at the same moment', async () => {
    const start = (await head())?.lastId ?? 0;
    const written = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new AuditRepository(ctx.database.db).append(i % 2 ? merchant : platform, {
          action: 'product.update',
          entityType: 'product',
          entityId: i,
          after: { n: i },
        }),
      ),
    );
    expect(written.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => start + 1 + i),
    );
    expect((await audit.verify()).broken).toBeNull();
  });

  it('finds an edited entry, a re-hashed one, a deleted one and a deleted last one', async () => {
    const db = ctx.database.db;
    const original = await row(2);
    if (!original) throw new Error('no entry 2');
    // Someone changes a value in the database.
    await db
      .update(auditLog)
      .set({ after: canonicalJson({ price: '1.00' }) })
      .where(eq(auditLog.id, 2));
    expect((await audit.verify()).broken).toEqual({ id: 2, problem: 'edited' });
    // ... and recomputes its hash: the next entry no longer points at it.
    const { entryHash } = await import('./audit-chain');
    const edited = { ...original, after: canonicalJson({ price: '1.00' }) };
    await db
      .update(auditLog)
      .set({ hash: entryHash(edited, original.prevHash) })
      .where(eq(auditLog.id, 2));
    expect((await audit.verify()).broken).toEqual({ id: 3, problem: 'unlinked' });
    await db.update(auditLog).set({ after: original.after, hash: original.hash }).where(eq(auditLog.id, 2));
    expect((await audit.verify()).broken).toBeNull();

    // An entry deleted in the middle, then the last one.
    await db.delete(auditLog).where(eq(auditLog.id, 2));
    expect((await audit.verify()).broken).toEqual({ id: 3, problem: 'unlinked' });
    await db.insert(auditLog).values(original);
    const last = (await head())?.lastId ?? 0;
    await db.delete(auditLog).where(eq(auditLog.id, last));
    expect((await audit.verify()).broken).toEqual({ id: last - 1, problem: 'head' });
    expect((await db.execute(sql`select count(*)::int as n from audit_log`)).rows[0]).toEqual({
      n: last - 1,
    });
  });
});
