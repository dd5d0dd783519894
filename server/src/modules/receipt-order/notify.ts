import type { MessageKey, NotificationTopic, PermissionCode } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { draftsFor, type Telling } from '../company/index.ts';
import { orderWithNamesById } from './order-view.ts';

type Side = 'buyer' | 'seller' | 'keeper';
const READERS: Record<Side, readonly PermissionCode[]> = {
  buyer: ['receipt.trade', 'receipt.view'],
  seller: ['receipt.trade', 'receipt.view'],
  keeper: ['warehouse.confirm'],
};
/** Money steps also reach who pays or confirms the money. */
const MONEY_READERS: Record<Side, readonly PermissionCode[]> = {
  buyer: [...READERS.buyer, 'finance.pay'],
  seller: [...READERS.seller, 'finance.collect'],
  keeper: READERS.keeper,
};

/** Who hears of each step, in which words, about what. */
const TOLD: Partial<Record<string, readonly { side: Side; kind: MessageKey; topic: NotificationTopic; money?: true }[]>> = {
  apply: [{ side: 'seller', kind: 'notify.receiptOrder.apply', topic: 'turn' }],
  withdraw: [{ side: 'seller', kind: 'notify.receiptOrder.withdraw', topic: 'end' }],
  take: [{ side: 'buyer', kind: 'notify.receiptOrder.take', topic: 'turn' }],
  generateContract: [{ side: 'buyer', kind: 'notify.receiptOrder.contract', topic: 'turn' }],
  completeContract: [
    { side: 'buyer', kind: 'notify.receiptOrder.signed', topic: 'turn', money: true },
    { side: 'seller', kind: 'notify.receiptOrder.signed', topic: 'turn' },
  ],
  payPart: [{ side: 'seller', kind: 'notify.receiptOrder.pay', topic: 'turn', money: true }],
  pay: [{ side: 'seller', kind: 'notify.receiptOrder.pay', topic: 'turn', money: true }],
  collectPart: [{ side: 'buyer', kind: 'notify.receiptOrder.collect', topic: 'turn', money: true }],
  collect: [{ side: 'buyer', kind: 'notify.receiptOrder.collect', topic: 'turn', money: true }],
  refusePayment: [{ side: 'buyer', kind: 'notify.receiptOrder.refusePayment', topic: 'turn', money: true }],
  updateShip: [{ side: 'seller', kind: 'notify.receiptOrder.updateShip', topic: 'turn' }],
  transfer: [{ side: 'keeper', kind: 'notify.receiptOrder.transfer', topic: 'turn' }],
  confirmTransfer: [
    { side: 'buyer', kind: 'notify.receiptOrder.transferDone', topic: 'end' },
    { side: 'seller', kind: 'notify.receiptOrder.transferDone', topic: 'end' },
  ],
  refuseTransfer: [{ side: 'seller', kind: 'notify.receiptOrder.transferRefused', topic: 'turn' }],
  cancel: [
    { side: 'buyer', kind: 'notify.receiptOrder.cancelled', topic: 'cancel' },
    { side: 'seller', kind: 'notify.receiptOrder.cancelled', topic: 'cancel' },
  ],
};

/** Where each side reads an order: an application on its own page until taken, the order's page after. */
function linkFor(side: Side, id: number, action: string): string {
  const application = ['apply', 'withdraw', 'decline'].includes(action);
  if (side === 'keeper') return `/manage/orderReceiv`;
  if (side === 'seller') return application ? `/manage/waitingJiedanDetails?id=${id}` : `/manage/waitingSellDetails?id=${id}`;
  return application ? `/manage/toApplyFordetails?id=${id}` : `/manage/waitingbuydetails?id=${id}`;
}

/**
 * A receipt order's steps tell the side whose turn it now is: the seller of an application, a withdrawal, a payment or
 * the keeper's refusal; the buyer of the seller's answers, the contract and its money; the keeper of a transfer to
 * confirm; both of the transfer done and of a cancellation.
 */
registerNotifier('receiptOrder', async (db, step: NodeOperationLogRow) => {
  const found = await orderWithNamesById(db, step.bizId);
  if (!found) return [];
  const { row } = found;
  const detail = step.detail as { reason?: string; amount?: string; contractNo?: string; quoteNo?: string };
  const companyOf: Record<Side, number> = {
    buyer: row.buyerCompanyId,
    seller: row.sellerCompanyId,
    keeper: row.keeperCompanyId,
  };
  const params = {
    buyer: found.buyerName,
    seller: found.sellerName,
    product: found.productName,
    quantity: `${new Decimal(row.quantity).toString()} ${found.unit}`,
    orderNo: row.orderNo,
    receiptNo: found.receiptNo ?? '',
    contractNo: detail.contractNo ?? found.contractNo ?? '',
    amount: detail.amount ?? '',
    reason: detail.reason ?? row.declineReason ?? '',
    address: row.deliveryAddress?.fullAddress ?? '',
    // The side that took the step, named to the other (a cancellation asked, agreed or refused).
    company: step.actorRole === 'buyer' ? found.buyerName : found.sellerName,
  };
  // An application accepting a quote is taken at once: the seller hears of it from its quote, the buyer of the take.
  const told = step.action === 'apply' && detail.quoteNo ? [] : [...(TOLD[step.action] ?? [])];
  if (step.action === 'decline')
    told.push({
      side: 'buyer',
      kind: row.declinedBy === 'system' ? 'notify.receiptOrder.lapsed' : 'notify.receiptOrder.decline',
      topic: 'end',
    });
  // A cancellation is asked of the other side, and its answer told to the side that asked.
  const other = step.actorRole === 'buyer' ? 'seller' : 'buyer';
  if (step.action === 'requestCancel') told.push({ side: other, kind: 'notify.receiptOrder.requestCancel', topic: 'cancel' });
  if (step.action === 'confirmCancel') told.push({ side: other, kind: 'notify.receiptOrder.cancelAgreed', topic: 'cancel' });
  if (step.action === 'refuseCancel') told.push({ side: other, kind: 'notify.receiptOrder.cancelRefused', topic: 'cancel' });
  const drafts = [];
  for (const { side, kind, topic, money } of told) {
    const telling: Telling = { companyId: companyOf[side], permissions: (money ? MONEY_READERS : READERS)[side], kind, topic };
    drafts.push(...(await draftsFor(db, [telling], params, linkFor(side, row.id, step.action))));
  }
  return drafts;
});
