import type { ContractShare, ContractShareViewBody } from '@hgsc/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { readStoredFile } from '../../../platform/files/read-file.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { publicUrl } from '../../../platform/http/public-url.ts';
import { checkLinkSecret, newLinkSecret } from '../../../platform/security/link-secret.ts';
import { hashPassword } from '../../../platform/security/password.ts';
import { companies } from '../../company/index.ts';
import { users } from '../../user/index.ts';
import { signaturesOf } from '../contract-repo.ts';
import { recordContractEvidence } from '../evidence/record.ts';
import { type ContractCaller, type ContractKind, subjectOfKind } from '../kind.ts';
import { findLink, type LiveLink, linkPath, linkTokenHash, liveLink } from './link-repo.ts';
import { issueSharedLink, lockedContractFor } from './shared-link.ts';

/**
 * A read-only link to the current contract (contract.view) with a new 6-digit extraction code shown once (only its
 * hash is kept); the side's earlier share link stops working. Recorded on the evidence trail as 'shared'.
 */
export async function shareContract<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  id: number,
  ip: string | null,
): Promise<ContractShare> {
  const code = newLinkSecret();
  const codeHash = await hashPassword(code);
  const { token, expiresAt } = await ctx.db.transaction(async (tx) => {
    const { party, about, contract } = await lockedContractFor(tx, kind, caller, id, 'contract.view');
    return issueSharedLink(tx, {
      contract,
      about,
      kind: 'share',
      party,
      caller,
      ip,
      codeHash,
      detail: (expiresAt) => ({ contractNo: contract.contractNo, party, link: 'extraction', expiresAt }),
    });
  });
  const path = linkPath('share', token);
  return { token, code, path, url: publicUrl(ctx.config, path), expiresAt: expiresAt.toISOString() };
}

/**
 * The share link of {token, code}: wrong codes are throttled per link and per address (429 after 5 in
 * 15 minutes); unknown link → 404, wrong code → 403, then expired/voided → 410.
 */
async function openShare<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  body: ContractShareViewBody,
  ip: string,
): Promise<LiveLink<Subject, Party>> {
  const found = await findLink(ctx.db, body.token, 'share');
  const matches = await checkLinkSecret(ctx, {
    keys: [`contract-share:${linkTokenHash(body.token)}`, `contract-share-ip:${ip}`],
    hash: found?.codeHash,
    secret: body.code,
    tooManyKey: 'contractLink.tooManyTries',
  });
  if (!found || found.revokedAt) throw notFound('contractLink.notFound');
  if (!matches) throw new AppError('FORBIDDEN', 'contractLink.codeWrong');
  return liveLink(ctx.db, kind, found);
}

/**
 * Reloading the page is not new evidence: one 'viewed' / 'downloaded' entry per link, document
 * version, address and ten minutes (the page shows the PDF inline, so every visit also downloads it).
 */
const REPEAT_WINDOW_SECONDS = 600;
async function firstInWindow(
  ctx: AppContext,
  event: 'viewed' | 'downloaded',
  { token, sha256, ip }: { token: string; sha256: string; ip: string },
): Promise<boolean> {
  const hit = await ctx.limiter.hit(`contract-share-${event}:${linkTokenHash(token)}:${sha256}:${ip}`, REPEAT_WINDOW_SECONDS);
  return hit.count === 1;
}

/** What a shared contract shows of itself, whatever its kind: its sides' companies, signatures and sharer. */
export interface SharedContract<Subject, Party extends string> extends LiveLink<Subject, Party> {
  companyNames: Record<Party, string>;
  signatures: Array<{ party: Party; companyName: string; signedAt: string }>;
  sharedBy: string;
}

async function sharedFacts<Subject, Party extends string>(
  db: Db,
  kind: ContractKind<Subject, Party>,
  live: LiveLink<Subject, Party>,
): Promise<SharedContract<Subject, Party>> {
  const signatures = await signaturesOf(db, live.contract.id);
  const ids = [...kind.signers.map((party) => kind.companyOf(live.subject, party)), live.link.companyId];
  const names = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids))).map((c) => [
      c.id,
      c.name,
    ]),
  );
  const nameOf = (id: number) => names.get(id) ?? '';
  return {
    ...live,
    companyNames: Object.fromEntries(kind.signers.map((party) => [party, nameOf(kind.companyOf(live.subject, party))])) as Record<
      Party,
      string
    >,
    signatures: signatures.map((s) => ({
      party: s.party as Party,
      companyName: nameOf(s.companyId),
      signedAt: s.signedAt.toISOString(),
    })),
    sharedBy: nameOf(live.link.companyId),
  };
}

/** The shared contract behind {token, code} (public); the viewing is evidence. */
export async function viewSharedContract<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  body: ContractShareViewBody,
  ip: string,
): Promise<SharedContract<Subject, Party>> {
  const live = await openShare(ctx, kind, body, ip);
  if (await firstInWindow(ctx, 'viewed', { token: body.token, sha256: live.contract.sha256, ip }))
    await recordContractEvidence(ctx.db, {
      contractId: live.contract.id,
      subject: subjectOfKind(kind, live.subject),
      event: 'viewed',
      actorUserId: null,
      companyId: null,
      ip,
      detail: { contractNo: live.contract.contractNo, via: 'extraction', sharedBy: live.link.party },
    });
  return sharedFacts(ctx.db, kind, live);
}

/**
 * The current PDF behind {token, code} (public). The file is read with the sharer's own access (file-access rules),
 * so a sharer who left the company shares nothing more.
 */
export async function downloadSharedContract<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  body: ContractShareViewBody,
  ip: string,
) {
  const { link, contract, subject } = await openShare(ctx, kind, body, ip);
  const [sharer] = await ctx.db.select().from(users).where(eq(users.id, link.createdBy));
  if (!sharer) throw notFound('contractLink.notFound');
  const { bytes } = await readStoredFile(ctx, contract.fileKey, sharer, { publicOnly: false });
  if (await firstInWindow(ctx, 'downloaded', { token: body.token, sha256: contract.sha256, ip }))
    await recordContractEvidence(ctx.db, {
      contractId: contract.id,
      subject: subjectOfKind(kind, subject),
      event: 'downloaded',
      actorUserId: null,
      companyId: null,
      ip,
      detail: { contractNo: contract.contractNo, sha256: contract.sha256, via: 'extraction', sharedBy: link.party },
    });
  return { bytes, contractNo: contract.contractNo };
}
