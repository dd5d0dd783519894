import { randomBytes } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { publicUrl } from '../../../platform/http/public-url.ts';
import { contractLabels } from '../../../platform/pdf/contract-labels.ts';
import { signPdfPades } from '../../../platform/pdf/pades.ts';
import { companies } from '../../company/index.ts';
import { maskMobile } from '../../user/index.ts';
import { chinaDateTime, storeContractPdf } from '../contract-pdf.ts';
import type { ContractKind, PrintedSignature } from '../kind.ts';
import { aboutSubject, type ContractSubject } from '../subject.ts';
import { type ContractRow, contracts } from '../tables.ts';
import { platformSigningKey } from './platform-signer.ts';
import { recordContractEvidence } from './record.ts';
import { contractEvidence, contractSignedDocuments } from './tables.ts';

/** The public page that checks a signed contract (web: features/order/contract/verify). */
export const VERIFY_PATH = '/contractVerify';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters of Crockford base32 (80 random bits). */
export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A signature as the evidence page lists it, in signing order (the one being made last). */
export interface SealSigner {
  party: string;
  companyId: number;
  signerName: string;
  mobile: string;
  signedAt: Date;
  ip: string | null;
  sha256After: string;
}

export interface PreparedSeal {
  verificationCode: string;
  sealedAt: Date;
  pdf: { key: string; sha256: string };
  certificateSha256: string;
}

/**
 * The final document of a contract signed by both (outside the transaction, like every PDF): the
 * contract with both seals plus the evidence page (signers, versions and their SHA-256, the
 * evidence trail's head, the verification code), PAdES-signed with the platform certificate and
 * stored. commitSeal makes it the contract's file.
 */
export async function prepareSeal<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  input: {
    subject: Subject;
    contract: ContractRow;
    printed: readonly PrintedSignature[];
    signers: readonly SealSigner[];
    userId: number;
  },
): Promise<PreparedSeal> {
  const { subject, contract, signers } = input;
  const key = await platformSigningKey(ctx);
  const names = new Map(
    (
      await ctx.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...new Set(signers.map((s) => s.companyId))]))
    ).map((c) => [c.id, c.name]),
  );
  const [head] = await ctx.db
    .select({ seq: contractEvidence.seq, hash: contractEvidence.hash })
    .from(contractEvidence)
    .where(aboutSubject(contractEvidence, { kind: kind.name, id: kind.idOf(subject) }))
    .orderBy(desc(contractEvidence.seq))
    .limit(1);
  const verificationCode = newVerificationCode();
  const sealedAt = new Date();
  const verifyUrl = publicUrl(ctx.config, VERIFY_PATH);
  const language = kind.language(subject);
  const labels = contractLabels(language);
  const partyLabel = (party: string) => kind.partyLabel(party as Party, language);
  const bytes = await kind.render(ctx.db, subject, contract, input.printed, {
    verificationCode: groupedCode(verificationCode),
    verifyUrl,
    signers: signers.map((s) => ({
      partyLabel: partyLabel(s.party),
      companyName: names.get(s.companyId) ?? '',
      signerName: s.signerName,
      mobile: maskMobile(s.mobile),
      signedAt: chinaDateTime(s.signedAt),
      ip: s.ip,
    })),
    versions: [
      { label: labels.evidence.generated, at: chinaDateTime(contract.generatedAt), sha256: contract.sha256AtGeneration },
      ...signers.map((s) => ({
        label: labels.evidence.signedBy(partyLabel(s.party)),
        at: chinaDateTime(s.signedAt),
        sha256: s.sha256After,
      })),
    ],
    certificate: { subject: key.subject, sha256: key.certificateSha256 },
    evidence: { count: head?.seq ?? 0, headHash: head?.hash ?? '—' },
  });
  const signed = await signPdfPades(bytes, key, {
    reason: `Contract ${contract.contractNo} signed by ${signers.length === 2 ? 'both' : 'all'} parties`,
    name: 'HGSC contract platform',
    location: 'CN',
    contactInfo: verifyUrl,
    signingTime: sealedAt,
  });
  const pdf = await storeContractPdf(ctx, signed, contract.contractNo, input.userId);
  return { verificationCode, sealedAt, pdf, certificateSha256: key.certificateSha256 };
}

/**
 * In the transaction that completes the contract: the sealed PDF becomes the contract's file and
 * SHA-256, its verification record is kept, and the 'sealed' entry closes the evidence trail.
 */
export async function commitSeal(
  tx: Db,
  sealed: PreparedSeal,
  entry: { contractId: number; subject: ContractSubject; actorUserId: number; companyId: number; ip: string | null },
): Promise<ContractRow> {
  const evidenceHash = await recordContractEvidence(tx, {
    ...entry,
    event: 'sealed',
    detail: { sha256: sealed.pdf.sha256, certificateSha256: sealed.certificateSha256, sealedAt: sealed.sealedAt.toISOString() },
  });
  await tx.insert(contractSignedDocuments).values({
    contractId: entry.contractId,
    verificationCode: sealed.verificationCode,
    fileKey: sealed.pdf.key,
    sha256: sealed.pdf.sha256,
    certificateSha256: sealed.certificateSha256,
    evidenceHash,
    sealedAt: sealed.sealedAt,
  });
  const [row] = await tx
    .update(contracts)
    .set({ fileKey: sealed.pdf.key, sha256: sealed.pdf.sha256 })
    .where(eq(contracts.id, entry.contractId))
    .returning();
  return row as ContractRow;
}
