import type { MessageKey, NotificationTopic } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { draftsFor, type Telling } from '../company/index.ts';
import { depositApplications, warehouseReceipts } from './tables.ts';

/** A deposit's steps tell the side whose turn it now is: the keeper of a new application, the applicant after. */
registerNotifier('deposit', async (db, step: NodeOperationLogRow) => {
  const [deposit] = await db.select().from(depositApplications).where(eq(depositApplications.id, step.bizId));
  if (!deposit) return [];
  const applicant = (kind: MessageKey, topic: NotificationTopic = 'turn'): Telling => ({
    companyId: deposit.applicantCompanyId,
    permissions: ['receipt.manage', 'receipt.view'],
    kind,
    topic,
  });
  const keeper = (kind: MessageKey, topic: NotificationTopic = 'turn'): Telling => ({
    companyId: deposit.keeperCompanyId,
    permissions: ['warehouse.receive', 'warehouse.register'],
    kind,
    topic,
  });
  const tellings: Partial<Record<string, Telling[]>> = {
    apply: [keeper('notify.deposit.applied')],
    receive: [applicant('notify.deposit.received'), keeper('notify.deposit.toRegister')],
    refuse: [applicant('notify.deposit.refused', 'end')],
    withdraw: [keeper('notify.deposit.withdrawn', 'end')],
  };
  return draftsFor(
    db,
    tellings[step.action] ?? [],
    { depositNo: deposit.depositNo },
    `/manage/myDepositDetails?id=${deposit.id}`,
  );
});

/** A receipt's steps tell its holder and keeper what the operator decided, and the holder of a deregistration. */
registerNotifier('warehouseReceipt', async (db, step: NodeOperationLogRow) => {
  const [receipt] = await db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, step.bizId));
  if (!receipt) return [];
  const holder = (kind: MessageKey, topic: NotificationTopic = 'turn'): Telling => ({
    companyId: receipt.holderCompanyId,
    permissions: ['receipt.manage', 'receipt.view'],
    kind,
    topic,
  });
  const keeper = (kind: MessageKey): Telling => ({
    companyId: receipt.keeperCompanyId,
    permissions: ['warehouse.register'],
    kind,
    topic: 'turn',
  });
  const tellings: Partial<Record<string, Telling[]>> = {
    approve: [holder('notify.receipt.approved'), keeper('notify.receipt.approved')],
    reject: [keeper('notify.receipt.rejected')],
    cancel: step.actorRole === 'keeper' ? [holder('notify.receipt.cancelled', 'end')] : [],
  };
  return draftsFor(
    db,
    tellings[step.action] ?? [],
    { receiptNo: receipt.receiptNo },
    `/manage/warehouseReceiptdetails?id=${receipt.id}`,
  );
});
