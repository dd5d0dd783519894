import { type MessageKey, type NotificationTopic, type PermissionCode, premiumPayee } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { draftsFor } from '../company/index.ts';
import { exchangesWithNames, premiumAmountOf } from './exchange-view.ts';
import { receiptExchanges } from './tables.ts';

type Side = 'applicant' | 'counterparty' | 'sourceKeeper' | 'targetKeeper';
interface Told {
  side: Side;
  kind: MessageKey;
  topic: NotificationTopic;
  money?: true;
}
const TRADERS: readonly PermissionCode[] = ['receipt.trade', 'receipt.view'];
const KEEPERS: readonly PermissionCode[] = ['warehouse.confirm'];
const KEEPERS_TOLD: Told[] = [
  { side: 'sourceKeeper', kind: 'notify.receiptExchange.confirm', topic: 'turn' },
  { side: 'targetKeeper', kind: 'notify.receiptExchange.confirm', topic: 'turn' },
];

/** Who hears of a step, in which words: the side whose turn it now is, both traders of its end. */
function toldOf(action: string, actorRole: string, toState: string | null, premium: string | null): Told[] {
  const payee = premiumPayee(premium);
  switch (action) {
    case 'apply':
      return [{ side: 'counterparty', kind: 'notify.receiptExchange.save', topic: 'turn' }];
    case 'quote':
      return [{ side: 'applicant', kind: 'notify.receiptExchange.quote', topic: 'turn' }];
    case 'decline':
      // Declined by the system: the listing ended under the request, which lapsed.
      return [
        {
          side: 'applicant',
          kind: actorRole === 'system' ? 'notify.receiptExchange.cancel' : 'notify.receiptExchange.decline',
          topic: 'end',
        },
      ];
    case 'cancel':
      return actorRole === 'operator'
        ? [
            { side: 'applicant', kind: 'notify.receiptExchange.cancel', topic: 'cancel' },
            { side: 'counterparty', kind: 'notify.receiptExchange.cancel', topic: 'cancel' },
          ]
        : [{ side: 'counterparty', kind: 'notify.receiptExchange.cancel', topic: 'cancel' }];
    case 'accept':
      return [{ side: 'counterparty', kind: 'notify.receiptExchange.accept', topic: 'turn' }];
    case 'sign':
      if (payee === null) return KEEPERS_TOLD;
      return [
        {
          side: payee === 'applicant' ? 'counterparty' : 'applicant',
          kind: 'notify.receiptExchange.pay',
          topic: 'turn',
          money: true,
        },
        { side: payee, kind: 'notify.receiptExchange.collect', topic: 'turn', money: true },
      ];
    case 'collectPremium':
      return KEEPERS_TOLD;
    case 'confirm':
      return toState === 'settled'
        ? [
            { side: 'applicant', kind: 'notify.receiptExchange.settled', topic: 'end' },
            { side: 'counterparty', kind: 'notify.receiptExchange.settled', topic: 'end' },
          ]
        : [];
    default:
      return [];
  }
}

/** Where each side reads an exchange. */
function linkFor(side: Side, id: number): string {
  if (side === 'applicant') return `/manage/exchangedetails?id=${id}`;
  if (side === 'counterparty') return `/manage/orderexchangetoApplydetails?id=${id}`;
  return '/manage/orderReceiv?kind=exchange';
}

/**
 * An exchange's steps tell the side whose turn it now is: the counterparty of a request and an acceptance, the
 * applicant of a quote and a refusal, the payer and payee of the premium once signed, the keepers of the endorsements
 * to confirm; both traders of the settlement (each the receipt it now holds) and of an operator's cancellation.
 */
registerNotifier('receiptExchange', async (db, step: NodeOperationLogRow) => {
  const [found] = await exchangesWithNames(db).where(eq(receiptExchanges.id, step.bizId));
  if (!found) return [];
  const { row } = found;
  const detail = step.detail as { reason?: string };
  const companyOf: Record<Side, number> = {
    applicant: row.applicantCompanyId,
    counterparty: row.counterpartyCompanyId,
    sourceKeeper: row.sourceKeeperCompanyId,
    targetKeeper: row.targetKeeperCompanyId,
  };
  // Each keeper confirms its own part; each trader, once settled, holds the other's.
  const receiptOf: Record<Side, string> = {
    applicant: found.target.receiptNo,
    counterparty: found.source.receiptNo,
    sourceKeeper: found.source.receiptNo,
    targetKeeper: found.target.receiptNo,
  };
  const drafts = [];
  for (const { side, kind, topic, money } of toldOf(step.action, step.actorRole, step.toState, row.premium)) {
    // A keeper of both warehouses hears once.
    if (side === 'targetKeeper' && row.targetKeeperCompanyId === row.sourceKeeperCompanyId && kind.endsWith('.confirm')) continue;
    const params = {
      applicant: found.applicantName,
      counterparty: found.counterpartyName,
      product: found.productName,
      quantity: `${new Decimal(row.quantity).toString()} ${found.unit}`,
      unit: found.unit,
      exchangeNo: row.exchangeNo,
      premium: row.premium ?? '',
      amount: premiumAmountOf(row) ?? '',
      receiptNo: receiptOf[side],
      reason: detail.reason ?? row.declineReason ?? row.cancelReason ?? '',
    };
    const permissions = side.endsWith('Keeper') ? KEEPERS : money ? [...TRADERS, 'finance.collect' as const] : TRADERS;
    drafts.push(
      ...(await draftsFor(db, [{ companyId: companyOf[side], permissions, kind, topic }], params, linkFor(side, row.id))),
    );
  }
  return drafts;
});
