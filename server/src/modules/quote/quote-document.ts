import { type Language, quoteStatusLabelKey, translate, unitWords } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { verifyNodeOperations } from '../../platform/flow/node-log.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { publicUrl } from '../../platform/http/public-url.ts';
import { printedQuantity } from '../../platform/pdf/goods-table.ts';
import { signPdfPades } from '../../platform/pdf/pades.ts';
import { platformSigningKey } from '../contract/index.ts';
import { sealPng } from '../seal/index.ts';
import { drawQuoteDocument } from './draw-quote-document.ts';
import { versionRows } from './quote-history.ts';
import { quotePath } from './quote-paths.ts';
import { quoteWithNamesById, sidesOfFound } from './quote-view.ts';
import { toQuoteTerms, versionDigest } from './terms.ts';

/**
 * /cs/quote/version/download: a version's quotation as evidence, to whoever may read the quote — drawn now, so it
 * tells where the quote stands (selected into which order), whether every version still matches its digest and the
 * log its chain, and sealed with the platform's PAdES signature so the file proves itself unchanged.
 */
export async function downloadQuoteDocument(
  ctx: AppContext,
  companyId: number,
  body: { id: number; version?: number | undefined },
  lang: Language,
) {
  const found = await quoteWithNamesById(ctx.db, body.id);
  if (!found || sidesOfFound(found, companyId).length === 0) throw notFound('quote.notFound');
  const { row } = found;
  if (row.version === 0) throw wrongState('quote.noVersion');
  const version = body.version ?? row.version;
  const versions = await versionRows(ctx.db, row.id);
  const chosen = versions.find((v) => v.version.version === version);
  if (!chosen) throw invalidField('version', 'quote.versionNotFound', { version });
  const log = await verifyNodeOperations(ctx.db, 'quote', row.id);
  const parties = { quoteNo: row.quoteNo, supplierCompanyId: row.supplierCompanyId, buyerCompanyId: row.buyerCompanyId };
  const drawnAt = new Date();
  const terms = toQuoteTerms(chosen.version.terms, lang);
  const pageUrl = publicUrl(ctx.config, quotePath(row.id));
  const pdf = await drawQuoteDocument({
    lang,
    quoteNo: row.quoteNo,
    version,
    statusLabel: translate(quoteStatusLabelKey(row.status), lang),
    supplierName: found.supplierName,
    buyerName: found.buyerName,
    submittedAt: chosen.version.submittedAt.toISOString(),
    submittedBy: chosen.submittedByName || chosen.submittedByUserName,
    terms,
    versions: versions.map((v) => ({
      version: v.version.version,
      submittedAt: v.version.submittedAt.toISOString(),
      digest: v.version.digest,
      intact: versionDigest({ ...parties, version: v.version.version, terms: v.version.terms }) === v.version.digest,
      current: v.version.version === row.version,
    })),
    selected:
      row.status === 'selected' && row.selectedQuantity
        ? {
            companyName: found.selectedByName ?? '',
            quantity: `${printedQuantity(row.selectedQuantity)} ${unitWords(terms.unit, lang)}`,
            orderNo: found.orderNo ?? found.receiptOrderNo ?? '',
          }
        : null,
    log: { count: log.rows, headHash: log.head ?? '-', intact: log.intact },
    pageUrl,
    drawnAt,
    platformSeal: sealPng('化工商城', '电子存证专用章'),
  });
  const key = await platformSigningKey(ctx);
  const sealed = await signPdfPades(pdf, key, {
    reason: `Quotation ${row.quoteNo} version ${version}`,
    name: 'HGSC quotation evidence',
    location: 'CN',
    contactInfo: pageUrl,
    signingTime: drawnAt,
  });
  return {
    bytes: sealed,
    fileName: `${lang === 'zh' ? '报价单' : 'quotation'}-${row.quoteNo}-v${version}.pdf`,
    asciiName: `quotation-${row.quoteNo}-v${version}.pdf`,
    mime: 'application/pdf',
  };
}
