import type { ContractAccessoryBody } from '@hgsc/contracts';
import type { AppContext } from '../../../../platform/context.ts';
import { recordContractEvidence } from '../../../contract/index.ts';
import type { UserRow } from '../../../user/index.ts';
import { type OrderCaller, orderForCaller } from '../../order-access.ts';
import { readOrderFile } from '../../order-files/read-order-file.ts';
import { orderSubject } from '../order-subject.ts';
import { contractAccessories } from './tables.ts';

/**
 * POST /order/contract/accessory/download {id, accessoryId}: the attachment's bytes for either party
 * (contract.view); another company's order, an unknown or removed attachment → 404. The download is
 * kept on the evidence trail.
 */
export async function downloadAccessory(
  ctx: AppContext,
  caller: OrderCaller,
  user: UserRow,
  body: ContractAccessoryBody,
  meta: { ip: string | null },
) {
  const { order } = await orderForCaller(ctx.db, body.id, caller, { permissionFor: () => 'contract.view' });
  const where = { orderId: order.id, id: body.accessoryId };
  const { row, file, bytes } = await readOrderFile(ctx, contractAccessories, where, user, 'accessory.notFound');
  await recordContractEvidence(ctx.db, {
    contractId: row.contractId,
    subject: orderSubject(order.id),
    event: 'downloaded',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip: meta.ip,
    detail: { accessoryId: row.id, name: row.name, fileKey: row.fileKey },
  });
  // The download's name: the attachment's name with the file's extension.
  const fileName = row.name.toLowerCase().endsWith(`.${file.ext}`) ? row.name : `${row.name}.${file.ext}`;
  return { bytes, mime: file.mime, ext: file.ext, fileName };
}
