import type { APIRequestContext } from '@playwright/test';
import { tinyPdf } from '../../server/test/files.ts';
import { call, demoToken, isoDay, operatorToken, upload } from './market.ts';

/** A company's first receipt action asks it to affirm the receipt agreement: affirmed here, as a member would. */
export async function affirmReceiptAgreement(request: APIRequestContext, token: string): Promise<void> {
  const agreement = await call(request, token, '/wr/agreement/template/info');
  if (agreement.pending) await call(request, token, '/wr/agreement/template/affirm', { version: agreement.current.version });
}

/**
 * A journey's own warehouse receipt, in force and free, as the demo keeper issues one for goods already in its stock
 * (/wr/warehouse/receipt/fast/save, the registry's own journey walks the deposit path) and the operator approves it.
 * Journeys that list and sell receipts each take one of these, never the demo's: the demo's lots are finite, and every
 * language, retry and journey beside it would share them.
 */
export async function freshReceipt(
  request: APIRequestContext,
  holderToken: string,
  goods: { product: string; quantity: string; batch: string },
): Promise<{ id: number; receiptNo: string }> {
  const keeper = await demoToken(request, 'keeper', 'Keeper2026');
  const company = await request.get('/api/company/info', { headers: { authorization: `Bearer ${holderToken}` } });
  const holder = (await company.json()).data as { creditCode: string };
  const [warehouse] = (await call(request, keeper, '/wr/warehouse/select/list', { keyword: 'SH-CIP-01' })) as { id: number }[];
  const products = (await call(request, keeper, '/wr/product/select/list', { keyword: goods.product })) as {
    id: number;
    name: string;
  }[];
  const product = products.find((p) => p.name === goods.product);
  if (!warehouse || !product) throw new Error(`the demo has no SH-CIP-01 or no receipt product ${goods.product}`);
  const qcReportKey = await upload(request, keeper, '/encry/upload/pdf', {
    name: `qc-${goods.batch}.pdf`,
    mimeType: 'application/pdf',
    buffer: tinyPdf(`QC ${goods.batch}`),
  });
  const receipt = await call(request, keeper, '/wr/warehouse/receipt/fast/save', {
    warehouseId: warehouse.id,
    productId: product.id,
    depositorCreditCode: holder.creditCode,
    brand: '兖矿国宏',
    origin: null,
    batchNo: goods.batch,
    packing: 0,
    pieces: 0,
    quantity: goods.quantity,
    storageStart: isoDay(0),
    quality: '纯度 99.95%，水分 0.05%',
    qcReportKey,
    location: '3 号罐',
    termEnd: isoDay(365),
    lossStandard: '千分之三',
    insurance: null,
  });
  await call(request, await operatorToken(request), '/admin/wr/receipt/approve', { id: receipt.id });
  return { id: receipt.id as number, receiptNo: receipt.receiptNo as string };
}

/** A vehicle and crew for dangerous goods (methanol): the plate, 道路运输证, the driver and an escort with their papers. */
export const DANGEROUS_GOODS_CREW: readonly [string, string][] = [
  ['plate', '苏F12345'],
  ['transportPermitNo', '苏交运管危字320600001234号'],
  ['driverName', '张师傅'],
  ['driverIdNumber', '11010519491231002X'],
  ['driverPhone', '13800138000'],
  ['driverQualificationNo', '320600197001011234'],
  ['escortName', '李押运'],
  ['escortIdNumber', '310104198001010017'],
  ['escortQualificationNo', '320600198001011235'],
];
