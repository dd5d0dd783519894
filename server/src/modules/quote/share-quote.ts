import { randomBytes } from 'node:crypto';
import {
  type Language,
  type QuoteAccess,
  type QuoteShareInfo,
  type QuoteSharing,
  quoteStatusLabelKey,
  translate,
} from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { lookup } from '../../platform/db/lookup.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { requireQuotableBuyer } from './quote-authority.ts';
import { quoteWithNamesById, sidesOfFound } from './quote-view.ts';
import { lockOwnQuote } from './save-quote.ts';
import { type QuoteAccessRow, type QuoteRow, quoteAccess, quotes } from './tables.ts';

/** Offered, expired (the supplier may revise it) or selected: a quote someone else may read. */
const SHAREABLE = new Set<QuoteRow['status']>(['offered', 'expired', 'selected']);

const accessWithNames = (db: Db) =>
  db
    .select({ row: quoteAccess, companyName: lookup<string>(companies.name, quoteAccess.companyId, 'grantee') })
    .from(quoteAccess);

function toAccess(found: { row: QuoteAccessRow; companyName: string }, lang: Language): QuoteAccess {
  const { row } = found;
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: found.companyName,
    status: row.status,
    statusLabel: translate(`quoteAccess.${row.status}`, lang),
    via: row.via,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The quote's link and the companies let in or asking, newest first: its supplier's view of who reads it. */
async function sharingOf(db: Db, quote: Pick<QuoteRow, 'id' | 'shareToken'>, lang: Language): Promise<QuoteSharing> {
  const access = await accessWithNames(db)
    .where(eq(quoteAccess.quoteId, quote.id))
    .orderBy(desc(quoteAccess.createdAt), desc(quoteAccess.id));
  return { token: quote.shareToken, access: access.map((found) => toAccess(found, lang)) };
}

/** One step of a quote's sharing, in its log (who was let in or asked, by whom); its state does not change. */
const logSharing = (
  tx: Db,
  row: QuoteRow,
  step: { action: string; role: 'supplier' | 'viewer'; caller: Caller; companyId: number },
) =>
  recordNodeOperation(tx, {
    bizType: 'quote',
    bizId: row.id,
    node: quoteStatusLabelKey(row.status),
    action: step.action,
    actorRole: step.role,
    actorUserId: step.caller.userId,
    companyId: step.caller.company.companyId,
    fromState: row.status,
    toState: row.status,
    detail: { companyId: step.companyId },
  });

/**
 * /cs/quote/share: the quote's link (/applyShare?token=…, made on first use), and with `companyId` a certified company
 * let in at once, told by a notification. Neither the supplier nor the quote's buyer can be let in (they read it).
 */
export async function shareQuote(tx: Db, caller: Caller, body: { id: number; companyId?: number | undefined }, lang: Language) {
  const row = await lockOwnQuote(tx, caller.company.companyId, body.id);
  if (!SHAREABLE.has(row.status)) throw wrongState('quote.shareNotOffered');
  let { shareToken } = row;
  if (!shareToken) {
    shareToken = randomBytes(18).toString('base64url');
    await tx.update(quotes).set({ shareToken }).where(eq(quotes.id, row.id));
  }
  const grantee = body.companyId;
  if (grantee !== undefined) {
    if (grantee === row.buyerCompanyId) throw invalidField('companyId', 'quote.shareOwnCompany');
    await requireQuotableBuyer(tx, row.supplierCompanyId, grantee, 'companyId');
    const now = new Date();
    await tx
      .insert(quoteAccess)
      .values({
        quoteId: row.id,
        companyId: grantee,
        status: 'approved',
        via: 'grant',
        requestedBy: caller.userId,
        answeredBy: caller.userId,
        answeredAt: now,
      })
      .onConflictDoUpdate({
        target: [quoteAccess.quoteId, quoteAccess.companyId],
        set: { status: 'approved', answeredBy: caller.userId, answeredAt: now },
      });
    await logSharing(tx, row, { action: 'shareGrant', role: 'supplier', caller, companyId: grantee });
  }
  return sharingOf(tx, { id: row.id, shareToken }, lang);
}

/** /cs/quote/share/list: the supplier's view of whom its quote is open to. */
export async function quoteSharing(db: Db, caller: Caller, id: number, lang: Language): Promise<QuoteSharing> {
  const [row] = await db
    .select({ id: quotes.id, shareToken: quotes.shareToken, status: quotes.status })
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.supplierCompanyId, caller.company.companyId)));
  if (!row || row.status === 'discarded') throw notFound('quote.notFound');
  return sharingOf(db, row, lang);
}

