import type { Locale } from '@mall/contracts';
import { quickOrderEndpoints } from '@mall/contracts';
import { afterAll, beforeAll } from 'vitest';
import { api } from './api';
import { type Buyer, makeBuyer, makeProduct, style } from './buying-kit';
import { createTestContext, type TestContext } from './helper';

/** What the quick order test files share once their hooks ran: the app, a buyer and the products to order. */
export interface QuickOrderFixture {
  ctx: TestContext;
  buyer: Buyer;
  /** QO-PLAIN: 59.90, 100 in stock, sold in steps of 0.5. */
  plain: Awaited<ReturnType<typeof makeProduct>>;
  /** QO-STYLE: the two colours, 11 in stock. */
  styled: Awaited<ReturnType<typeof makeProduct>>;
}

/** The styles of QO-STYLE. */
const colours = [style('红色', 1200, '8'), style('蓝色', 1300, '3')];

/**
 * The quick order tests' setup: registers the file's hooks — a demo database, a buyer, the products QO-PLAIN,
 * QO-STYLE and QO-BOX (48.00 a box, at least 2, in steps of 2, 6 in stock) — and answers the fixture (filled
 * when the hooks have run) with `upload`, the import preview of a file.
 */
export function quickOrderTests() {
  const fixture = {} as QuickOrderFixture;
  beforeAll(async () => {
    fixture.ctx = await createTestContext({ seed: 'demo' });
    const db = fixture.ctx.database.db;
    fixture.buyer = await makeBuyer(fixture.ctx.app, db);
    fixture.plain = await makeProduct(db, {
      model: 'QO-PLAIN',
      name: '快速下单大米',
      priceCents: 5990,
      stock: '100',
      step: '0.5',
    });
    fixture.styled = await makeProduct(db, {
      model: 'QO-STYLE',
      name: '快速下单水杯',
      styles: colours,
      stock: '11',
    });
    await makeProduct(db, {
      model: 'QO-BOX',
      name: '整箱饮料',
      priceCents: 4800,
      minOrder: '2',
      step: '2',
      stock: '6',
    });
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  /** The import preview of a file, by the fixture's buyer on its app unless `on` says otherwise. */
  const upload = (
    fileName: string,
    bytes: Buffer,
    lang: Locale = 'en_US',
    on?: { app: TestContext['app']; buyer: Buyer },
  ) =>
    api(on?.app ?? fixture.ctx.app).upload(
      quickOrderEndpoints.importPreview,
      { files: [{ name: fileName, bytes: bytes }] },
      { as: on?.buyer ?? fixture.buyer, lang: lang },
    );
  return { fixture, upload };
}
