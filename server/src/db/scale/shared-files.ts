import { SEAL_PURPOSE_TEXT } from '@hgsc/contracts';
import PDFDocument from 'pdfkit';
import { makeLicenceImage } from '../../modules/ocr/index.ts';
import { sealPng } from '../../modules/seal/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { sha256Hex } from '../../platform/security/hashing.ts';
import { certificateScanPng } from '../seed/certificate-scan.ts';

/**
 * The files scale rows point at, each stored once through the file storage (encrypted, as the real
 * ones are) and shared by every row: 20,000 companies need a licence scan key, not 20,000 scans.
 */
export interface ScaleFiles {
  licenceKey: string;
  certificateKey: string;
  sealKey: string;
  contractKey: string;
  contractSha256: string;
}

const LABEL = '规模测试数据';

/** A one-page PDF that says what it is (Helvetica, so nothing to embed). */
function placeholderContractPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: 'Scale data contract placeholder' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text('Sales contract (scale data placeholder)', { align: 'center' });
  doc.moveDown();
  doc
    .fontSize(11)
    .text(
      'This file stands in for the contract PDFs of the orders made by `npm run scale-data`. Every such contract row points at it; the parties, lines and amounts are in the order itself.',
    );
  doc.end();
  return done;
}

export async function storeScaleFiles(ctx: AppContext): Promise<ScaleFiles> {
  const store = (bytes: Buffer, fileName: string, kind: 'img' | 'pdf') =>
    storeBytes(ctx, { bytes, fileName, kind, encrypted: true, ownerUserId: null });
  const licence = await store(
    await makeLicenceImage({
      creditCode: '—',
      name: `${LABEL}（营业执照样图）`,
      legalPerson: '—',
      registeredAddress: '—',
    }),
    '营业执照.png',
    'img',
  );
  const certificate = await store(certificateScanPng(), '危险化学品经营许可证.png', 'img');
  const seal = await store(sealPng(LABEL, SEAL_PURPOSE_TEXT.contract), 'seal-contract.png', 'img');
  const pdf = await placeholderContractPdf();
  const contract = await store(pdf, 'contract.pdf', 'pdf');
  return {
    licenceKey: licence.key,
    certificateKey: certificate.key,
    sealKey: seal.key,
    contractKey: contract.key,
    contractSha256: sha256Hex(pdf),
  };
}
