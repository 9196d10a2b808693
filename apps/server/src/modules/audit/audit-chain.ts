import { createHash } from 'node:crypto';

/** The hash before the first entry. */
export const genesisHash = '0'.repeat(64);

/**
 * Keys whose values never reach the log: written as "[redacted]" at any depth (matched without case, `_` and
 * `-`: passwordHash, pay_password_hash, accessToken, apiKey, privateKey...).
 */
const secretKeys = /password|passwd|secret|token|hash|privatekey|apikey|credential/i;
const isSecretKey = (key: string) => secretKeys.test(key.replace(/[_-]/g, ''));

/**
 * JSON with object keys sorted at every depth, dates as ISO text, undefined members left out and secrets
 * redacted: the same value always gives the same text, which the chain's hash covers. Hand-written (a dozen
 * lines) because the redaction belongs in the same walk.
 */
export function canonicalJson(value: unknown): string {
  const walk = (v: unknown, key: string | null): unknown => {
    if (key !== null && isSecretKey(key) && v !== null && v !== undefined) return '[redacted]';
    if (v instanceof Date) return v.toISOString();
    if (typeof v === 'bigint') return v.toString();
    if (Array.isArray(v)) return v.map((item) => walk(item, null) ?? null);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) {
        const item = walk((v as Record<string, unknown>)[k], k);
        if (item !== undefined) out[k] = item;
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(walk(value, null) ?? null);
}

/** The fields of an entry that its hash covers, in this order. */
export interface ChainedFields {
  id: number;
  at: Date;
  actorUserId: number;
  onBehalfOfUserId: number | null;
  centre: string;
  shopId: number | null;
  address: string;
  action: string;
  entityType: string;
  entityId: string;
  before: string | null;
  after: string | null;
}

/** SHA-256 (hex) of the previous hash and the entry's fields. */
export function entryHash(fields: ChainedFields, prevHash: string): string {
  const text = JSON.stringify([
    prevHash,
    fields.id,
    fields.at.toISOString(),
    fields.actorUserId,
    fields.onBehalfOfUserId,
    fields.centre,
    fields.shopId,
    fields.address,
    fields.action,
    fields.entityType,
    fields.entityId,
    fields.before,
    fields.after,
  ]);
  return createHash('sha256').update(text).digest('hex');
}

/** The first place the chain breaks, or null when every entry and the head agree. */
export type ChainBreak =
  /** The entry's fields no longer give its hash: edited. */
  | { id: number; problem: 'edited' }
  /** Ids jump or the entry does not point at the one before: deleted or inserted entries before it. */
  | { id: number; problem: 'unlinked' }
  /** The log ends before (or after) the head's last entry, or the last hash differs from the head's. */
  | { id: number; problem: 'head' };
