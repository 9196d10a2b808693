import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import { containsFolded, foldText } from './fold-case';

describe('foldText', () => {
  it('lower-cases Cyrillic, Greek and Latin and drops Latin accents and ё, as the product search does', () => {
    expect(foldText('ЯБЛОКИ Ёлка LIMÓN Ñandú ΚΑΦΈΣ')).toBe('яблоки елка limon nandu καφέσ');
    // Й keeps its breve: it is a letter of its own in Russian.
    expect(foldText('ЙОГУРТ')).toBe('йогурт');
    expect(foldText('苹果 iPhone')).toBe('苹果 iphone');
  });
});

describe('containsFolded', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('matches stored text in another case or with accents, and takes wildcards literally', async () => {
    const found = async (stored: string, typed: string) => {
      const result = await ctx.database.db.execute<{ hit: boolean }>(
        sql`select ${containsFolded(sql`${stored}::text`, typed)} as hit`,
      );
      return result.rows[0]?.hit;
    };
    expect(await found('Яблоки Фуджи', 'яблоки')).toBe(true);
    expect(await found('яблоки фуджи', 'ЯБЛОКИ ФУДЖИ')).toBe(true);
    expect(await found('Manzana LIMÓN', 'limon')).toBe(true);
    expect(await found('Ёлочные игрушки', 'елоч')).toBe(true);
    expect(await found('Йогурт', 'иогурт')).toBe(false);
    expect(await found('100% хлопок', '0% х')).toBe(true);
    expect(await found('1000 хлопок', '0% х')).toBe(false);
  });
});
