import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productClasses } from '../../db/schema/catalog';

/** The product classes (the operator's class tree). */
export class ClassTreeRepository {
  constructor(private readonly db: Db) {}

  listClasses(classType: number, showView: number) {
    return this.db
      .select()
      .from(productClasses)
      .where(and(eq(productClasses.classType, classType), eq(productClasses.showView, showView)))
      .orderBy(asc(productClasses.level), asc(productClasses.sort), asc(productClasses.id));
  }
}
