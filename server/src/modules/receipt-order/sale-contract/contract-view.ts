import {
  contractStatusLabelKey,
  type Language,
  RECEIPT_ORDER_FLOW,
  type ReceiptContract,
  type ReceiptOrderAction,
  translate,
} from '@hgsc/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { type ContractRow, contractSignatures, contracts } from '../../contract/index.ts';
import { receiptOrderState } from '../bindings.ts';
import { type OrderWithNames, orderWithNamesById } from '../order-view.ts';
import { type DealSide, dealSideOf } from './deal.ts';
import { RECEIPT_ORDER_KIND } from './order-subject.ts';
import { termsOf } from './render.ts';

type Signature = typeof contractSignatures.$inferSelect;

/** The newest version of each order's contract (cancelled too: the sides see it was withdrawn or refused, and why). */
async function newestContracts(db: Db, orderIds: readonly number[]): Promise<Map<number, ContractRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.subjectKind, RECEIPT_ORDER_KIND), inArray(contracts.subjectId, [...orderIds])))
    .orderBy(desc(contracts.version));
  const newest = new Map<number, ContractRow>();
  for (const row of rows) if (!newest.has(row.subjectId)) newest.set(row.subjectId, row);
  return newest;
}

/** What the caller's side may do with the contract now: the order's flow, and the contract's own state. */
function actionsOf(found: OrderWithNames, party: DealSide, contract: ContractRow | undefined, signed: readonly Signature[]) {
  const open = (action: ReceiptOrderAction) => RECEIPT_ORDER_FLOW.check(receiptOrderState(found.row), action, party).open;
  const live = contract && contract.status !== 'cancelled' ? contract : undefined;
  const actions: ReceiptContract['actions'] = [];
  if (open('generateContract') && signed.length === 0) actions.push('draw');
  if (live && live.status !== 'signed') {
    if (open('signContract') && !signed.some((s) => s.party === party)) actions.push('sign');
    if (open('cancelContract')) actions.push('cancel');
  }
  return actions;
}

/**
 * Receipt orders' contracts as the company `companyId` (a trading side of each) sees them: the goods and the price, the
 * terms, the newest version with its signatures, and the steps its side may take now.
 */
export async function receiptContractViews(
  db: Db,
  found: readonly OrderWithNames[],
  companyId: number,
  lang: Language,
): Promise<ReceiptContract[]> {
  const newest = await newestContracts(
    db,
    found.map((f) => f.row.id),
  );
  const contractIds = [...newest.values()].map((c) => c.id);
  const signatures =
    contractIds.length === 0
      ? []
      : await db
          .select()
          .from(contractSignatures)
          .where(inArray(contractSignatures.contractId, contractIds))
          .orderBy(contractSignatures.id);
  return found.map((f) => {
    const { row } = f;
    const party = dealSideOf(row, companyId);
    if (!party) throw notFound('receiptOrder.notFound');
    const contract = newest.get(row.id);
    const signed = contract ? signatures.filter((s) => s.contractId === contract.id) : [];
    const nameOf = (side: string) => (side === 'buyer' ? f.buyerName : f.sellerName);
    return {
      orderId: row.id,
      orderNo: row.orderNo,
      orderStatus: row.status,
      party,
      buyerCompanyName: f.buyerName,
      sellerCompanyName: f.sellerName,
      receiptNo: f.receiptNo,
      productName: f.productName,
      warehouseName: f.warehouseName,
      quantity: row.quantity,
      unit: f.unit,
      unitPrice: row.unitPrice,
      amount: row.amount,
      terms: termsOf(row),
      contract: contract
        ? {
            id: contract.id,
            contractNo: contract.contractNo,
            version: contract.version,
            status: contract.status,
            statusLabel: translate(contractStatusLabelKey(contract.status), lang),
            sha256AtGeneration: contract.sha256AtGeneration,
            sha256: contract.sha256,
            generatedAt: contract.generatedAt.toISOString(),
            cancelledAt: contract.cancelledAt?.toISOString() ?? null,
            cancelReason: contract.cancelReason,
            signatures: signed.map((s) => ({
              party: s.party as DealSide,
              companyName: nameOf(s.party),
              signerName: s.signerName,
              signedAt: s.signedAt.toISOString(),
              sha256After: s.sha256After,
            })),
          }
        : null,
      actions: actionsOf(f, party, contract, contract?.status === 'cancelled' ? [] : signed),
      transferConfirmed: row.status === 'done',
    };
  });
}

/** One order's contract as the company sees it (its access checked by the caller). */
export async function receiptContractView(db: Db, orderId: number, companyId: number, lang: Language): Promise<ReceiptContract> {
  const found = await orderWithNamesById(db, orderId);
  const [view] = await receiptContractViews(db, found ? [found] : [], companyId, lang);
  if (!view) throw notFound('receiptOrder.notFound');
  return view;
}
