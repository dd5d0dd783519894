import { type ContractStatus, type ContractView, type Language, type Page, type PageQuery, toPage } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { containsPattern } from '../../../platform/db/like.ts';
import { contracts } from '../../contract/index.ts';
import { orders } from '../tables.ts';
import { contractViews } from './contract-views.ts';
import { aboutOrder } from './order-subject.ts';

/**
 * POST /order/contract/list: every contract version of the caller company's orders, newest first — on both sides, or
 * on `party`'s alone (销售合同: the company as seller) — of a `status`, and whose order or contract number holds `keyword`.
 */
export async function listContracts(
  db: Db,
  viewer: { companyId: number; lang: Language },
  query: PageQuery & {
    status?: ContractStatus | undefined;
    party?: 'buyer' | 'seller' | undefined;
    keyword?: string | undefined;
  },
): Promise<Page<ContractView>> {
  const asBuyer = eq(orders.buyerCompanyId, viewer.companyId);
  const asSeller = eq(orders.sellerCompanyId, viewer.companyId);
  const conditions: SQL[] = [
    query.party === 'buyer' ? asBuyer : query.party === 'seller' ? asSeller : (or(asBuyer, asSeller) as SQL),
  ];
  if (query.status) conditions.push(eq(contracts.status, query.status));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(orders.orderNo, pattern), ilike(contracts.contractNo, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(contracts)
    .innerJoin(orders, aboutOrder(contracts, orders.id))
    .where(where);
  const rows = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(orders, aboutOrder(contracts, orders.id))
    .where(where)
    .orderBy(desc(contracts.id))
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
