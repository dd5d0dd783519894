import {
  chinaDate,
  type Language,
  type Receipt,
  type ReceiptFastSaveBody,
  type ReceiptSaveBody,
  type ReceiptUpdateBody,
  receiptStatusLabelKey,
} from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ownUpload } from '../../platform/files/own-upload.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { feeInForce, type ReceiptProductRow, receiptProducts, warehouses } from '../warehouse/index.ts';
import { DEPOSIT_BINDING, RECEIPT_BINDING } from './bindings.ts';
import type { ReceiptCaller } from './caller.ts';
import { readReceipt } from './receipt-access.ts';
import { newReceiptNumber } from './receipt-number.ts';
import { warehouseReceipts } from './tables.ts';

const PDF = ['application/pdf'] as const;

const productSnapshot = (product: ReceiptProductRow) => ({
  productId: product.id,
  productName: product.name,
  grade: product.grade,
  casNumber: product.casNumber,
  hazardClass: product.hazardClass,
  unNumber: product.unNumber,
  unit: product.unit,
});

async function insertPendingReceipt(
  tx: Db,
  caller: ReceiptCaller,
  values: Omit<typeof warehouseReceipts.$inferInsert, 'receiptNo' | 'status'>,
) {
  const [row] = await tx
    .insert(warehouseReceipts)
    .values({ ...values, receiptNo: newReceiptNumber, status: 'pendingAudit', registeredBy: caller.userId })
    .returning();
  if (!row) throw new Error('receipt insert returned no row');
  await recordNodeOperation(tx, {
    bizType: 'warehouseReceipt',
    bizId: row.id,
    node: receiptStatusLabelKey('pendingAudit'),
    action: 'register',
    actorRole: 'keeper',
    actorUserId: caller.userId,
    companyId: caller.companyId,
    fromState: null,
    toState: 'pendingAudit',
    detail: { receiptNo: row.receiptNo, quantity: row.quantity, depositId: row.depositId, batchNo: row.batchNo },
    ip: caller.ip,
  });
  return row;
}

/**
 * /wr/warehouse/receipt/save: the keeper registers the receipt of goods it received. The deposit's registration step
 * and the new receipt (numbered now, awaiting the operator's audit) are one transaction: one deposit, one receipt.
 */
