import { lineAmountCents, toQuantityUnits, unitPriceCents, unitsToQuantity } from '@mall/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DiscountRule,
  discountCents,
  orderAmounts,
  parseDiscountRule,
  shippingCents,
  sumAmounts,
} from './pricing';

const rule = fc.oneof(
  fc.constant(null),
  fc.record({
    code: fc.constant('R'),
    name: fc.constant('reduce'),
    type: fc.constant('reduce' as const),
    overCents: fc.integer({ min: 0, max: 10_000_000 }),
    minusCents: fc.integer({ min: 1, max: 10_000_000 }),
  }),
  fc.record({
    code: fc.constant('P'),
    name: fc.constant('percent'),
    type: fc.constant('percent' as const),
    percent: fc.integer({ min: 1, max: 99 }),
  }),
) as fc.Arbitrary<DiscountRule | null>;

/**
 * Quantity units of 1/10 000 with at most 2 decimals (PRODUCT_NUMS 2), up to 100 000; with prices up to
 * 1 000 000 yuan a line stays far inside the exact integers (the server refuses lines above
 * maxAmountCents anyway).
 */
const quantityUnits = fc.bigInt({ min: 1n, max: 10_000_000n }).map((hundredths) => hundredths * 100n);
const priceCents = fc.integer({ min: 0, max: 100_000_000 });

describe('order money rules', () => {
  it('rounds each line half up to the fen, exactly', () => {
    fc.assert(
      fc.property(priceCents, quantityUnits, (price, units) => {
        const cents = lineAmountCents(price, units);
        expect(Number.isSafeInteger(cents)).toBe(true);
        // Exact reference: price × units / 10 000, rounded half up, in BigInt.
        const exact = BigInt(price) * units;
        const floor = exact / 10_000n;
        const reference = exact % 10_000n >= 5_000n ? floor + 1n : floor;
        expect(BigInt(cents)).toBe(reference);
      }),
    );
    expect(lineAmountCents(1999, 30_000n)).toBe(5997);
    expect(lineAmountCents(333, 5_000n)).toBe(167); // 1.665 → 1.67
    expect(lineAmountCents(1, 4_999n)).toBe(0);
  });

  it('totals of random orders equal the sum of their lines and are never negative', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lines: fc.array(fc.tuple(priceCents, quantityUnits), {
              minLength: 1,
              maxLength: 20,
            }),
            fee: fc.integer({ min: 0, max: 100_000 }),
            freeOver: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
            delivery: fc.constantFrom('express' as const, 'pickup' as const),
            shippingOn: fc.boolean(),
            discount: rule,
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (shops) => {
          const orders = shops.map((s) =>
            orderAmounts(
              s.lines.map(([price, units]) => lineAmountCents(price, units)),
              (goods) =>
                shippingCents(
                  { feeCents: s.fee, freeOverCents: s.freeOver },
                  goods,
                  s.delivery,
                  s.shippingOn,
                ),
              (goods) => discountCents(s.discount, goods),
            ),
          );
          for (const [i, o] of orders.entries()) {
            const lineSum = shops[i]!.lines.reduce((sum, [p, u]) => sum + lineAmountCents(p, u), 0);
            expect(o.goodsCents).toBe(lineSum);
            expect(o.discountCents).toBeGreaterThanOrEqual(0);
            expect(o.discountCents).toBeLessThanOrEqual(o.goodsCents);
            expect(o.shippingCents).toBeGreaterThanOrEqual(0);
            expect(o.payCents).toBe(o.goodsCents + o.shippingCents - o.discountCents);
            expect(o.payCents).toBeGreaterThanOrEqual(0);
            if (shops[i]!.delivery === 'pickup' || !shops[i]!.shippingOn) expect(o.shippingCents).toBe(0);
          }
          const total = sumAmounts(orders);
          expect(total.payCents).toBe(orders.reduce((sum, o) => sum + o.payCents, 0));
          expect(total.goodsCents + total.shippingCents - total.discountCents).toBe(total.payCents);
        },
      ),
    );
  });

  it('prices volume tiers and styles like the product page, never below a fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1_000_000 })), {
          maxLength: 4,
        }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        quantityUnits,
        (price, tiers, stylePrice, units) => {
          const product = {
            priceCents: price,
            priceTiers: tiers.map(([min, cents]) => ({ minQty: String(min), priceCents: cents })),
          };
          const unit = unitPriceCents(product, stylePrice, units);
          expect(unit).toBeGreaterThanOrEqual(1);
          // The reached tier with the largest minimum; of equal minimums the first listed.
          let tier: { minQty: string; priceCents: number } | undefined;
          for (const t of product.priceTiers) {
            const min = toQuantityUnits(t.minQty) ?? 0n;
            if (units >= min && (!tier || min > (toQuantityUnits(tier.minQty) ?? 0n))) tier = t;
          }
          const base = stylePrice ?? price;
          expect(unit).toBe(tier ? Math.max(1, tier.priceCents + base - price) : base);
        },
      ),
    );
    const tiers = {
      priceCents: 1000,
      priceTiers: [
        { minQty: '10', priceCents: 900 },
        { minQty: '50', priceCents: 850 },
      ],
    };
    expect(unitPriceCents(tiers, null, toQuantityUnits('5')!)).toBe(1000);
    expect(unitPriceCents(tiers, null, toQuantityUnits('50')!)).toBe(850);
    expect(unitPriceCents(tiers, 1230, toQuantityUnits('100')!)).toBe(1080);
    expect(unitsToQuantity(toQuantityUnits('1.50')!)).toBe('1.5');
  });

  it('reads discount rules from config remarks and ignores what it does not understand', () => {
    expect(parseDiscountRule('A', 'a', '{"type":"reduce","over":"300.00","minus":"20.00"}')).toMatchObject({
      overCents: 30000,
      minusCents: 2000,
    });
    expect(parseDiscountRule('B', 'b', '{"type":"percent","percent":95}')).toMatchObject({ percent: 95 });
    for (const bad of [
      '',
      'x',
      '[]',
      '{"type":"percent","percent":100}',
      '{"type":"reduce","over":"-1","minus":"1"}',
    ])
      expect(parseDiscountRule('C', 'c', bad)).toBeNull();
    const fivePercent = parseDiscountRule('B', 'b', '{"type":"percent","percent":95}');
    expect(discountCents(fivePercent, 1999)).toBe(100); // pays 18.99 (18.9905 rounded)
    const reduce = parseDiscountRule('A', 'a', '{"type":"reduce","over":"0.00","minus":"20.00"}');
    expect(discountCents(reduce, 500)).toBe(500);
  });
});
