import {
  type Language,
  RECEIPT_ORDER_FLOW,
  type ReceiptOrderAction,
  type ReceiptOrderParty,
  receiptOrderStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { type FlowActor, takeStep } from '../../../platform/flow/engine.ts';
import { wrongState } from '../../../platform/http/app-error.ts';
import { contractLabels } from '../../../platform/pdf/index.ts';
import { companyMembers, memberAdmitted } from '../../company/index.ts';
import { type ContractKind, type ContractStep, type ContractStepDone, registerContractKind } from '../../contract/index.ts';
import { RECEIPT_ORDER_BINDING, receiptOrderState } from '../bindings.ts';
import { receiptOrders } from '../tables.ts';
import {
  CONTRACT_READERS,
  CONTRACT_SIGNERS,
  contractReaderOn,
  type DealSide,
  dealForCaller,
  loadDeal,
  type ReceiptDeal,
} from './deal.ts';
import { dealPartiesOf } from './deal-facts.ts';
import { RECEIPT_ORDER_KIND } from './order-subject.ts';
import { receiptContractTemplate, renderReceiptContract } from './render.ts';

/** The receipt order's flow action each contract step is. */
const ORDER_ACTION: Record<ContractStep, ReceiptOrderAction> = {
  generate: 'generateContract',
  sign: 'signContract',
  cancel: 'cancelContract',
};

/** Why the order does not let `party` take the contract step now, or null when its flow does. */
function orderRefusal(deal: ReceiptDeal, step: ContractStep, party: DealSide, lang: Language): Error | null {
  const action = ORDER_ACTION[step];
  const check = RECEIPT_ORDER_FLOW.check(receiptOrderState(deal.order), action, party);
  if (check.open) return null;
  // A side the flow never lets take the step is told whose step it is, not the order's state.
  if (!RECEIPT_ORDER_FLOW.transitions.some((t) => t.action === action && t.by === party))
    return wrongState('receiptContract.sellerDraws');
  if (check.reason !== 'state') return wrongState(check.reason);
  return wrongState('receiptOrder.wrongStatus', { status: translate(receiptOrderStatusLabelKey(deal.order.status), lang) });
}

/** Why the contract as it stands does not let `party` take the step: one version at a time, each side signs once. */
function contractRefusal(deal: ReceiptDeal, step: ContractStep, party: DealSide): Error | null {
  const live = deal.contract;
  if (step === 'generate') {
    if (!live) return null;
    return wrongState(live.signed.length > 0 ? 'receiptContract.signedAlready' : 'receiptContract.drawnAlready');
  }
  if (!live) return wrongState('receiptContract.notDrawn');
  if (step === 'sign' && live.signed.includes(party)) return wrongState('contract.notYourTurn');
  return null;
}

const actorOf = (step: ContractStepDone<ReceiptDeal, DealSide>): FlowActor<ReceiptOrderParty> => ({
  party: step.party,
  userId: step.caller.userId,
  companyId: step.caller.company.companyId,
  ip: step.ip,
});

const SYSTEM: FlowActor<ReceiptOrderParty> = { party: 'system', userId: null, companyId: null };

/** The order's step a contract step is, on the receipt order's flow (logged with the contract's facts). */
const takeOrderStep = (
  tx: Db,
  step: ContractStepDone<ReceiptDeal, DealSide>,
  action: ReceiptOrderAction,
  detail: Record<string, unknown>,
  actor: FlowActor<ReceiptOrderParty> = actorOf(step),
) => takeStep(tx, RECEIPT_ORDER_BINDING, { id: step.subject.order.id, action, actor, detail, lang: step.lang });

/**
 * A receipt order's sale contract (仓单转让合同): once the seller took the order it draws the contract up (again, with new
 * terms, while nobody signed), both sides sign it with their company's buyer or seller seal, and the second signature
 * completes it, which moves the order to `signed` (waiting for payment). Each step is the order's on its flow (the
 * flow decides who may take it now; a cancellation request waiting stops them all). Its number is CD + the order
 * number's digits + -version: a prefix of its own keeps it apart from the product orders' HT… whatever length the
 * running numbers grow to (contract numbers are unique).
 */
export const receiptSaleContract: ContractKind<ReceiptDeal, DealSide> = registerContractKind<ReceiptDeal, DealSide>({
  name: RECEIPT_ORDER_KIND,
  signers: ['seller', 'buyer'],
  async subjectFor(db, id, caller, use, { lock = false } = {}) {
    const permissions = use === 'contract.sign' ? CONTRACT_SIGNERS : CONTRACT_READERS;
    const { deal, party } = await dealForCaller(db, id, caller, permissions, { lock });
    return { subject: deal, party };
  },
  load: (db, id) => loadDeal(db, id),
  idOf: (deal) => deal.order.id,
  companyOf: (deal, party) => (party === 'buyer' ? deal.order.buyerCompanyId : deal.order.sellerCompanyId),
  notFoundKey: 'receiptOrder.notFound',
  async readableBy(db, id, userId) {
    const rows = await db
      .select(memberAdmitted)
      .from(receiptOrders)
      .leftJoin(companyMembers, contractReaderOn(userId))
      .where(eq(receiptOrders.id, id));
    return rows.some((row) => row.admitted);
  },
  refusal: (deal, step, party, lang) => orderRefusal(deal, step, party, lang) ?? contractRefusal(deal, step, party),
  // The other side signing, a cancellation asked or a payment made meanwhile changes the order's status or updatedAt.
  async lockUnchanged(tx, drawnFrom) {
    const [now] = await tx.select().from(receiptOrders).where(eq(receiptOrders.id, drawnFrom.order.id)).for('update');
    if (!now || now.status !== drawnFrom.order.status || now.updatedAt.getTime() !== drawnFrom.order.updatedAt.getTime())
      throw wrongState('contract.changedMeanwhile');
  },
  contractNo: (deal, version) => `CD${deal.order.orderNo.replace(/\D/g, '')}-${version}`,
  template: (db, deal) => receiptContractTemplate(db, deal),
  parties: (db, deal) => dealPartiesOf(db, deal.order),
  render: renderReceiptContract,
  // Receipt deals are in RMB between Chinese companies.
  language: () => 'zh',
  partyLabel: (party, language) => contractLabels(language).parties[party],
  sealRole: (party) => party,
  async subjectNumbers(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: receiptOrders.id, orderNo: receiptOrders.orderNo })
      .from(receiptOrders)
      .where(inArray(receiptOrders.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.orderNo]));
  },
  async generated(tx, step) {
    const { contractNo, version } = step.contract;
    await takeOrderStep(tx, step, 'generateContract', { contractNo, version, sha256: step.sha256 });
  },
  async signed(tx, step) {
    const detail = { contractNo: step.contract.contractNo, sha256: step.sha256 };
    await takeOrderStep(tx, step, 'signContract', detail);
    // Both signed: the platform completes the contract, and the order waits for the buyer's payment.
    if (step.complete) await takeOrderStep(tx, step, 'completeContract', detail, SYSTEM);
  },
  async cancelled(tx, step) {
    await takeOrderStep(tx, step, 'cancelContract', { contractNo: step.contract.contractNo, reason: step.reason });
  },
});
