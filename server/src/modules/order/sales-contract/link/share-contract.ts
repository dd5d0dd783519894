import {
  type ContractShare,
  type ContractSharedView,
  type ContractShareViewBody,
  contractStatusLabelKey,
  type Language,
  translate,
} from '@hgsc/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../../platform/context.ts';
import type { Db } from '../../../../platform/db/client.ts';
import { readStoredFile } from '../../../../platform/files/read-file.ts';
import { AppError, notFound } from '../../../../platform/http/app-error.ts';
import { publicUrl } from '../../../../platform/http/public-url.ts';
import { checkLinkSecret, newLinkSecret } from '../../../../platform/security/link-secret.ts';
import { hashPassword } from '../../../../platform/security/password.ts';
import { companies } from '../../../company/index.ts';
import { currentContract, orderSubject, recordContractEvidence, signaturesOf } from '../../../contract/index.ts';
import { users } from '../../../user/index.ts';
import { type OrderCaller, orderForCaller, type TradeParty } from '../../order-access.ts';
import { findLink, issueLink, type LiveLink, linkPath, linkTokenHash, liveLink } from './link-repo.ts';

/**
 * POST /order/contract/share {id}: a read-only link to the current contract (contract.view) with a
 * new 6-digit extraction code shown once (only its hash is kept); the side's earlier share link stops
 * working. Recorded on the evidence trail as 'shared'.
 */
export async function shareContract(ctx: AppContext, caller: OrderCaller, id: number, ip: string | null): Promise<ContractShare> {
  const code = newLinkSecret();
  const codeHash = await hashPassword(code);
  const { token, expiresAt } = await ctx.db.transaction(async (tx) => {
    const { order, party } = await orderForCaller(tx, id, caller, { lock: true, permissionFor: () => 'contract.view' });
    const contract = await currentContract(tx, orderSubject(order.id));
    const issued = await issueLink(tx, {
      contract,
      kind: 'share',
      party,
      createdBy: caller.userId,
      companyId: caller.company.companyId,
      codeHash,
    });
    await recordContractEvidence(tx, {
      contractId: contract.id,
      subject: orderSubject(order.id),
      event: 'shared',
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      ip,
      detail: { contractNo: contract.contractNo, party, link: 'extraction', expiresAt: issued.expiresAt.toISOString() },
    });
    return issued;
  });
  const path = linkPath('share', token);
  return { token, code, path, url: publicUrl(ctx.config, path), expiresAt: expiresAt.toISOString() };
}

/**
 * The share link of {token, code}: wrong codes are throttled per link and per address (429 after 5 in
 * 15 minutes); unknown link → 404, wrong code → 403, then expired/voided → 410.
 */
async function openShare(ctx: AppContext, body: ContractShareViewBody, ip: string): Promise<LiveLink> {
  const found = await findLink(ctx.db, body.token, 'share');
  const matches = await checkLinkSecret(ctx, {
    keys: [`contract-share:${linkTokenHash(body.token)}`, `contract-share-ip:${ip}`],
    hash: found?.codeHash,
    secret: body.code,
    tooManyKey: 'contractLink.tooManyTries',
  });
  if (!found || found.revokedAt) throw notFound('contractLink.notFound');
  if (!matches) throw new AppError('FORBIDDEN', 'contractLink.codeWrong');
  return liveLink(ctx.db, found);
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

async function sharedView(db: Db, { link, contract, order }: LiveLink, lang: Language): Promise<ContractSharedView> {
  const signatures = await signaturesOf(db, contract.id);
  const ids = [order.buyerCompanyId, order.sellerCompanyId, link.companyId];
  const names = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids))).map((c) => [
      c.id,
      c.name,
    ]),
  );
  return {
    contractNo: contract.contractNo,
    orderNo: order.orderNo,
    version: contract.version,
    status: contract.status,
    statusLabel: translate(contractStatusLabelKey(contract.status), lang),
    buyerCompanyName: names.get(order.buyerCompanyId) ?? '',
    sellerCompanyName: names.get(order.sellerCompanyId) ?? '',
    totalAmount: order.totalAmount,
    currency: order.currency,
    sha256: contract.sha256,
    generatedAt: contract.generatedAt.toISOString(),
    signatures: signatures.map((s) => ({
      party: s.party as TradeParty,
      companyName: names.get(s.companyId) ?? '',
      signedAt: s.signedAt.toISOString(),
    })),
    sharedBy: names.get(link.companyId) ?? '',
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** POST /order/contract/share/view (public) {token, code}: the shared contract's facts; the viewing is evidence. */
export async function viewSharedContract(
  ctx: AppContext,
  body: ContractShareViewBody,
  ip: string,
  lang: Language,
): Promise<ContractSharedView> {
  const live = await openShare(ctx, body, ip);
  if (await firstInWindow(ctx, 'viewed', { token: body.token, sha256: live.contract.sha256, ip }))
    await recordContractEvidence(ctx.db, {
      contractId: live.contract.id,
      subject: orderSubject(live.order.id),
      event: 'viewed',
      actorUserId: null,
      companyId: null,
      ip,
      detail: { contractNo: live.contract.contractNo, via: 'extraction', sharedBy: live.link.party },
    });
  return sharedView(ctx.db, live, lang);
}

/**
 * POST /order/contract/share/download (public) {token, code}: the current PDF. The file is read with
 * the sharer's own access (file-access rules), so a sharer who left the company shares nothing more.
 */
export async function downloadSharedContract(ctx: AppContext, body: ContractShareViewBody, ip: string) {
  const { link, contract, order } = await openShare(ctx, body, ip);
  const [sharer] = await ctx.db.select().from(users).where(eq(users.id, link.createdBy));
  if (!sharer) throw notFound('contractLink.notFound');
  const { bytes } = await readStoredFile(ctx, contract.fileKey, sharer, { publicOnly: false });
  if (await firstInWindow(ctx, 'downloaded', { token: body.token, sha256: contract.sha256, ip }))
    await recordContractEvidence(ctx.db, {
      contractId: contract.id,
      subject: orderSubject(order.id),
      event: 'downloaded',
      actorUserId: null,
      companyId: null,
      ip,
      detail: { contractNo: contract.contractNo, sha256: contract.sha256, via: 'extraction', sharedBy: link.party },
    });
  return { bytes, contractNo: contract.contractNo };
}
