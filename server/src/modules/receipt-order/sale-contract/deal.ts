import type { ContractStatus, PermissionCode } from '@hgsc/contracts';
import { and, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../platform/auth/caller.ts';
import { hasPermission } from '../../../platform/auth/plugin.ts';
import type { Db } from '../../../platform/db/client.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { memberHolding } from '../../company/index.ts';
import { aboutSubject, contractSignatures, contracts } from '../../contract/index.ts';
import { type ReceiptOrderRow, receiptOrders } from '../tables.ts';
import { RECEIPT_ORDER_KIND } from './order-subject.ts';

/** The two sides that sign a receipt sale contract (the keeper confirms the transfer, it signs nothing). */
export type DealSide = 'buyer' | 'seller';

/** What a receipt sale contract's caller needs to read it, and to act on it (the routes declare the same). */
export const CONTRACT_READERS: readonly PermissionCode[] = ['contract.view', 'contract.sign', 'receipt.trade'];
export const CONTRACT_SIGNERS: readonly PermissionCode[] = ['contract.sign'];

/**
 * The subject of a receipt sale contract: the order, and the version in force (the newest not cancelled) with the sides
 * that signed it. The flow lets either side sign while the order is `accepted`, whatever the signatures so far, so the
 * kind reads them to refuse a side signing twice, or a new version over a signed one.
 */
export interface ReceiptDeal {
  order: ReceiptOrderRow;
  contract: { status: ContractStatus; signed: DealSide[] } | null;
}

/** The side a company trades on, the seller first: a company on both sides (only the tenancy guard's) draws it up. */
export function dealSideOf(order: Pick<ReceiptOrderRow, 'buyerCompanyId' | 'sellerCompanyId'>, companyId: number) {
  if (order.sellerCompanyId === companyId) return 'seller' as const;
  if (order.buyerCompanyId === companyId) return 'buyer' as const;
  return undefined;
}

/** The version in force of the order's contract and who signed it, or null before one is drawn (or after a cancel). */
export async function liveContractOf(db: Db, orderId: number): Promise<ReceiptDeal['contract']> {
  const [live] = await db
    .select({ id: contracts.id, status: contracts.status })
    .from(contracts)
    .where(and(aboutSubject(contracts, { kind: RECEIPT_ORDER_KIND, id: orderId }), ne(contracts.status, 'cancelled')))
    .orderBy(desc(contracts.version))
    .limit(1);
  if (!live) return null;
  const signed = await db
    .select({ party: contractSignatures.party })
    .from(contractSignatures)
    .where(eq(contractSignatures.contractId, live.id));
  return { status: live.status, signed: signed.map((row) => row.party as DealSide) };
}

export async function loadDeal(db: Db, id: number, { lock = false } = {}): Promise<ReceiptDeal | undefined> {
  const query = db.select().from(receiptOrders).where(eq(receiptOrders.id, id));
  const [order] = lock ? await query.for('update') : await query;
  return order ? { order, contract: await liveContractOf(db, order.id) } : undefined;
}

/**
 * The receipt order `id` and the caller's trading side: a company that is neither buyer nor seller (the keeper too) is
 * told it is not found, a sub-account holding none of `permissions` is refused (403). `lock` takes the order FOR UPDATE.
 */
export async function dealForCaller(
  db: Db,
  id: number,
  caller: Caller,
  permissions: readonly PermissionCode[],
  options: { lock?: boolean } = {},
): Promise<{ deal: ReceiptDeal; party: DealSide }> {
  const deal = await loadDeal(db, id, options);
  const party = deal ? dealSideOf(deal.order, caller.company.companyId) : undefined;
  if (!deal || !party) throw notFound('receiptOrder.notFound');
  if (!permissions.some((code) => hasPermission(caller.company, code))) throw forbidden('permission.denied');
  return { deal, party };
}

/** Join condition for `companyMembers`: the user reads the joined order's contract on either side. */
export const contractReaderOn = (userId: number): SQL =>
  or(
    memberHolding(userId, receiptOrders.buyerCompanyId, CONTRACT_READERS),
    memberHolding(userId, receiptOrders.sellerCompanyId, CONTRACT_READERS),
  ) as SQL;
