import type { Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { readSealImage } from '../seal/index.ts';
import { maskMobile } from '../user/index.ts';
import { contractSubjectFor } from './contract-caller.ts';
import { discardContractPdf, storeContractPdf } from './contract-pdf.ts';
import { currentContract, signaturesOf } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { commitSeal, type PreparedSeal, prepareSeal, type SealSigner } from './evidence/seal-contract.ts';
import { type ContractCaller, type ContractKind, type PrintedSignature, subjectOfKind } from './kind.ts';
import { signerOf, signingSealOf } from './signer.ts';
import type { ContractSubject } from './subject.ts';
import { type ContractRow, contractSignatures, contracts } from './tables.ts';

/** A signature checked and drawn, waiting to be committed with the status change. */
export interface PreparedSignature<Subject, Party extends string> {
  kind: ContractKind<Subject, Party>;
  caller: ContractCaller;
  subject: Subject;
  about: ContractSubject;
  party: Party;
  contract: ContractRow;
  signer: { name: string; mobile: string };
  sealFileKey: string;
  smsVerifiedAt: Date;
  signedAt: Date;
  pdf: { key: string; sha256: string };
  /** The final document, when this signature completes the contract (evidence/seal-contract.ts). */
  sealed: PreparedSeal | null;
  request: { ip: string | null; userAgent: string | null };
  lang: Language;
}

/**
 * Signs with an SMS code in three steps: the stamped PDFs drawn and stored outside the database (the slow part, no
 * row locked meanwhile); the signature committed in the transaction `inTransaction` opens, with whatever the route
 * commits along (an idempotency key kept, a sign link used up); the stored PDFs discarded when that transaction fails,
 * or when `answeredBefore` says a racing first attempt's answer was kept instead of this one.
 */
export async function signWithCode<T, Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  body: { id: number; code: string },
  request: { ip: string | null; userAgent: string | null },
  lang: Language,
  inTransaction: (commit: (tx: Db) => Promise<ContractRow>) => Promise<T>,
  answeredBefore: (result: T) => boolean = () => false,
): Promise<{ result: T; party: Party }> {
  const prepared = await prepareSignature(ctx, kind, caller, body, request, lang);
  try {
    const result = await inTransaction((tx) => commitSignature(tx, prepared));
    if (answeredBefore(result)) await discardPreparedPdfs(ctx, prepared);
    return { result, party: prepared.party };
  } catch (error) {
    await discardPreparedPdfs(ctx, prepared);
    throw error;
  }
}

/** The PDFs a prepared signature stored, when it is not committed (failed, or a retry answered the first signature). */
async function discardPreparedPdfs(ctx: AppContext, prepared: { pdf: { key: string }; sealed: PreparedSeal | null }) {
  await discardContractPdf(ctx, prepared.pdf.key);
  if (prepared.sealed) await discardContractPdf(ctx, prepared.sealed.pdf.key);
}

async function sealBytes(ctx: AppContext, key: string): Promise<Buffer> {
  const bytes = await readSealImage(ctx, key);
  if (!bytes) throw new Error(`seal image ${key} missing`);
  return bytes;
}

/**
 * Signing, first half (outside the transaction; an order's: POST /order/sign/contract): the side may sign now (409),
 * its company has an approved seal of the kind's role for that side (409), the SMS code is right (400; wrong tries
 * counted by codes.ts); then the PDF is drawn again with the seal and sign time of every side signed so far, and
 * stored.
 */
