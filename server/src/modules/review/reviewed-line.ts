import { sql } from 'drizzle-orm';
import { reviewedLine } from '../order/index.ts';
import { productReviews } from './tables.ts';

reviewedLine.fill(
  (orderItemId) => sql`exists (select 1 from ${productReviews} where ${productReviews.orderItemId} = ${orderItemId})`,
);