export async function saveReceipt(tx: Db, caller: ReceiptCaller, body: ReceiptSaveBody, lang: Language): Promise<Receipt> {
  const deposit = await takeStep(tx, DEPOSIT_BINDING, {
    id: body.depositId,
    action: 'register',
    actor: { party: 'keeper', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    lang,
  });
  const storageStart = deposit.arrivalDate ?? chinaDate();
  if (body.termEnd < storageStart) throw invalidField('termEnd', 'receipt.termBeforeStart');
  const [product] = await tx.select().from(receiptProducts).where(eq(receiptProducts.id, deposit.productId));
  if (!product || !deposit.actualQty) throw new Error(`deposit ${deposit.id} was received without its goods`);
  const row = await insertPendingReceipt(tx, caller, {
    depositId: deposit.id,
    warehouseId: deposit.warehouseId,
    keeperCompanyId: deposit.keeperCompanyId,
    depositorCompanyId: deposit.applicantCompanyId,
    holderCompanyId: deposit.applicantCompanyId,
    ...productSnapshot(product),
    brand: deposit.brand,
    origin: deposit.origin,
    batchNo: deposit.batchNo,
    productionDate: deposit.productionDate,
    quality: deposit.quality ?? '',
    qcReportKey: deposit.qcReportKey,
    packing: deposit.packing,
    pieces: deposit.actualPieces ?? 0,
    quantity: deposit.actualQty,
    location: body.location,
    storageStart,
    termEnd: body.termEnd,
    lossStandard: body.lossStandard,
    insurance: body.insurance,
  });
  return readReceipt(tx, row.id, { companyId: caller.companyId }, lang);
}

/**
 * /wr/warehouse/receipt/fast/save: goods already in the keeper's stock are receipted to a certified depositor at once.
 * Only for a warehouse the caller keeps (another's answers 404 naming none of it).
 */
export async function fastSaveReceipt(
  tx: Db,
  caller: ReceiptCaller,
  body: ReceiptFastSaveBody,
  lang: Language,
): Promise<Receipt> {
  const [warehouse] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, body.warehouseId), eq(warehouses.keeperCompanyId, caller.companyId)));
  if (!warehouse) throw notFound('warehouse.notFound');
  const [product] = await tx.select().from(receiptProducts).where(eq(receiptProducts.id, body.productId));
  if (!product?.enabled) throw invalidField('productId', 'warehouse.productNotFound');
  if (product.hazardClass && !warehouse.dangerousGoods) throw invalidField('warehouseId', 'deposit.dangerousNotAllowed');
  if (!(await feeInForce(tx, warehouse.id, product.id))) throw invalidField('productId', 'deposit.noFeeSchedule');
  const [depositor] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.creditCode, body.depositorCreditCode), eq(companies.auditStatus, 1)));
  if (!depositor) throw invalidField('depositorCreditCode', 'receipt.depositorNotFound');
  if (body.storageStart > chinaDate()) throw invalidField('storageStart', 'receipt.storageStartFuture');
  if (body.termEnd < body.storageStart) throw invalidField('termEnd', 'receipt.termBeforeStart');
  const report = await ownUpload(tx, { key: body.qcReportKey, userId: caller.userId, encrypted: true, mimes: PDF });
  if (!report) throw invalidField('qcReportKey', 'deposit.qcReportInvalid');

  const row = await insertPendingReceipt(tx, caller, {
    warehouseId: warehouse.id,
    keeperCompanyId: warehouse.keeperCompanyId,
    depositorCompanyId: depositor.id,
    holderCompanyId: depositor.id,
    ...productSnapshot(product),
    brand: body.brand,
    origin: body.origin,
    batchNo: body.batchNo,
    productionDate: body.productionDate ?? null,
    quality: body.quality,
    qcReportKey: report.key,
    packing: body.packing,
    pieces: body.pieces,
    quantity: body.quantity,
    location: body.location,
    storageStart: body.storageStart,
    termEnd: body.termEnd,
    lossStandard: body.lossStandard,
    insurance: body.insurance,
  });
  return readReceipt(tx, row.id, { companyId: caller.companyId }, lang);
}

/**
 * /wr/warehouse/receipt/update: the keeper corrects a receipt awaiting audit, or resubmits a rejected one with the
 * correction. The goods' quantity and facts are what was received: only the registration's own elements change.
 */
export async function updateReceipt(tx: Db, caller: ReceiptCaller, body: ReceiptUpdateBody, lang: Language): Promise<Receipt> {
  const { id, ...changes } = body;
  // The step first: a company that is not the keeper learns nothing of the receipt from a refused field. A refusal
  // below rolls the step back with the rest of the transaction.
  const before = await tx
    .select({ qcReportKey: warehouseReceipts.qcReportKey })
    .from(warehouseReceipts)
    .where(eq(warehouseReceipts.id, id));
  const updated = await takeStep(tx, RECEIPT_BINDING, {
    id,
    action: 'update',
    actor: { party: 'keeper', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    changes: { ...changes, auditReason: null },
    detail: changes,
    lang,
  });
  if (body.termEnd < updated.storageStart) throw invalidField('termEnd', 'receipt.termBeforeStart');
  if (body.qcReportKey !== before[0]?.qcReportKey) {
    const report = await ownUpload(tx, { key: body.qcReportKey, userId: caller.userId, encrypted: true, mimes: PDF });
    if (!report) throw invalidField('qcReportKey', 'deposit.qcReportInvalid');
  }
  return readReceipt(tx, id, { companyId: caller.companyId }, lang);
}
