import {
  DEPOSIT_FLOW,
  type Deposit,
  type DepositParty,
  depositStatusLabelKey,
  type Language,
  packagingLabelKey,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { depositSides } from './bindings.ts';
import { depositApplications, warehouseReceipts } from './tables.ts';

const applicant = alias(companies, 'applicant');
const keeper = alias(companies, 'keeper');

/** A deposit with the names its screens show. */
export const depositsWithNames = (db: Db) =>
  db
    .select({
      row: depositApplications,
      applicantName: applicant.name,
      keeperName: keeper.name,
      warehouseName: warehouses.name,
      warehouseCode: warehouses.code,
      productName: receiptProducts.name,
      grade: receiptProducts.grade,
      unit: receiptProducts.unit,
      receiptId: warehouseReceipts.id,
      receiptNo: warehouseReceipts.receiptNo,
    })
    .from(depositApplications)
    .innerJoin(applicant, eq(applicant.id, depositApplications.applicantCompanyId))
    .innerJoin(keeper, eq(keeper.id, depositApplications.keeperCompanyId))
    .innerJoin(warehouses, eq(warehouses.id, depositApplications.warehouseId))
    .innerJoin(receiptProducts, eq(receiptProducts.id, depositApplications.productId))
    .leftJoin(warehouseReceipts, eq(warehouseReceipts.depositId, depositApplications.id));

export type DepositWithNames = Awaited<ReturnType<ReturnType<typeof depositsWithNames>['execute']>>[number];

/** A deposit as the company `companyId` sees it: its side (the applicant's first), and the steps it may take now. */
export function toDeposit(found: DepositWithNames, companyId: number, lang: Language): Deposit {
  const { row } = found;
  const side: DepositParty = depositSides(row, companyId)[0] ?? 'applicant';
  const actions = depositSides(row, companyId).flatMap((party) => DEPOSIT_FLOW.allowed({ status: row.status }, party));
  return {
    id: row.id,
    depositNo: row.depositNo,
    status: row.status,
    statusLabel: translate(depositStatusLabelKey(row.status), lang),
    applicantCompanyId: row.applicantCompanyId,
    applicantCompanyName: found.applicantName,
    warehouseId: row.warehouseId,
    warehouseName: found.warehouseName,
    warehouseCode: found.warehouseCode,
    keeperCompanyName: found.keeperName,
    productId: row.productId,
    productName: found.productName,
    grade: found.grade,
    unit: found.unit,
    brand: row.brand,
    origin: row.origin,
    batchNo: row.batchNo,
    productionDate: row.productionDate,
    packing: row.packing,
    packingLabel: translate(packagingLabelKey(row.packing), lang),
    pieces: row.pieces,
    declaredQty: row.declaredQty,
    expectedArrival: row.expectedArrival,
    vehiclePlates: row.vehiclePlates,
    remark: row.remark,
    actualQty: row.actualQty,
    actualPieces: row.actualPieces,
    arrivalDate: row.arrivalDate,
    quality: row.quality,
    qcReportKey: row.qcReportKey,
    refuseReason: row.refuseReason,
    receiptId: found.receiptId,
    receiptNo: found.receiptNo,
    side,
    actions: [...new Set(actions)],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One deposit for a company that is a side of it; 404 for anyone else. */
export async function depositForCompany(db: Db, id: number, companyId: number): Promise<DepositWithNames> {
  const [found] = await depositsWithNames(db).where(eq(depositApplications.id, id));
  if (!found || depositSides(found.row, companyId).length === 0) throw notFound('deposit.notFound');
  return found;
}
