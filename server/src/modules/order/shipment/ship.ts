import { checkBatch, isWeightUnit, type Language, type OrderShipBody, unitWords } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { ownUploads } from '../../../platform/files/own-upload.ts';
import { invalidField } from '../../../platform/http/app-error.ts';
import { recordCrew } from '../../vehicle-crew/index.ts';
import { applyForCaller } from '../act.ts';
import type { OrderCaller } from '../order-access.ts';
import type { OrderRow } from '../tables.ts';
import { lockForStep } from './lock-for-step.ts';
import { insertBatch, shippedLines } from './order-lines.ts';

/**
 * POST /order/shipment/ship (seller, 61 or 65): one batch, checked under the order's lock against what the earlier
 * batches loaded — so two batches sent at once cannot together pass the contract's band. The batch that brings every
 * line into its band ships the order (70); before that it stays partly shipped (65).
 */
export async function shipBatch(tx: Db, caller: OrderCaller, body: OrderShipBody, lang: Language): Promise<OrderRow> {
  const order = await lockForStep(tx, caller, { orderId: body.id, action: 'shipPart', party: 'seller' }, lang);
  const lines = await shippedLines(tx, order.id);
  const { problem, complete } = checkBatch(lines, body.lines);
  if (problem) {
    const at = body.lines.findIndex((line) => line.itemId === problem.itemId);
    const params = problem.params.unit ? { ...problem.params, unit: unitWords(problem.params.unit, lang) } : problem.params;
    throw invalidField(
      at < 0 ? 'lines' : `lines.${at}.${problem.key === 'shipment.unknownLine' ? 'itemId' : 'quantity'}`,
      problem.key,
      params,
    );
  }
  const carried = body.lines.filter((one) => /[1-9]/.test(one.quantity));
  const carriedLines = lines.filter((line) => carried.some((one) => one.itemId === line.itemId));
  if (!body.ticketNo && carriedLines.some((line) => isWeightUnit(line.unit)))
    throw invalidField('ticketNo', 'shipment.ticketRequired');
  const ticketKeys = await ownUploads(tx, body.ticketKeys, caller.userId, 'ticketKeys');
  const crewId = await recordCrew(tx, order.sellerCompanyId, body.crew, {
    hazardous: carriedLines.some((line) => line.isDangerous),
    field: 'crew',
  });
  const batch = await insertBatch(
    tx,
    {
      orderId: order.id,
      crewId,
      ticketNo: body.ticketNo,
      ticketKeys,
      deliveryNo: body.deliveryNo,
      carrier: body.carrier,
      remark: body.remark,
      shippedBy: caller.userId,
    },
    carried,
  );
  const now = new Date();
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: complete ? 'deliver' : 'shipPart',
      party: 'seller',
      changes: {
        ...(body.deliveryNo ? { deliveryNo: body.deliveryNo, carrier: body.carrier ?? order.carrier } : {}),
        ...(complete ? { shippedAt: now } : {}),
      },
      detail: {
        batch: batch.seq,
        plate: body.crew.plate,
        ticketNo: body.ticketNo,
        lines: carried,
        ...(body.remark ? { remark: body.remark } : {}),
      },
      attachments: ticketKeys,
    },
    lang,
  );
}
