import {
  type CertificateVerify,
  type Language,
  maskCompanyName,
  packagingLabelKey,
  receiptStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { verifyNodeOperations } from '../../../platform/flow/node-log.ts';
import { nodeOperationLogs } from '../../../platform/flow/tables.ts';
import { notFound, wrongState } from '../../../platform/http/app-error.ts';
import { publicUrl } from '../../../platform/http/public-url.ts';
import { approvedSealFor, readSealImage, sealPng } from '../../seal/index.ts';
import { receiptForCompany } from '../receipt-access.ts';
import { receiptsWithNames, toReceipt } from '../receipt-view.ts';
import { warehouseReceipts } from '../tables.ts';
import { drawCertificate } from './draw-certificate.ts';

const RECEIPT_LOG = 'warehouseReceipt';

async function latestStep(db: Db, receiptId: number) {
  const [latest] = await db
    .select({ hash: nodeOperationLogs.hash })
    .from(nodeOperationLogs)
    .where(and(eq(nodeOperationLogs.bizType, RECEIPT_LOG), eq(nodeOperationLogs.bizId, receiptId)))
    .orderBy(desc(nodeOperationLogs.id))
    .limit(1);
  const [steps] = await db
    .select({ n: count() })
    .from(nodeOperationLogs)
    .where(and(eq(nodeOperationLogs.bizType, RECEIPT_LOG), eq(nodeOperationLogs.bizId, receiptId)));
  return { hash: latest?.hash ?? null, steps: steps?.n ?? 0 };
}

/** The keeper's approved seal (either role's) as PNG bytes, or null: a certificate never carries a made-up seal of it. */
async function keeperSeal(ctx: AppContext, companyId: number): Promise<Buffer | null> {
  const key = (await approvedSealFor(ctx.db, companyId, 'seller')) ?? (await approvedSealFor(ctx.db, companyId, 'buyer'));
  return key ? readSealImage(ctx, key) : null;
}

export const certificatePath = (code: string) => `/huoquanCertificate?code=${encodeURIComponent(code)}`;

/**
 * /wr/warehouse/receipt/certificate/download: the title certificate of a receipt in force, to its holder or keeper.
 * Drawn on each request, so it names the holder and the log's latest hash as they are now.
 */
export async function downloadCertificate(ctx: AppContext, companyId: number, id: number, lang: Language) {
  const found = await receiptForCompany(ctx.db, id, companyId);
  const { row } = found;
  if (row.status !== 'active' || !row.certificateCode || !row.issuedAt)
    throw wrongState('receipt.certificateNotInForce', { status: translate(receiptStatusLabelKey(row.status), lang) });
  const receipt = toReceipt(found, { companyId }, lang);
  const latest = await latestStep(ctx.db, id);
  const pdf = await drawCertificate({
    receiptNo: row.receiptNo,
    certificateCode: row.certificateCode,
    verifyUrl: publicUrl(ctx.config, certificatePath(row.certificateCode)),
    issuedAt: row.issuedAt,
    drawnAt: new Date(),
    latestHash: latest.hash,
    holderName: found.holderName,
    depositorName: found.depositorName,
    keeperName: found.keeperName,
    warehouse: { code: found.warehouseCode, name: found.warehouseName, address: found.warehouseAddress },
    goods: {
      productName: row.productName,
      grade: row.grade,
      casNumber: row.casNumber,
      hazard: row.hazardClass ? `第 ${row.hazardClass} 类 ${row.unNumber ?? ''}`.trim() : null,
      brand: row.brand,
      origin: row.origin,
      batchNo: row.batchNo,
      productionDate: row.productionDate,
      quality: row.quality,
      packingLabel: translate(packagingLabelKey(row.packing), 'zh'),
      pieces: row.pieces,
      quantity: row.quantity,
      unit: row.unit,
    },
    storage: {
      location: row.location,
      storageStart: row.storageStart,
      termEnd: row.termEnd,
      lossStandard: row.lossStandard,
      feeRate: receipt.feeRate,
      insurance: row.insurance,
    },
    keeperSeal: await keeperSeal(ctx, row.keeperCompanyId),
    platformSeal: sealPng('化工商城', '仓单登记专用章'),
  });
  return {
    bytes: pdf,
    fileName: `货权证书-${row.receiptNo}.pdf`,
    asciiName: `certificate-${row.receiptNo}.pdf`,
    mime: 'application/pdf',
  };
}

/**
 * /wrSportWms/searchHuoquanCertificateCode (public): what a certificate's code shows now. A receipt split,
 * deregistered or not yet issued says its certificate no longer stands for the goods; a log whose hash chain does not
 * hold says the record was tampered with. The holder's name is masked.
 */
export async function verifyCertificate(db: Db, code: string, lang: Language): Promise<CertificateVerify> {
  const [found] = await receiptsWithNames(db).where(eq(warehouseReceipts.certificateCode, code));
  if (!found) throw notFound('receipt.certificateNotFound');
  const { row } = found;
  const [chain, latest] = await Promise.all([verifyNodeOperations(db, RECEIPT_LOG, row.id), latestStep(db, row.id)]);
  const statusLabel = translate(receiptStatusLabelKey(row.status), lang);
  const verdict = !chain.intact ? 'tampered' : row.status === 'active' ? 'valid' : 'notInForce';
  return {
    receiptNo: row.receiptNo,
    status: row.status,
    statusLabel,
    productName: row.productName,
    grade: row.grade,
    casNumber: row.casNumber,
    batchNo: row.batchNo,
    quantity: row.quantity,
    unit: row.unit,
    warehouseName: found.warehouseName,
    warehouseAddress: found.warehouseAddress,
    keeperCompanyName: found.keeperName,
    holderMasked: maskCompanyName(found.holderName),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    latestHash: latest.hash,
    steps: latest.steps,
    chainIntact: chain.intact,
    verdict,
    verdictText: translate(`receipt.certificate.${verdict}`, lang, { status: statusLabel }),
  };
}
