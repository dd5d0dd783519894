import {
  CONTRACT_ACCESSORY_LIMIT,
  type ContractAccessory,
  type ContractAccessorySaveBody,
  FINAL_ORDER_STATUSES,
  type Language,
  type OrderStatus,
} from '@hgsc/contracts';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../../../platform/db/errors.ts';
import { wrongState } from '../../../../platform/http/app-error.ts';
import { aboutSubject, contracts, recordContractEvidence, subjectColumns } from '../../../contract/index.ts';
import { type OrderCaller, orderForCaller } from '../../order-access.ts';
import { ownPrivateUpload } from '../../order-files/own-private-upload.ts';
import { orderSubject } from '../order-subject.ts';
import { accessoryViews } from './accessory-views.ts';
import { contractAccessories } from './tables.ts';

/** What an attachment may be: a PDF or an image (the /encry upload kinds). */
const ACCESSORY_MIME = ['application/pdf', 'image/png', 'image/jpeg', 'image/bmp'];

/**
 * POST /order/contract/accessory/save {id, kind, name?, fileKey}: either party (contract.sign)
 * attaches a private PDF or image it uploaded (else 400 naming fileKey) to the order's contract while
 * the order runs (409 once it ended), at most CONTRACT_ACCESSORY_LIMIT, each file once. The order is
 * locked so the count holds; the evidence trail records it in the same transaction.
 */
export async function saveAccessory(
  tx: Db,
  caller: OrderCaller,
  body: ContractAccessorySaveBody,
  meta: { ip: string | null },
  lang: Language,
): Promise<ContractAccessory> {
  const { order, party } = await orderForCaller(tx, body.id, caller, { lock: true, permissionFor: () => 'contract.sign' });
  if (FINAL_ORDER_STATUSES.includes(order.status as OrderStatus)) throw wrongState('accessory.orderEnded');

  const file = await ownPrivateUpload(
    tx,
    { fileKey: body.fileKey, userId: caller.userId, mimes: ACCESSORY_MIME },
    'accessory.fileInvalid',
  );

  const attached = and(aboutSubject(contractAccessories, orderSubject(order.id)), isNull(contractAccessories.removedAt));
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(contractAccessories).where(attached);
  if (n >= CONTRACT_ACCESSORY_LIMIT) throw wrongState('accessory.tooMany', { max: CONTRACT_ACCESSORY_LIMIT });
  const [same] = await tx
    .select({ id: contractAccessories.id })
    .from(contractAccessories)
    .where(and(attached, eq(contractAccessories.fileKey, file.key)));
  if (same) throw wrongState('accessory.duplicate');

  const [contract] = await tx
    .select({ id: contracts.id, contractNo: contracts.contractNo })
    .from(contracts)
    .where(and(aboutSubject(contracts, orderSubject(order.id)), ne(contracts.status, 'cancelled')))
    .orderBy(desc(contracts.version))
    .limit(1);

  let row: typeof contractAccessories.$inferSelect | undefined;
  try {
    [row] = await tx
      .insert(contractAccessories)
      .values({
        ...subjectColumns(orderSubject(order.id)),
        contractId: contract?.id ?? null,
        kind: body.kind,
        name: body.name || file.originalName,
        fileKey: file.key,
        party,
        companyId: caller.company.companyId,
        uploadedBy: caller.userId,
      })
      .returning();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'contract_accessories_file_unique') throw wrongState('accessory.duplicate');
    throw error;
  }
  if (!row) throw new Error('attachment not saved');

  await recordContractEvidence(tx, {
    contractId: row.contractId,
    subject: orderSubject(order.id),
    event: 'attachmentAdded',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip: meta.ip,
    detail: {
      accessoryId: row.id,
      party,
      kind: row.kind,
      name: row.name,
      fileKey: file.key,
      mime: file.mime,
      size: file.size,
      sha256: file.sha256,
      contractNo: contract?.contractNo ?? null,
    },
  });
  const [view] = await accessoryViews(tx, order, [row], { party, access: caller.company, lang });
  if (!view) throw new Error('attachment has no view');
  return view;
}
