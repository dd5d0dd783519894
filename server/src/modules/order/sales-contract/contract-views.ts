import { type ContractView, contractStatusLabelKey, type Language, translate } from '@hgsc/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { companies } from '../../company/index.ts';
import { type ContractRow, contractAffirmations, contractSignatures } from '../../contract/index.ts';
import { partyOf, type TradeParty } from '../order-access.ts';
import { orders } from '../tables.ts';
import { ORDER_KIND } from './order-subject.ts';

/** Order contracts as the company `companyId` (a party of each order) sees them. */
export async function contractViews(
  db: Db,
  rows: readonly ContractRow[],
  viewer: { companyId: number; lang: Language },
): Promise<ContractView[]> {
  if (rows.length === 0) return [];
  const contractIds = rows.map((r) => r.id);
  const orderRows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(rows.map((r) => r.subjectId))]));
  const companyIds = [...new Set(orderRows.flatMap((o) => [o.buyerCompanyId, o.sellerCompanyId]))];
  const names = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds))).map(
      (c) => [c.id, c.name],
    ),
  );
  const signatures = await db
    .select()
    .from(contractSignatures)
    .where(inArray(contractSignatures.contractId, contractIds))
    .orderBy(contractSignatures.id);
  const affirmations = await db
    .select()
    .from(contractAffirmations)
    .where(inArray(contractAffirmations.contractId, contractIds))
    .orderBy(contractAffirmations.id);
  return rows.map((row) => {
    const order = row.subjectKind === ORDER_KIND ? orderRows.find((o) => o.id === row.subjectId) : undefined;
    const party = order ? partyOf(order, viewer.companyId) : undefined;
    if (!order || !party) throw notFound('contract.notFound');
    return {
      id: row.id,
      orderId: order.id,
      orderNo: order.orderNo,
      orderStatus: order.status,
      contractNo: row.contractNo,
      version: row.version,
      status: row.status,
      statusLabel: translate(contractStatusLabelKey(row.status), viewer.lang),
      party,
      buyerCompanyName: names.get(order.buyerCompanyId) ?? '',
      sellerCompanyName: names.get(order.sellerCompanyId) ?? '',
      totalAmount: order.totalAmount,
      currency: order.currency,
      sha256AtGeneration: row.sha256AtGeneration,
      sha256: row.sha256,
      generatedAt: row.generatedAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
      signatures: signatures
        .filter((s) => s.contractId === row.id)
        .map((s) => ({
          party: s.party as TradeParty,
          companyName: names.get(s.companyId) ?? '',
          signerName: s.signerName,
          signedAt: s.signedAt.toISOString(),
          sha256After: s.sha256After,
        })),
      affirmedBy: affirmations.filter((a) => a.contractId === row.id).map((a) => a.party as TradeParty),
    };
  });
}

export async function contractView(db: Db, row: ContractRow, viewer: { companyId: number; lang: Language }) {
  const [view] = await contractViews(db, [row], viewer);
  return view as ContractView;
}
