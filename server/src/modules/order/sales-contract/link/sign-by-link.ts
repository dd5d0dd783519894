import { type ContractSignLinkInfo, type Language, mayAct, type OrderStatus } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../../platform/context.ts';
import type { Db } from '../../../../platform/db/client.ts';
import { readStoredFile } from '../../../../platform/files/read-file.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { companies } from '../../../company/index.ts';
import {
  orderSubject,
  recordContractEvidence,
  recordContractViewed,
  sendSignCode,
  signerOf,
  signWithCode,
} from '../../../contract/index.ts';
import type { UserRow } from '../../../user/index.ts';
import { maskMobile } from '../../../user/index.ts';
import type { OrderCaller } from '../../order-access.ts';
import { contractView } from '../contract-views.ts';
import { salesContract } from '../kind.ts';
import { findLink, type LiveLink, liveLink } from './link-repo.ts';
import { linkCaller } from './link-signer.ts';
import { contractLinks } from './tables.ts';

/** The signing link of `token` and the caller acting on it (404/410 for the link, then 404/403 for the caller). */
async function signingLink(db: Db, token: string, userId: number): Promise<LiveLink & { caller: OrderCaller }> {
  const live = await liveLink(db, await findLink(db, token, 'sign'));
  const caller = await linkCaller(db, userId, live.order, live.link.party);
  return { ...live, caller };
}

/**
 * POST /order/contract/sign/link/info {token}: the contract behind a signing link as the invited
 * side sees it, for its authorised signer; the viewing goes on the evidence trail.
 */
export async function signLinkInfo(
  db: Db,
  token: string,
  userId: number,
  ip: string | null,
  lang: Language,
): Promise<ContractSignLinkInfo> {
  const { link, contract, order, caller } = await signingLink(db, token, userId);
  const [sender] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, link.companyId));
  const { mobile } = await signerOf(db, userId);
  await recordContractViewed(db, {
    subject: orderSubject(order.id),
    contract,
    actorUserId: userId,
    companyId: caller.company.companyId,
    ip,
  });
  return {
    contract: await contractView(db, contract, { companyId: caller.company.companyId, lang }),
    party: link.party,
    companyName: caller.company.companyName,
    senderCompanyName: sender?.name ?? '',
    expiresAt: link.expiresAt.toISOString(),
    canSign: mayAct(order.status as OrderStatus, 'sign', link.party, order.cancelRequestedBy ?? null) !== undefined,
    mobileMasked: maskMobile(mobile),
  };
}

/** POST /order/contract/sign/link/code {token}: the signing code, by the rules of /order/send/sms/sign/code. */
export async function sendLinkSignCode(ctx: AppContext, token: string, userId: number, ip: string | null, lang: Language) {
  const { order, caller } = await signingLink(ctx.db, token, userId);
  return sendSignCode(ctx, salesContract, caller, order.id, ip, lang);
}

/**
 * POST /order/contract/sign/link/sign {token, code}: signs as /order/sign/contract does (same checks,
 * the same status change and evidence) and uses the link up.
 */
export async function signByLink(
  ctx: AppContext,
  body: { token: string; code: string },
  userId: number,
  request: { ip: string | null; userAgent: string | null },
  lang: Language,
) {
  const { link, order, caller } = await signingLink(ctx.db, body.token, userId);
  const { result: view, party } = await signWithCode(
    ctx,
    salesContract,
    caller,
    { id: order.id, code: body.code },
    request,
    lang,
    (commit) =>
      ctx.db.transaction(async (tx) => {
        const signed = await commit(tx);
        const used = await tx
          .update(contractLinks)
          .set({ usedAt: new Date(), usedBy: userId })
          .where(and(eq(contractLinks.id, link.id), isNull(contractLinks.usedAt), isNull(contractLinks.revokedAt)))
          .returning({ id: contractLinks.id });
        if (used.length === 0) throw new AppError('GONE', 'contractLink.used');
        return contractView(tx, signed, { companyId: caller.company.companyId, lang });
      }),
  );
  return { view, party };
}

/** POST /order/contract/sign/link/download {token}: the current PDF for the signer to read before signing. */
export async function downloadByLink(ctx: AppContext, token: string, user: UserRow, ip: string | null) {
  const { contract, order, caller } = await signingLink(ctx.db, token, user.id);
  const { bytes } = await readStoredFile(ctx, contract.fileKey, user, { publicOnly: false });
  await recordContractEvidence(ctx.db, {
    contractId: contract.id,
    subject: orderSubject(order.id),
    event: 'downloaded',
    actorUserId: user.id,
    companyId: caller.company.companyId,
    ip,
    detail: { contractNo: contract.contractNo, sha256: contract.sha256, via: 'signLink' },
  });
  return { bytes, contractNo: contract.contractNo };
}
