import { z } from 'zod';

/** Success envelope of spec §8: `{ code: 0, msg, ext }`. */
export function envelopeSchema<T extends z.ZodType>(ext: T) {
  return z.object({ code: z.number().int(), msg: z.string(), ext });
}

/**
 * Paged lists answer `{ code: 0, msg, rows, total }` (spec §7 generic list call). A list that cannot count its
 * rows cheaply (a product search) adds `totalExact: false`: `total` is then an estimate.
 */
export function pageEnvelopeSchema<T extends z.ZodType>(row: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    rows: z.array(row),
    total: z.number().int(),
    totalExact: z.boolean().optional(),
  });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  ext: z.null().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: number;
  msg: string;
  ext: T;
}

export interface PageEnvelope<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
  /** false: `total` is an estimate (see pageEnvelopeSchema). */
  totalExact?: boolean;
}

/**
 * Paging query of the generic list loader (spec §4, §7): `offset` is the page number (first page 1),
 * `limit` the page size (default 10), sort column and order.
 */
export const pageQuerySchema = z.object({
  offset: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(10),
  sort: z.string().max(32).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
