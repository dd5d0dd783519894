import { chinaDate, type Deposit, type DepositApplyBody, depositStatusLabelKey, type Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { runningNumber } from '../../platform/db/running-number.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { requireReceiptAgreement } from '../agreement/index.ts';
import { feeInForce, receiptProducts, warehouses } from '../warehouse/index.ts';
import type { ReceiptCaller } from './caller.ts';
import { depositForCompany, toDeposit } from './deposit-view.ts';
import { depositApplications } from './tables.ts';

const depositNumber = runningNumber('RK', 'deposit_number_seq');

/**
 * /wr/warehouse/receipt/deposit: the depositor asks a warehouse to take in goods. The warehouse must be open, licensed
 * for dangerous goods when the product is one, and have a fee schedule in force for the product (the receipt prints
 * its rate); the company must have affirmed the current receipt agreement.
 */
export async function applyDeposit(tx: Db, caller: ReceiptCaller, body: DepositApplyBody, lang: Language): Promise<Deposit> {
  await requireReceiptAgreement(tx, caller.companyId);
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, body.warehouseId));
  if (!warehouse) throw invalidField('warehouseId', 'warehouse.notFound');
  if (!warehouse.enabled) throw invalidField('warehouseId', 'deposit.warehouseDisabled');
  const [product] = await tx.select().from(receiptProducts).where(eq(receiptProducts.id, body.productId));
  if (!product?.enabled) throw invalidField('productId', 'warehouse.productNotFound');
  if (product.hazardClass && !warehouse.dangerousGoods) throw invalidField('warehouseId', 'deposit.dangerousNotAllowed');
  if (!(await feeInForce(tx, warehouse.id, product.id))) throw invalidField('productId', 'deposit.noFeeSchedule');
  if (body.expectedArrival < chinaDate()) throw invalidField('expectedArrival', 'deposit.expectedArrivalPast');

  const [row] = await tx
    .insert(depositApplications)
    .values({
      ...body,
      productionDate: body.productionDate ?? null,
      depositNo: depositNumber,
      status: 'pending',
      applicantCompanyId: caller.companyId,
      applicantUserId: caller.userId,
      keeperCompanyId: warehouse.keeperCompanyId,
    })
    .returning();
  if (!row) throw new Error('deposit insert returned no row');
  await recordNodeOperation(tx, {
    bizType: 'deposit',
    bizId: row.id,
    node: depositStatusLabelKey('pending'),
    action: 'apply',
    actorRole: 'applicant',
    actorUserId: caller.userId,
    companyId: caller.companyId,
    fromState: null,
    toState: 'pending',
    detail: { warehouseId: warehouse.id, productId: product.id, declaredQty: row.declaredQty, batchNo: row.batchNo },
    ip: caller.ip,
  });
  return toDeposit(await depositForCompany(tx, row.id, caller.companyId), caller.companyId, lang);
}
