import type { MessageKey, NotificationTopic, PermissionCode } from '@hgsc/contracts';
import { and, arrayOverlaps, eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { type NotificationDraft, registerNotifier } from '../../platform/notify/notifiers.ts';
import { companyMembers } from '../company/index.ts';
import { depositApplications, warehouseReceipts } from './tables.ts';

/** Who is told of a step: a company's members holding any of the permissions, what, and where it leads. */
interface Telling {
  companyId: number;
  permissions: readonly PermissionCode[];
  kind: MessageKey;
  topic: NotificationTopic;
}

async function draftsFor(
  db: Db,
  tellings: Telling[],
  params: Record<string, string>,
  link: string,
): Promise<NotificationDraft[]> {
  const drafts: NotificationDraft[] = [];
  for (const telling of tellings) {
    const members = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, telling.companyId),
          eq(companyMembers.status, 1),
          or(eq(companyMembers.isMain, true), arrayOverlaps(companyMembers.permissions, [...telling.permissions])),
        ),
      );
    for (const { userId } of members)
      drafts.push({ userId, companyId: telling.companyId, kind: telling.kind, topic: telling.topic, params, link });
  }
  return drafts;
}

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
