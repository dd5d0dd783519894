import { count, eq } from 'drizzle-orm';
import { categoryUse } from '../category/index.ts';
import { products } from './tables.ts';

categoryUse.fill({
  countByCategory: async (db) => {
    const counts = await db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId);
    return new Map(counts.map((c) => [c.categoryId, c.n]));
  },
  countIn: async (db, categoryId) => {
    const [used] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
    return used?.n ?? 0;
  },
});
