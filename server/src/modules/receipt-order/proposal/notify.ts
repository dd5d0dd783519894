import { chinaMinute, type MessageKey, type NotificationTopic } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../../platform/flow/tables.ts';
import { registerNotifier } from '../../../platform/notify/notifiers.ts';
import { draftsFor } from '../../company/index.ts';
import { receiptOrderProposals } from '../tables.ts';
import { proposalsWithNames } from './proposal-view.ts';

const TOLD: Partial<Record<string, { kind: MessageKey; topic: NotificationTopic }>> = {
  propose: { kind: 'notify.receiptProposal.save', topic: 'turn' },
  withdraw: { kind: 'notify.receiptProposal.withdraw', topic: 'cancel' },
  lapse: { kind: 'notify.receiptProposal.lapse', topic: 'end' },
};

/** Where the buyer answers the orders entered for it: the waiting ones above its applications. */
export const PROPOSALS_LINK = '/manage/toApplyFor?tab=proposals';

/**
 * The buyer hears of an order the operator entered for it (its turn: confirm or refuse), and of one withdrawn or
 * lapsed while it waited. Its own answers tell nobody: confirming applies, and the seller hears of the application.
 */
registerNotifier('receiptProposal', async (db, step: NodeOperationLogRow) => {
  const told = TOLD[step.action];
  if (!told) return [];
  const [found] = await proposalsWithNames(db).where(eq(receiptOrderProposals.id, step.bizId));
  if (!found) return [];
  const { row } = found;
  const params = {
    proposalNo: row.proposalNo,
    product: found.productName,
    quantity: `${new Decimal(row.quantity).toString()} ${found.unit}`,
    amount: row.amount,
    deadline: chinaMinute(row.expiresAt),
    reason: row.endReason ?? '',
  };
  return draftsFor(
    db,
    [{ companyId: row.buyerCompanyId, permissions: ['receipt.trade', 'receipt.view'], ...told }],
    params,
    PROPOSALS_LINK,
  );
});