/** /cs/quote/share/answer: the supplier lets in, or refuses, a company that asked through the link. */
export async function answerShare(tx: Db, caller: Caller, body: { id: number; approve: boolean }, lang: Language) {
  const [named] = await tx.select({ quoteId: quoteAccess.quoteId }).from(quoteAccess).where(eq(quoteAccess.id, body.id));
  const [own] = named
    ? await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.id, named.quoteId), eq(quotes.supplierCompanyId, caller.company.companyId)))
    : [];
  if (!own) throw notFound('quote.accessNotFound');
  // The quote first, then its request, as sharing it does: two answers, or an answer and a grant, never deadlock.
  const row = await lockOwnQuote(tx, caller.company.companyId, own.id);
  const [asked] = await tx.select().from(quoteAccess).where(eq(quoteAccess.id, body.id)).for('update');
  if (!asked) throw notFound('quote.accessNotFound');
  if (asked.status !== 'applied') throw wrongState('quote.accessAnswered');
  await tx
    .update(quoteAccess)
    .set({ status: body.approve ? 'approved' : 'rejected', answeredBy: caller.userId, answeredAt: new Date() })
    .where(eq(quoteAccess.id, asked.id));
  await logSharing(tx, row, {
    action: body.approve ? 'shareApprove' : 'shareReject',
    role: 'supplier',
    caller,
    companyId: asked.companyId,
  });
  const [found] = await accessWithNames(tx).where(eq(quoteAccess.id, asked.id));
  if (!found) throw new Error(`quote access ${asked.id} vanished`);
  return toAccess(found, lang);
}

/** The quote a link opens, and the caller's access to it. */
async function linkedQuote(db: Db, token: string, companyId: number) {
  const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.shareToken, token));
  const found = row && (await quoteWithNamesById(db, row.id));
  if (!found || !SHAREABLE.has(found.row.status)) throw notFound('quote.shareLinkInvalid');
  const [asked] = await db
    .select({ status: quoteAccess.status })
    .from(quoteAccess)
    .where(and(eq(quoteAccess.quoteId, found.row.id), eq(quoteAccess.companyId, companyId)));
  const access: QuoteShareInfo['access'] = sidesOfFound(found, companyId).length > 0 ? 'side' : (asked?.status ?? 'none');
  return { found, access };
}

const shareInfoOf = ({ found, access }: Awaited<ReturnType<typeof linkedQuote>>): QuoteShareInfo => ({
  quoteId: found.row.id,
  quoteNo: found.row.quoteNo,
  supplierCompanyName: found.supplierName,
  productName: found.row.productName,
  access,
});

/** /cs/quote/share/info: what a link opens, before the company may read the quote. */
export async function readShareLink(db: Db, caller: Caller, token: string): Promise<QuoteShareInfo> {
  return shareInfoOf(await linkedQuote(db, token, caller.company.companyId));
}

/**
 * /cs/quote/share/apply: a company asks, through the link, to read the quote; its supplier is told and answers. A
 * company that reads it already, or asked before, is told where it stands instead (409 for a second request).
 */
export async function applyForShare(tx: Db, caller: Caller, token: string): Promise<QuoteShareInfo> {
  const companyId = caller.company.companyId;
  const linked = await linkedQuote(tx, token, companyId);
  if (linked.access === 'side' || linked.access === 'approved') return shareInfoOf(linked);
  if (linked.access !== 'none') throw wrongState('quote.shareAlready');
  const inserted = await tx
    .insert(quoteAccess)
    .values({ quoteId: linked.found.row.id, companyId, status: 'applied', via: 'link', requestedBy: caller.userId })
    .onConflictDoNothing()
    .returning({ id: quoteAccess.id });
  if (inserted.length === 0) throw wrongState('quote.shareAlready');
  await logSharing(tx, linked.found.row, { action: 'shareApply', role: 'viewer', caller, companyId });
  return shareInfoOf({ found: linked.found, access: 'applied' });
}
