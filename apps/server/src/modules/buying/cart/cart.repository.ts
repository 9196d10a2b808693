import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { cartItems } from '../../../db/schema/order';
import { BuyableRepository } from './buyable.repository';

export type CartRow = typeof cartItems.$inferSelect;

/** Cart lines; every query is scoped to one user. */
export class CartRepository {
  constructor(private readonly db: Executor) {}

  /** Runs `fn` in one transaction with this repository and the products' one bound to it. */
  transaction<T>(
    fn: (repo: CartRepository, other: { buyable: BuyableRepository }) => Promise<T>,
  ): Promise<T> {
    return (this.db as Db).transaction((tx) =>
      fn(new CartRepository(tx), { buyable: new BuyableRepository(tx) }),
    );
  }

  list(userId: number): Promise<CartRow[]> {
    return this.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    return row?.n ?? 0;
  }

  async get(userId: number, cartId: number): Promise<CartRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.id, cartId)));
    return row;
  }

  /**
   * Adds quantities to lines, creating the missing ones, in one statement: concurrent adds of the same
   * line serialise on its unique key and each adds to what the other left (never a lost update).
   * Answers the resulting lines.
   */
  addQuantities(
    userId: number,
    lines: { productId: number; styleId: number; quantity: string }[],
    selected?: boolean,
  ) {
    return this.db
      .insert(cartItems)
      .values(
        lines.map((l) => ({ userId, productId: l.productId, styleId: l.styleId, quantity: l.quantity })),
      )
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.styleId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          ...(selected === undefined ? {} : { selected }),
        },
      })
      .returning();
  }

  async setQuantity(userId: number, cartId: number, quantity: string) {
    await this.db
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.id, cartId)));
  }

  async setSelected(userId: number, cartIds: number[], selected: boolean) {
    await this.db
      .update(cartItems)
      .set({ selected })
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
  }

  /** Selects exactly `cartIds` and unselects every other line of the user. */
  async selectOnly(userId: number, cartIds: number[]) {
    await this.db
      .update(cartItems)
      .set({ selected: sql`${cartItems.id} in ${cartIds.length ? cartIds : [0]}` })
      .where(eq(cartItems.userId, userId));
  }

  async remove(userId: number, cartIds: number[]) {
    if (cartIds.length === 0) return;
    await this.db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
  }
}
