import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { slot } from '../../platform/modules/slot.ts';

/**
 * How many products a shop has in any state, as an expression on its id, for the console's shop list: the product
 * module fills it (products stand on shops).
 */
export const shopProductCount = slot<(shopId: AnyPgColumn) => SQL<number>>('shopProductCount', () => sql<number>`0`);
