import type { ContractLabels } from './contract-labels.ts';
import { BODY_FONT, BOLD_FONT, contentWidth, ensureSpace, MUTED, PAGE_MARGINS } from './pdf-page.ts';

/**
 * The last page of a fully signed contract, so the file carries its own proof: who signed, for which company, when,
 * from which address, the SHA-256 of every version of the document, and the code that verifies it.
 * Text only — the contract's only images are the parties' seals.
 */
export interface ContractEvidencePage {
  /** Printed grouped, e.g. 7KQ2-M9XD-3HTR-PW4B. */
  verificationCode: string;
  /** Where the code (or the file) is checked. */
  verifyUrl: string;
  signers: ReadonlyArray<{
    /** 甲方（出卖人） / 乙方（买受人）, in the contract's language */
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

export function drawEvidencePage(doc: PDFKit.PDFDocument, page: ContractEvidencePage, labels: ContractLabels['evidence']): void {
  doc.addPage();
  const width = contentWidth(doc);
  doc.font(BOLD_FONT).fontSize(16).text(labels.title, PAGE_MARGINS.left, doc.y, { width, align: 'center' });
  doc.font(BODY_FONT).fontSize(9).fillColor(MUTED).text(labels.subtitle, PAGE_MARGINS.left, doc.y, { width, align: 'center' });
  doc.fillColor('black');

  heading(doc, labels.signers);
  for (const s of page.signers) {
    line(doc, labels.party(s.partyLabel, s.companyName));
    line(doc, labels.signer(s.signerName, s.mobile));
    line(doc, labels.signedAt(s.signedAt, s.ip ?? '—'));
    doc.moveDown(0.3);
  }

  heading(doc, labels.versions);
  for (const v of page.versions) {
    line(doc, labels.version(v.label, v.at));
    line(doc, v.sha256, { mono: true, muted: true });
  }

  heading(doc, labels.trail);
  line(doc, labels.trailHead(page.evidence.count));
  line(doc, page.evidence.headHash, { mono: true, muted: true });

  heading(doc, labels.platformSignature);
  line(doc, labels.platformSignatureNote);
  line(doc, labels.certificate(page.certificate.subject));
  line(doc, labels.certificateSha256(page.certificate.sha256), { mono: true, muted: true });

  heading(doc, labels.verification);
  line(doc, labels.code(page.verificationCode));
  const [primary, secondary] = labels.howToVerify(page.verifyUrl);
  line(doc, primary);
  line(doc, secondary, { muted: true });
}
