import { X509Certificate } from 'node:crypto';
import {
  type ContractVerifyReason,
  type ContractVerifyResult,
  type Language,
  type MessageKey,
  normaliseVerificationCode,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { notFound, tooMany } from '../../../platform/http/app-error.ts';
import { checkPdfSignature } from '../../../platform/pdf/pades.ts';
import { safeEqual, sha256Hex } from '../../../platform/security/hashing.ts';
import { companies } from '../../company/index.ts';
import { contractKindNamed } from '../kind.ts';
import { contractSignatures, contracts } from '../tables.ts';
import { platformSigningKey } from './platform-signer.ts';
import { type ContractSignedDocumentRow, contractSignedDocuments } from './tables.ts';

/** Wrong codes allowed per contract number and per address in 15 minutes (as the share links). */
const WRONG_CODES = 5;
/** Files checked per address in 15 minutes (each costs a hash of up to 40 MB). */
const FILE_CHECKS = 30;
const WINDOW_SECONDS = 15 * 60;

async function throttle(ctx: AppContext, keys: readonly string[], max: number) {
  for (const key of keys) {
    const hit = await ctx.limiter.hit(key, WINDOW_SECONDS);
    if (hit.count > max) {
      await ctx.limiter.undo(key);
      throw tooMany('contractVerify.tooManyTries', hit.retryAfterSeconds, { seconds: hit.retryAfterSeconds });
    }
  }
}

const REASON_KEY: Record<ContractVerifyReason, MessageKey> = {
  altered: 'contractVerify.altered',
  notSigned: 'contractVerify.notSigned',
};

const refused = (reason: ContractVerifyReason, lang: Language, contractNo: string | null = null): ContractVerifyResult => ({
  original: false,
  reason,
  message: translate(REASON_KEY[reason], lang),
  contractNo,
  orderNo: null,
  sha256: null,
  sealedAt: null,
  signers: [],
  certificate: null,
});

/** The answer for a signed original: the contract, its signers and the certificate that sealed it. */
async function original(
  ctx: AppContext,
  doc: ContractSignedDocumentRow,
  certificate: { subject: string; sha256: string },
  lang: Language,
): Promise<ContractVerifyResult> {
  const [row] = await ctx.db
    .select({ contractNo: contracts.contractNo, subjectKind: contracts.subjectKind, subjectId: contracts.subjectId })
    .from(contracts)
    .where(eq(contracts.id, doc.contractId));
  const kind = row ? contractKindNamed(row.subjectKind) : undefined;
  const subjectNo = row && kind ? (await kind.subjectNumbers(ctx.db, [row.subjectId])).get(row.subjectId) : undefined;
  const signers = await ctx.db
    .select({
      party: contractSignatures.party,
      companyName: companies.name,
      signerName: contractSignatures.signerName,
      signedAt: contractSignatures.signedAt,
    })
    .from(contractSignatures)
    .innerJoin(companies, eq(companies.id, contractSignatures.companyId))
    .where(eq(contractSignatures.contractId, doc.contractId))
    .orderBy(contractSignatures.id);
  return {
    original: true,
    reason: null,
    message: translate('contractVerify.original', lang),
    contractNo: row?.contractNo ?? null,
    orderNo: subjectNo ?? null,
    sha256: doc.sha256,
    sealedAt: doc.sealedAt.toISOString(),
    signers: signers.map((s) => ({
      ...s,
      partyLabel: kind ? kind.partyLabel(s.party, lang) : s.party,
      signedAt: s.signedAt.toISOString(),
    })),
    certificate,
  };
}

/**
 * POST /contract/verify (public) {contractNo, code}: the code printed on the signed contract's last
 * page proves the holder has it; the answer names the parties, the time and the SHA-256 of the
 * signed original (to compare with a copy). An unknown number and a wrong code answer the same 404;
 * wrong tries are limited per number and per address.
 */
export async function verifyByCode(
  ctx: AppContext,
  body: { contractNo: string; code: string },
  ip: string,
  lang: Language,
): Promise<ContractVerifyResult> {
  const contractNo = body.contractNo.trim().toUpperCase();
  const keys = [`contract-verify:${contractNo}`, `contract-verify-ip:${ip}`];
  await throttle(ctx, keys, WRONG_CODES);
  const [found] = await ctx.db
    .select({ doc: contractSignedDocuments })
    .from(contracts)
    .innerJoin(contractSignedDocuments, eq(contractSignedDocuments.contractId, contracts.id))
    .where(eq(contracts.contractNo, contractNo));
  const code = normaliseVerificationCode(body.code);
  if (!found || !safeEqual(code, found.doc.verificationCode)) throw notFound('contractVerify.notFound');
  // A right code does not count against the limit.
  for (const key of keys) await ctx.limiter.undo(key);
  const key = await platformSigningKey(ctx);
  const subject = key.certificateSha256 === found.doc.certificateSha256 ? key.subject : '';
  return original(ctx, found.doc, { subject, sha256: found.doc.certificateSha256 }, lang);
}

/**
 * POST /contract/verify/file (public, multipart PDF): whether the file is a signed original,
 * unaltered. Its PAdES signature must verify over the byte range, cover the whole file and be made
 * with the certificate that sealed the contract, and its SHA-256 must be the one recorded when it
 * was sealed. One changed byte fails the digest (or the signature), so the answer is "altered".
 */
export async function verifyByFile(ctx: AppContext, bytes: Buffer, ip: string, lang: Language): Promise<ContractVerifyResult> {
  await throttle(ctx, [`contract-verify-file-ip:${ip}`], FILE_CHECKS);
  const check = checkPdfSignature(bytes);
  const claimed = /Contract (\S+)/.exec(check.reason ?? '')?.[1] ?? null;
  if (!check.signed) return refused('notSigned', lang);
  if (!check.valid || !check.coversWholeFile) return refused('altered', lang, claimed);
  const [doc] = await ctx.db
    .select()
    .from(contractSignedDocuments)
    .where(eq(contractSignedDocuments.sha256, sha256Hex(bytes)));
  if (doc && doc.certificateSha256 === check.signerCertificateSha256 && check.signerCertificate) {
    const subject = new X509Certificate(check.signerCertificate).subject.split('\n').join(', ');
    return original(ctx, doc, { subject, sha256: doc.certificateSha256 }, lang);
  }
  // The signature verifies but the file is not the one sealed: a byte outside the signed range (in
  // the CMS around the signature, e.g. a certificate it carries) was changed — when the file names a
  // contract the platform sealed, or carries a certificate the platform signs with. Otherwise it is
  // somebody else's signature.
  const [claimedDoc] = claimed
    ? await ctx.db
        .select({ id: contractSignedDocuments.contractId })
        .from(contracts)
        .innerJoin(contractSignedDocuments, eq(contractSignedDocuments.contractId, contracts.id))
        .where(eq(contracts.contractNo, claimed))
    : [];
  const [knownCertificate] = check.signerCertificateSha256
    ? await ctx.db
        .select({ id: contractSignedDocuments.contractId })
        .from(contractSignedDocuments)
        .where(eq(contractSignedDocuments.certificateSha256, check.signerCertificateSha256))
        .limit(1)
    : [];
  const platform = (await platformSigningKey(ctx)).certificateSha256 === check.signerCertificateSha256;
  return refused(claimedDoc || knownCertificate || platform ? 'altered' : 'notSigned', lang, claimed);
}
