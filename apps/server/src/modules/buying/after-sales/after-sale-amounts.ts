/*
 * What units an order still allows after sale, and what they are worth back: plain functions of the order's
 * rows, so the rules are the same for the options, the quote and the request (computed again under the
 * order's lock), and property-tested (after-sale-amounts.test.ts).
 *
 * Money: the goods were paid `pay − shipping` (the discount shared by the lines in proportion to their
 * amounts, the rounding's remainder on the last line), a line's units in proportion to its quantity; the
 * last units of a line get what is left of the line, so all of a line's units together are exactly its share
 * and nothing is ever offered twice. Shipping goes back only with the whole order, unshipped.
 */

export type AfterSaleKind = 'refund' | 'return';

export interface AmountOrder {
  /** 2 paid, 3 shipped, 4 completed. */
  status: number;
  payCents: number;
  goodsCents: number;
  shippingCents: number;
}

export interface AmountLine {
  itemId: number;
  /** The line's quantity in units (1/10,000). */
  units: bigint;
  amountCents: number;
  shippedUnits: bigint;
}

/** What requests not withdrawn or closed (open, or refunded) already hold of a line. */
export interface LineClaim {
  itemId: number;
  units: bigint;
  amountCents: number;
}

export interface Claims {
  lines: LineClaim[];
  shippingCents: number;
}

const statuses = { paid: 2, shipped: 3, completed: 4 } as const;

/** The kinds an order in this status allows (the window and the money left are checked apart). */
export function kindsOf(status: number): AfterSaleKind[] {
  if (status === statuses.paid) return ['refund'];
  if (status === statuses.shipped) return ['refund', 'return'];
  if (status === statuses.completed) return ['return'];
  return [];
}

/** Each line's share of what the goods were paid, in fen; the shares add up to `pay − shipping` exactly. */
export function lineShares(order: AmountOrder, lines: AmountLine[]): Map<number, number> {
  const goodsPaid = BigInt(Math.max(0, order.payCents - order.shippingCents));
  const goods = BigInt(order.goodsCents);
  const shares = new Map<number, number>();
  let given = 0n;
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1
        ? goodsPaid - given
        : goods === 0n
          ? 0n
          : (BigInt(line.amountCents) * goodsPaid) / goods;
    given += share;
    shares.set(line.itemId, Number(share));
  });
  return shares;
}

function claimed(claims: Claims, itemId: number): { units: bigint; amountCents: number } {
  let units = 0n;
  let amountCents = 0;
  for (const c of claims.lines)
    if (c.itemId === itemId) {
      units += c.units;
      amountCents += c.amountCents;
    }
  return { units, amountCents };
}

/** Units of a line that a request of `kind` may still ask about (0 when the kind does not fit the order). */
export function availableUnits(
  order: AmountOrder,
  line: AmountLine,
  claims: Claims,
  kind: AfterSaleKind,
): bigint {
  if (!kindsOf(order.status).includes(kind)) return 0n;
  const taken = claimed(claims, line.itemId).units;
  // Paid: only what has not left the warehouse can be refunded (shipped units come back as a return later).
  const ceiling = order.status === statuses.paid ? line.units - line.shippedUnits : line.units;
  const left = ceiling - taken;
  return left > 0n ? left : 0n;
}

export interface Quote {
  lines: { itemId: number; amountCents: number }[];
  shippingCents: number;
  amountCents: number;
}

/**
 * What these units are worth back. The caller has checked each quantity against `availableUnits`; the quote
 * never exceeds what was paid less what is claimed already.
 */
export function quote(
  order: AmountOrder,
  lines: AmountLine[],
  claims: Claims,
  wanted: { itemId: number; units: bigint }[],
): Quote {
  const shares = lineShares(order, lines);
  const out: Quote['lines'] = [];
  for (const want of wanted) {
    const line = lines.find((l) => l.itemId === want.itemId);
    if (!line) continue;
    const share = shares.get(line.itemId) ?? 0;
    const before = claimed(claims, line.itemId);
    const leftMoney = Math.max(0, share - before.amountCents);
    const amount =
      want.units + before.units >= line.units
        ? leftMoney
        : Math.min(leftMoney, Number((BigInt(share) * want.units * 2n + line.units) / (line.units * 2n)));
    out.push({ itemId: line.itemId, amountCents: amount });
  }
  const nothingShipped = lines.every((l) => l.shippedUnits === 0n);
  const wholeOrder = lines.every((l) => {
    const w = wanted.find((x) => x.itemId === l.itemId)?.units ?? 0n;
    return claimed(claims, l.itemId).units + w >= l.units;
  });
  const shippingCents =
    nothingShipped && wholeOrder && order.status === statuses.paid
      ? Math.max(0, order.shippingCents - claims.shippingCents)
      : 0;
  const claimedTotal = claims.lines.reduce((sum, c) => sum + c.amountCents, 0) + claims.shippingCents;
  const room = Math.max(0, order.payCents - claimedTotal);
  let amountCents = out.reduce((sum, l) => sum + l.amountCents, 0) + shippingCents;
  if (amountCents > room) amountCents = room;
  return { lines: out, shippingCents: Math.min(shippingCents, amountCents), amountCents };
}
