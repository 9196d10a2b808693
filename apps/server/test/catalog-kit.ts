import { catalogEndpoints } from '@mall/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './helper';

/** A class of the tree the storefront reads (classType=1, showView=1). */
export type ClassNode = { id: number; name: string; aliasName: string; level: number; children: ClassNode[] };

/** What the catalogue route test files share once their hooks ran: the app on the demo seed and its class tree. */
export interface CatalogFixture {
  ctx: TestContext;
  tree: ClassNode[];
}

/**
 * The catalogue route tests' setup: registers the file's hooks (a demo database, its class tree read once)
 * and answers the fixture, filled when the hooks have run.
 */
export function catalogTests(): CatalogFixture {
  const fixture = {} as CatalogFixture;
  beforeAll(async () => {
    fixture.ctx = await createTestContext({ seed: 'demo' });
    fixture.tree = (
      await fixture.ctx.app.inject({ url: `/api${catalogEndpoints.classTree.path}?classType=1&showView=1` })
    ).json().ext;
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  return fixture;
}

/** Text in Chinese characters, and in Russian letters. */
export const han = /\p{Script=Han}/u;
export const cyrillic = /\p{Script=Cyrillic}/u;

/** A product of a list, as the language tests read it. */
export type ProductSummary = {
  productId: number;
  productName: string;
  subtitle: string;
  shopName: string;
  contentLang?: string;
};
