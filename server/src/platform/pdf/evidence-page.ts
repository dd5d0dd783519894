import { BODY_FONT, BOLD_FONT, contentWidth, ensureSpace, MUTED, PAGE_MARGINS } from './pdf-page.ts';

/**
 * The last page of a fully signed contract (issue 6 item 6): who signed, for which company, when,
 * from which address, the SHA-256 of every version of the document, and the code that verifies it.
 * Text only — the contract's only images are the parties' seals.
 */
export interface ContractEvidencePage {
  /** Printed grouped, e.g. 7KQ2-M9XD-3HTR-PW4B. */
  verificationCode: string;
  /** Where the code (or the file) is checked. */
  verifyUrl: string;
  signers: ReadonlyArray<{
    /** 甲方（出卖人） / 乙方（买受人） */
    partyLabel: string;
    companyName: string;
    signerName: string;
    /** Masked, e.g. 139****0001 */
    mobile: string;
    /** YYYY-MM-DD HH:mm:ss */
    signedAt: string;
    ip: string | null;
  }>;
  versions: ReadonlyArray<{ label: string; at: string; sha256: string }>;
  certificate: { subject: string; sha256: string };
  /** The evidence trail when the page was drawn: its length and its last entry's hash. */
  evidence: { count: number; headHash: string };
}

const SIZE = 9.5;
const LINE_GAP = 3;

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.6);
  ensureSpace(doc, 60);
  doc
    .font(BOLD_FONT)
    .fontSize(11)
    .fillColor('black')
    .text(text, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
}

function line(doc: PDFKit.PDFDocument, text: string, options: { muted?: boolean; mono?: boolean } = {}) {
  doc
    .font(BODY_FONT)
    .fontSize(options.mono ? 8.5 : SIZE)
    .fillColor(options.muted ? MUTED : 'black')
    .text(text, PAGE_MARGINS.left + 12, doc.y, { width: contentWidth(doc) - 12, lineGap: LINE_GAP });
  doc.fillColor('black');
}

export function drawEvidencePage(doc: PDFKit.PDFDocument, page: ContractEvidencePage): void {
  doc.addPage();
  const width = contentWidth(doc);
  doc.font(BOLD_FONT).fontSize(16).text('电子签署证据页', PAGE_MARGINS.left, doc.y, { width, align: 'center' });
  doc.font(BODY_FONT).fontSize(9).fillColor(MUTED).text('Signing evidence', PAGE_MARGINS.left, doc.y, { width, align: 'center' });
  doc.fillColor('black');

  heading(doc, '一、签署方 Signers');
  for (const s of page.signers) {
    line(doc, `${s.partyLabel}：${s.companyName}`);
    line(doc, `签署人：${s.signerName}    验证手机：${s.mobile}`);
    line(doc, `签署时间：${s.signedAt}（北京时间）    签署IP：${s.ip ?? '—'}`);
    doc.moveDown(0.3);
  }

  heading(doc, '二、文件版本 SHA-256 Document versions');
  for (const v of page.versions) {
    line(doc, `${v.label}（${v.at}）`);
    line(doc, v.sha256, { mono: true, muted: true });
  }

  heading(doc, '三、证据链 Evidence trail');
  line(doc, `本页生成时证据链共 ${page.evidence.count} 条记录，末条哈希：`);
  line(doc, page.evidence.headHash, { mono: true, muted: true });

  heading(doc, '四、平台数字签名 Platform digital signature');
  line(doc, '本文件由平台证书加盖 PAdES 数字签名（ETSI.CAdES.detached）；签名后对文件的任何改动都会使签名失效。');
  line(doc, `证书：${page.certificate.subject}`);
  line(doc, `证书 SHA-256：${page.certificate.sha256}`, { mono: true, muted: true });

  heading(doc, '五、核验 Verification');
  line(doc, `验证码：${page.verificationCode}`);
  line(doc, `凭合同编号和验证码，或上传本 PDF 文件，在 ${page.verifyUrl} 核验本文件是否为未经修改的签署原件。`);
  line(doc, `Verify this file with its contract number and code, or by uploading it, at ${page.verifyUrl}.`, { muted: true });
}
