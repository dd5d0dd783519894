import type { Language } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { readStoredFile } from '../../../platform/files/read-file.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { companies } from '../../company/index.ts';
import { maskMobile, type UserRow } from '../../user/index.ts';
import { recordContractEvidence } from '../evidence/record.ts';
import { recordContractViewed } from '../evidence/record-view.ts';
import { type ContractCaller, type ContractKind, subjectOfKind } from '../kind.ts';
import { sendSignCode } from '../send-sign-code.ts';
import { signWithCode } from '../sign-contract.ts';
import { signerOf } from '../signer.ts';
import type { ContractRow } from '../tables.ts';
import { linkCaller } from './link-caller.ts';
import { findLink, type LiveLink, liveLink } from './link-repo.ts';
import { contractLinks } from './tables.ts';

type SigningLink<Subject, Party extends string> = LiveLink<Subject, Party> & { caller: ContractCaller };

/** The signing link of `token` and the caller acting on it (404/410 for the link, then 404/403 for the caller). */
async function signingLink<Subject, Party extends string>(
  db: Db,
  kind: ContractKind<Subject, Party>,
  token: string,
  userId: number,
): Promise<SigningLink<Subject, Party>> {
  const live = await liveLink(db, kind, await findLink(db, token, 'sign'));
  const caller = await linkCaller(db, kind, userId, live.subject, live.party);
  return { ...live, caller };
}

/** A signing link as the invited side's signer opens it, before the kind shows its contract. */
export interface OpenedSignLink<Subject, Party extends string> extends SigningLink<Subject, Party> {
  senderCompanyName: string;
  /** Whether the invited side may sign now. */
  canSign: boolean;
  mobileMasked: string;
}

/** The contract behind a signing link, for the invited side's authorised signer; the viewing goes on the evidence trail. */
export async function openSignLink<Subject, Party extends string>(
  db: Db,
  kind: ContractKind<Subject, Party>,
  token: string,
  userId: number,
  ip: string | null,
  lang: Language,
): Promise<OpenedSignLink<Subject, Party>> {
  const signing = await signingLink(db, kind, token, userId);
  const [sender] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, signing.link.companyId));
  const { mobile } = await signerOf(db, userId);
  await recordContractViewed(db, {
    subject: subjectOfKind(kind, signing.subject),
    contract: signing.contract,
    actorUserId: userId,
    companyId: signing.caller.company.companyId,
    ip,
  });
  return {
    ...signing,
    senderCompanyName: sender?.name ?? '',
    canSign: kind.refusal(signing.subject, 'sign', signing.party, lang) === null,
    mobileMasked: maskMobile(mobile),
  };
}

/** The signing code for a link's signer, by the rules of a signing in the kind's own pages. */
export async function sendLinkSignCode<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  token: string,
  userId: number,
  ip: string | null,
  lang: Language,
) {
  const { subject, caller } = await signingLink(ctx.db, kind, token, userId);
  return sendSignCode(ctx, kind, caller, kind.idOf(subject), ip, lang);
}

/**
 * Signs as the kind's own signing does (same checks, the same step on the subject and evidence) and uses the link up,
 * in the signature's transaction; `view` answers the signed contract as the signer sees it.
 */
export async function signByLink<Subject, Party extends string, View>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  body: { token: string; code: string },
  userId: number,
  request: { ip: string | null; userAgent: string | null },
  lang: Language,
  view: (tx: Db, signed: ContractRow, caller: ContractCaller) => Promise<View>,
): Promise<{ view: View; party: Party }> {
  const { link, subject, caller } = await signingLink(ctx.db, kind, body.token, userId);
  const { result, party } = await signWithCode(
    ctx,
    kind,
    caller,
    { id: kind.idOf(subject), code: body.code },
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
        return view(tx, signed, caller);
      }),
  );
  return { view: result, party };
}

/** The current PDF for a link's signer to read before signing. */
export async function downloadByLink<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  token: string,
  user: UserRow,
  ip: string | null,
) {
  const { contract, subject, caller } = await signingLink(ctx.db, kind, token, user.id);
  const { bytes } = await readStoredFile(ctx, contract.fileKey, user, { publicOnly: false });
  await recordContractEvidence(ctx.db, {
    contractId: contract.id,
    subject: subjectOfKind(kind, subject),
    event: 'downloaded',
    actorUserId: user.id,
    companyId: caller.company.companyId,
    ip,
    detail: { contractNo: contract.contractNo, sha256: contract.sha256, via: 'signLink' },
  });
  return { bytes, contractNo: contract.contractNo };
}
