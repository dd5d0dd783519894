import { type ContractView, contractStatusLabelKey, type Language, translate } from '@hgsc/contracts';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { orders, partyOf, type TradeParty } from '../order/index.ts';
import { aboutSubject, type ContractSubject, ORDER_KIND } from './subject.ts';
import { type ContractRow, contractAffirmations, contractSignatures, contracts } from './tables.ts';

/** The subject's contract in force (the newest version not cancelled), or 404. `lock` takes it FOR UPDATE. */
export async function currentContract(db: Db, subject: ContractSubject, { lock = false } = {}): Promise<ContractRow> {
  const query = db
    .select()
    .from(contracts)
    .where(and(aboutSubject(contracts, subject), ne(contracts.status, 'cancelled')))
    .orderBy(desc(contracts.version))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('contract.notFound');
  return row;
}

export async function signaturesOf(db: Db, contractId: number) {
  return db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contractId)).orderBy(contractSignatures.id);
}

/** The subject's next contract version. */
export async function nextContractVersion(db: Db, subject: ContractSubject): Promise<number> {
  const [last] = await db
    .select({ version: contracts.version })
    .from(contracts)
    .where(aboutSubject(contracts, subject))
    .orderBy(desc(contracts.version))
    .limit(1);
  return (last?.version ?? 0) + 1;
}

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
      affirmedBy: affirmations.filter((a) => a.contractId === row.id).map((a) => a.party),
    };
  });
}

export async function contractView(db: Db, row: ContractRow, viewer: { companyId: number; lang: Language }) {
  const [view] = await contractViews(db, [row], viewer);
  return view as ContractView;
}
