import type { MessageKey, NotificationTopic } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { draftsFor, type Telling } from '../company/index.ts';
import { billsOfLading } from './tables.ts';

/**
 * A bill's steps tell the side whose turn it now is: the keeper of a new bill (to schedule) and of a withdrawal, the
 * holder of its schedule, its finish and a refusal; the operator's stop tells both.
 */
registerNotifier('billOfLading', async (db, step: NodeOperationLogRow) => {
  const [bill] = await db.select().from(billsOfLading).where(eq(billsOfLading.id, step.bizId));
  if (!bill) return [];
  const holder = (kind: MessageKey, topic: NotificationTopic = 'turn'): Telling => ({
    companyId: bill.holderCompanyId,
    permissions: ['receipt.billOfLading', 'receipt.view'],
    kind,
    topic,
  });
  const keeper = (kind: MessageKey, topic: NotificationTopic = 'turn'): Telling => ({
    companyId: bill.keeperCompanyId,
    permissions: ['warehouse.pickup'],
    kind,
    topic,
  });
  const cancelled: Record<string, Telling[]> = {
    holder: [keeper('notify.bill.cancelledByHolder', 'end')],
    keeper: [holder('notify.bill.refused', 'end')],
    operator: [holder('notify.bill.stopped', 'end'), keeper('notify.bill.stopped', 'end')],
  };
  const tellings: Partial<Record<string, Telling[]>> = {
    submit: [keeper('notify.bill.submitted')],
    schedule: [holder('notify.bill.scheduled')],
    finish: [holder('notify.bill.finished', 'end')],
    cancel: cancelled[step.actorRole] ?? [],
  };
  return draftsFor(
    db,
    tellings[step.action] ?? [],
    { billNo: bill.billNo, date: bill.scheduledDate ?? '', reason: bill.cancelReason ?? '' },
    `/manage/billLadingDetails?id=${bill.id}`,
  );
});
