import { chinaDate, shiftDay } from '@hgsc/contracts';
import { expect } from 'vitest';
import { multipart, tinyPdf } from '../../../test/files.ts';
import { createCompany, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { feeSchedules, keeperCompanies, type ReceiptProductRow, receiptProducts, warehouses } from '../warehouse/index.ts';
import { warehouseReceipts } from './tables.ts';

let seq = 0;

/** A company's main account with its token. */
export async function party(t: TestApp, name: string) {
  const user = await createUser(t, { name });
  const company = await createCompany(t, user.id, { name });
  return { user, company, token: await tokenFor(t, user.id) };
}

/** A marked warehouse company with a warehouse of its own, licensed for dangerous goods. */
export async function keeperWithWarehouse(t: TestApp, name = '测试仓储有限公司') {
  const keeper = await party(t, name);
  await t.ctx.db.insert(keeperCompanies).values({ companyId: keeper.company.id }).onConflictDoNothing();
  seq += 1;
  const [warehouse] = await t.ctx.db
    .insert(warehouses)
    .values({
      code: `T-${process.pid % 10000}-${seq}`,
      name: `${name}一号库`,
      kind: 'warehouse',
      keeperCompanyId: keeper.company.id,
      provinceCode: '310000',
      cityCode: '310100',
      areaCode: '310116',
      provinceName: '上海市',
      cityName: '上海市',
      areaName: '金山区',
      address: '目华路 1 号',
      longitude: '121.452100',
      latitude: '30.806400',
      dailyOutboundCapacity: '1000',
      dangerousGoods: true,
      contactName: '王五',
      contactPhone: '021-57126688',
    })
    .returning();
  if (!warehouse) throw new Error('warehouse not created');
  return { ...keeper, warehouse };
}

/** A receipt product (甲醇-like: dangerous, lots of 10 t on a step of 1 t) with a fee schedule at the warehouse. */
export async function productAt(t: TestApp, warehouseId: number, lot = { minSplitQty: '10', splitStep: '1' }) {
  seq += 1;
  const [product] = await t.ctx.db
    .insert(receiptProducts)
    .values({ name: `甲醇${seq}`, grade: '优等品', casNumber: '67-56-1', hazardClass: '3', unNumber: 'UN1230', ...lot })
    .returning();
  if (!product) throw new Error('product not created');
  await t.ctx.db.insert(feeSchedules).values({
    warehouseId,
    productId: product.id,
    storageRate: '1.0',
    inboundFee: '14',
    outboundFee: '14',
    transferFee: '0.5',
    effectiveFrom: '2026-01-01',
  });
  return product;
}

/** A PDF the caller uploaded (/encry/upload/pdf): a QC report. */
export async function uploadPdf(t: TestApp, token: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/encry/upload/pdf',
    token,
    ...multipart({ filename: '质检报告.pdf', data: tinyPdf() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key;
}

export const depositInput = (warehouseId: number, productId: number, overrides: Record<string, unknown> = {}) => ({
  warehouseId,
  productId,
  brand: '兖矿国宏',
  origin: '山东',
  batchNo: `B${Date.now()}${seq}`,
  packing: 0,
  pieces: 0,
  declaredQty: '100',
  expectedArrival: chinaDate(),
  vehiclePlates: '鲁A12345,鲁B67890',
  ...overrides,
});

export const registration = { location: '3 号罐', termEnd: '2027-12-31', lossStandard: '千分之三' };

/** POST calls with a token, and the same expecting 200 and answering its data. */
export function apiOf(t: TestApp) {
  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api${url}`, token, ...(payload ? { payload } : {}) });
  const ok = async (url: string, token: string, payload?: Record<string, unknown>) => {
    const res = await post(url, token, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return { post, ok };
}

/**
 * A receipt in force through the real calls: the holder deposits, the keeper receives and registers, the operator
 * approves. Answers the approved receipt.
 */
export async function activeReceipt(
  t: TestApp,
  parties: { holder: string; keeper: string; operator: string; warehouseId: number; productId: number },
  quantity: string,
  goods: { pieces?: number; packing?: number; brand?: string } = {},
) {
  const { ok } = apiOf(t);
  const deposit = await ok(
    '/wr/warehouse/receipt/deposit',
    parties.holder,
    depositInput(parties.warehouseId, parties.productId, { declaredQty: quantity, ...goods }),
  );
  await ok('/wr/deposit/receive', parties.keeper, {
    id: deposit.id,
    actualQty: quantity,
    actualPieces: goods.pieces ?? 0,
    arrivalDate: chinaDate(),
    qcReportKey: await uploadPdf(t, parties.keeper),
    quality: '合格',
  });
  const receipt = await ok('/wr/warehouse/receipt/save', parties.keeper, { depositId: deposit.id, ...registration });
  return ok('/admin/wr/receipt/approve', parties.operator, { id: receipt.id });
}

/** A tanker and its crew qualified for dangerous goods (the identity numbers carry valid check digits). */
export const hazmatCrew = {
  plate: '沪A12345',
  transportPermitNo: '沪交运管危字310000001234号',
  driverName: '张师傅',
  driverIdNumber: '11010519491231002X',
  driverPhone: '13800138000',
  driverQualificationNo: '310000197001011234',
  escortName: '李押运',
  escortIdNumber: '310104198001010017',
  escortPhone: '13900139000',
  escortQualificationNo: '310000198001011235',
};

/** `count` receipts of 100 t in force, written straight to the table: the subjects of a race. */
export function receiptsInForce(
  t: TestApp,
  at: { warehouseId: number; keeperCompanyId: number; holderCompanyId: number },
  product: ReceiptProductRow,
  count: number,
  prefix: string,
) {
  return t.ctx.db
    .insert(warehouseReceipts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        receiptNo: `WR-${prefix}-${i}`,
        status: 'active' as const,
        ...at,
        depositorCompanyId: at.holderCompanyId,
        productId: product.id,
        productName: product.name,
        grade: product.grade,
        casNumber: product.casNumber,
        hazardClass: product.hazardClass,
        unNumber: product.unNumber,
        unit: '吨',
        brand: '兖矿',
        batchNo: `${prefix}-${i}`,
        quality: '合格',
        packing: 0,
        pieces: 0,
        quantity: '100.0000',
        location: '1 号罐',
        storageStart: '2026-11-01',
        termEnd: '2027-11-01',
        lossStandard: '千分之三',
        issuedAt: new Date(),
      })),
    )
    .returning();
}

/**
 * A listing of `quantity` of a new receipt of the holder's: minimum 10, step 5, transferred, valid 30 days, unless
 * `listing` says otherwise (its price at least).
 */
export async function listedReceipt(
  t: TestApp,
  parties: Parameters<typeof activeReceipt>[1],
  quantity: string,
  listing: { unitPrice: string } & Record<string, unknown>,
) {
  const receipt = await activeReceipt(t, parties, quantity);
  return apiOf(t).ok('/sale/bss/save', parties.holder, {
    receiptId: receipt.id,
    quantity,
    minQty: '10',
    step: '5',
    deliveryMode: 'transfer',
    validUntil: shiftDay(chinaDate(), 30),
    ...listing,
  });
}
