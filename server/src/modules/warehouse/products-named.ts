import { ilike } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { receiptProducts } from './tables.ts';

/** The ids of the receipt products whose name holds the words: a deal list's search by product (orders, exchanges). */
export const receiptProductIdsNamed = (db: Db, words: string) =>
  db
    .select({ id: receiptProducts.id })
    .from(receiptProducts)
    .where(ilike(receiptProducts.name, containsPattern(words)));
