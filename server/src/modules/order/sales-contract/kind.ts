import { contractLanguageOf, mayAct, type OrderAction, orderFlowStateOf } from '@hgsc/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { wrongState } from '../../../platform/http/app-error.ts';
import { contractLabels } from '../../../platform/pdf/index.ts';
import { companyMembers, memberAdmitted } from '../../company/index.ts';
import { type ContractKind, type ContractStep, type ContractStepDone, registerContractKind } from '../../contract/index.ts';
import { applyOrderAction, wrongOrderStatus } from '../apply-action.ts';
import { CONTRACT_READERS, orderForCaller, orderReaderOn, type TradeParty } from '../order-access.ts';
import { type OrderRow, orders } from '../tables.ts';
import { ORDER_KIND } from './order-subject.ts';
import { contractPartiesOf, renderOrderContract } from './render.ts';
import { templateForOrder } from './template/template-repo.ts';

/** The order-flow action each contract step is. */
const ORDER_ACTION: Record<ContractStep, OrderAction> = {
  generate: 'generateContract',
  sign: 'sign',
  cancel: 'cancelContract',
};

/** The order's status change a contract step makes (10 → 37, 37 → 38/39 → 40, back to 10), on the order's flow. */
const takeOrderStep = (
  tx: Db,
  step: ContractStepDone<OrderRow, TradeParty>,
  action: OrderAction,
  detail: Record<string, unknown>,
) =>
  applyOrderAction(tx, {
    orderId: step.subject.id,
    action,
    party: step.party,
    actorUserId: step.caller.userId,
    companyId: step.caller.company.companyId,
    ip: step.ip,
    detail,
    lang: step.lang,
  });

/**
 * An order's sales contract: the seller generates it from the order with the order's template, both sides sign it
 * with their company's buyer or seller seal, and each step moves the order on its flow (the order-flow table decides
 * who may take it now). Its number is HT + the order number's digits + -version.
 */
export const salesContract: ContractKind<OrderRow, TradeParty> = registerContractKind({
  name: ORDER_KIND,
  signers: ['seller', 'buyer'],
  subjectFor: async (db, id, caller, use, { lock = false } = {}) => {
    const { order, party } = await orderForCaller(db, id, caller, { lock, permissionFor: () => use });
    return { subject: order, party };
  },
  async load(db, id) {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    return order;
  },
  idOf: (order) => order.id,
  companyOf: (order, party) => (party === 'buyer' ? order.buyerCompanyId : order.sellerCompanyId),
  notFoundKey: 'order.notFound',
  async readableBy(db, id, userId) {
    const rows = await db
      .select(memberAdmitted)
      .from(orders)
      .leftJoin(companyMembers, orderReaderOn(userId, CONTRACT_READERS))
      .where(eq(orders.id, id));
    return rows.some((row) => row.admitted);
  },
  refusal(order, step, party, lang) {
    if (mayAct(orderFlowStateOf(order), ORDER_ACTION[step], party)) return null;
    return order.cancelRequestedBy ? wrongState('order.cancelPending') : wrongOrderStatus(order.status, lang);
  },
  // A price change, or the other side signing at the same moment, changes the order's status or its updatedAt.
  async lockUnchanged(tx, drawnFrom) {
    const [now] = await tx.select().from(orders).where(eq(orders.id, drawnFrom.id)).for('update');
    if (!now || now.status !== drawnFrom.status || now.updatedAt.getTime() !== drawnFrom.updatedAt.getTime())
      throw wrongState('contract.changedMeanwhile');
  },
  contractNo: (order, version) => `HT${order.orderNo.replace(/^\D+/, '')}-${version}`,
  template: (db, order, lang) => templateForOrder(db, order, lang),
  parties: (db, order) => contractPartiesOf(db, order),
  render: renderOrderContract,
  language: (order) => contractLanguageOf(order.currency),
  partyLabel: (party, language) => contractLabels(language).parties[party],
  sealRole: (party) => party,
  async subjectNumbers(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(inArray(orders.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.orderNo]));
  },
  async generated(tx, step) {
    const { contractNo, version } = step.contract;
    await takeOrderStep(tx, step, 'generateContract', { contractNo, version, sha256: step.sha256 });
  },
  async signed(tx, step) {
    await takeOrderStep(tx, step, 'sign', { contractNo: step.contract.contractNo, sha256: step.sha256 });
  },
  async cancelled(tx, step) {
    await takeOrderStep(tx, step, 'cancelContract', { contractNo: step.contract.contractNo, reason: step.reason });
  },
});