export async function prepareSignature<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  body: { id: number; code: string },
  request: { ip: string | null; userAgent: string | null },
  lang: Language,
): Promise<PreparedSignature<Subject, Party>> {
  const { subject, party } = await contractSubjectFor(ctx.db, kind, body.id, caller, lang, 'sign');
  const about = subjectOfKind(kind, subject);
  const contract = await currentContract(ctx.db, about);
  const sealFileKey = await signingSealOf(ctx.db, caller.company.companyId, kind.sealRole(party));
  const signer = await signerOf(ctx.db, caller.userId, caller.company.companyId);
  await consumeSmsCode(ctx, {
    mobile: signer.mobile,
    purpose: 'contractSign',
    code: body.code,
    subject: contract.contractNo,
  });
  const smsVerifiedAt = new Date();

  const signedAt = new Date();
  const printed: PrintedSignature[] = [];
  const earlier = await signaturesOf(ctx.db, contract.id);
  for (const s of earlier) {
    printed.push({
      party: s.party,
      signerName: s.signerName,
      signedAt: s.signedAt,
      ip: s.ip,
      sealPng: await sealBytes(ctx, s.sealFileKey),
    });
  }
  printed.push({ party, signerName: signer.name, signedAt, ip: request.ip, sealPng: await sealBytes(ctx, sealFileKey) });
  const bytes = await kind.render(ctx.db, subject, contract, printed, null);
  const pdf = await storeContractPdf(ctx, bytes, contract.contractNo, caller.userId);
  // The signature that completes the contract also makes its final, PAdES-signed document.
  let sealed: PreparedSeal | null = null;
  const signedSides = new Set<string>([...earlier.map((s) => s.party), party]);
  if (kind.signers.every((side) => signedSides.has(side))) {
    const signers: SealSigner[] = [
      ...earlier.map((s) => ({ ...s, mobile: s.smsMobile })),
      {
        party,
        companyId: caller.company.companyId,
        signerName: signer.name,
        mobile: signer.mobile,
        signedAt,
        ip: request.ip,
        sha256After: pdf.sha256,
      },
    ];
    sealed = await prepareSeal(ctx, kind, { subject, contract, printed, signers, userId: caller.userId }).catch(async (error) => {
      await discardContractPdf(ctx, pdf.key);
      throw error;
    });
  }
  return {
    kind,
    caller,
    subject,
    about,
    party,
    contract,
    signer,
    sealFileKey,
    smsVerifiedAt,
    signedAt,
    pdf,
    sealed,
    request,
    lang,
  };
}

/**
 * Second half, in the transaction: the kind's own change (an order's 37 → 38/39 → 40), the signature row, the
 * contract's new PDF and status, and the evidence; the sealed document when this signature completes the contract.
 */
export async function commitSignature<Subject, Party extends string>(
  tx: Db,
  p: PreparedSignature<Subject, Party>,
): Promise<ContractRow> {
  await p.kind.lockUnchanged(tx, p.subject);
  // Checked again under the lock: the kind's change and the contract's status follow the signatures as they are.
  const signedSides = new Set([...(await signaturesOf(tx, p.contract.id)).map((s) => s.party), p.party]);
  const complete = p.kind.signers.every((side) => signedSides.has(side));
  await p.kind.signed(tx, {
    subject: p.subject,
    party: p.party,
    caller: p.caller,
    contract: p.contract,
    sha256: p.pdf.sha256,
    ip: p.request.ip,
    lang: p.lang,
    complete,
  });
  await tx.insert(contractSignatures).values({
    contractId: p.contract.id,
    party: p.party,
    companyId: p.caller.company.companyId,
    signerUserId: p.caller.userId,
    signerName: p.signer.name,
    sealFileKey: p.sealFileKey,
    smsMobile: p.signer.mobile,
    smsVerifiedAt: p.smsVerifiedAt,
    ip: p.request.ip,
    userAgent: p.request.userAgent,
    signedAt: p.signedAt,
    fileKey: p.pdf.key,
    sha256After: p.pdf.sha256,
  });
  const [row] = await tx
    .update(contracts)
    .set({ fileKey: p.pdf.key, sha256: p.pdf.sha256, status: complete ? 'signed' : 'partlySigned' })
    .where(eq(contracts.id, p.contract.id))
    .returning();
  const entry = {
    contractId: p.contract.id,
    subject: p.about,
    actorUserId: p.caller.userId,
    companyId: p.caller.company.companyId,
    ip: p.request.ip,
  };
  await recordContractEvidence(tx, {
    ...entry,
    event: 'signed',
    detail: {
      contractNo: p.contract.contractNo,
      party: p.party,
      signerName: p.signer.name,
      mobile: maskMobile(p.signer.mobile),
      smsVerifiedAt: p.smsVerifiedAt.toISOString(),
      userAgent: p.request.userAgent,
      sha256: p.pdf.sha256,
    },
  });
  if (!complete) return row as ContractRow;
  if (!p.sealed) throw wrongState('contract.changedMeanwhile');
  return commitSeal(tx, p.sealed, entry);
}
