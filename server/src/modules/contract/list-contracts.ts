import { type ContractStatus, type ContractView, type Language, type Page, type PageQuery, toPage } from '@hgsc/contracts';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orders } from '../order/tables.ts';
import { contractViews } from './contract-repo.ts';
import { orderContracts } from './tables.ts';

/** POST /order/contract/list: every contract version of the caller company's orders (buyer or seller), newest first. */
export async function listContracts(
  db: Db,
  viewer: { companyId: number; lang: Language },
  query: PageQuery & { status?: ContractStatus | undefined },
): Promise<Page<ContractView>> {
  const conditions: SQL[] = [
    or(eq(orders.buyerCompanyId, viewer.companyId), eq(orders.sellerCompanyId, viewer.companyId)) as SQL,
  ];
  if (query.status) conditions.push(eq(orderContracts.status, query.status));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(orderContracts)
    .innerJoin(orders, eq(orders.id, orderContracts.orderId))
    .where(where);
  const rows = await db
    .select({ contract: orderContracts })
    .from(orderContracts)
    .innerJoin(orders, eq(orders.id, orderContracts.orderId))
    .where(where)
    .orderBy(desc(orderContracts.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return toPage(
    await contractViews(
      db,
      rows.map((r) => r.contract),
      viewer,
    ),
    total?.n ?? 0,
    query,
  );
}
