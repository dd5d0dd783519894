import { sql } from 'drizzle-orm';
import { shopProductCount } from '../shop/index.ts';
import { products } from './tables.ts';

shopProductCount.fill((shopId) => sql<number>`(select count(*) from ${products} where ${products.shopId} = ${shopId})`);
