import { RECEIPT_ORDER_FLOW } from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../../platform/auth/caller.ts';
import { hasPermission } from '../../../platform/auth/plugin.ts';
import type { Db } from '../../../platform/db/client.ts';
import { nodeOperationLogs } from '../../../platform/flow/tables.ts';
import { forbidden, notFound, wrongState } from '../../../platform/http/app-error.ts';
import { sidesSeeing } from '../bindings.ts';
import { orderWithNamesById } from '../order-view.ts';
import { CONTRACT_READERS } from './deal.ts';
import { dealFactsOf } from './deal-facts.ts';
import { drawTransferConfirmation } from './draw-transfer-confirmation.ts';

async function latestHashOf(db: Db, orderId: number): Promise<string | null> {
  const [latest] = await db
    .select({ hash: nodeOperationLogs.hash })
    .from(nodeOperationLogs)
    .where(and(eq(nodeOperationLogs.bizType, RECEIPT_ORDER_FLOW.kind), eq(nodeOperationLogs.bizId, orderId)))
    .orderBy(desc(nodeOperationLogs.id))
    .limit(1);
  return latest?.hash || null;
}

/**
 * /wr/contract/business/download: the transfer confirmation (仓单过户确认书) once the keeper confirmed the transfer
 * (the order `done`; 409 before), for the buyer and the seller (a contract's readers) and the keeper (warehouse.confirm).
 * Anyone else is told the order is not found.
 */
export async function transferConfirmation(db: Db, caller: Caller, id: number) {
  const found = await orderWithNamesById(db, id);
  const sides = found ? sidesSeeing(found.row, caller.company.companyId) : [];
  if (!found || sides.length === 0) throw notFound('receiptOrder.notFound');
  const admitted = sides.some((side) =>
    side === 'keeper'
      ? hasPermission(caller.company, 'warehouse.confirm')
      : CONTRACT_READERS.some((code) => hasPermission(caller.company, code)),
  );
  if (!admitted) throw forbidden('permission.denied');
  const { row } = found;
  if (row.status !== 'done' || !row.transferredAt) throw wrongState('receiptContract.transferNotConfirmed');
  const facts = await dealFactsOf(db, row);
  const bytes = await drawTransferConfirmation({
    orderNo: row.orderNo,
    contractNo: found.contractNo,
    receiptNo: found.receiptNo,
    product: `${facts.product.name} ${facts.product.grade}（CAS ${facts.product.casNumber}）`,
    quantity: row.quantity,
    unit: facts.product.unit,
    warehouse: facts.warehouse,
    keeperName: found.keeperName,
    sellerName: found.sellerName,
    buyerName: found.buyerName,
    unitPrice: row.unitPrice,
    amount: row.amount,
    transferredAt: row.transferredAt,
    sellerStorageFee: row.sellerStorageFee,
    feeSplitDate: row.feeSplitDate,
    latestHash: await latestHashOf(db, row.id),
    drawnAt: new Date(),
  });
  return {
    bytes,
    mime: 'application/pdf',
    fileName: `仓单过户确认书-${row.orderNo}.pdf`,
    asciiName: `transfer-confirmation-${row.orderNo}.pdf`,
  };
}
