import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { slot } from '../../platform/modules/slot.ts';

/**
 * Whether an order line has been reviewed, as a condition on its id: the review module's to say. The order views
 * count a complete order's lines that fail it; without a review module nothing waits for a review.
 */
export const reviewedLine = slot<(orderItemId: AnyPgColumn) => SQL>('reviewedLine', () => sql`true`);
