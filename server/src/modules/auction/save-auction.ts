import {
  type Auction,
  type AuctionRules,
  type AuctionSaveBody,
  auctionStatusLabelKey,
  type Language,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { recordNodeOperation } from '../../platform/flow/node-log.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { newAuctionNumber } from './auction-number.ts';
import { readAuction } from './auction-view.ts';
import { GENESIS_HASH } from './bid-chain.ts';
import { AUCTION_BINDING } from './bindings.ts';
import { auctions } from './tables.ts';

/** The rules record of a saved configuration: what a bid and the award are judged by. */
export const rulesOf = (body: AuctionSaveBody): AuctionRules => ({
  direction: body.direction,
  visibility: body.visibility,
  feedback: body.feedback,
  step: body.step,
  whitelistOnly: body.whitelistOnly,
  deposit: body.deposit,
  extension: body.extension,
  minValidBids: body.minValidBids,
  lines: [...body.lines].sort((a, b) => a.lineNo - b.lineNo),
});

const columnsOf = (body: AuctionSaveBody) => ({
  title: body.title,
  ruleSet: body.ruleSet ?? null,
  deliveryPlace: body.deliveryPlace,
  remark: body.remark,
  rules: rulesOf(body),
  signupStart: new Date(body.signupStart),
  signupEnd: new Date(body.signupEnd),
  openAt: new Date(body.openAt),
  scheduledCloseAt: new Date(body.closeAt),
  closeAt: new Date(body.closeAt),
});

/**
 * /auctionTrust/save (/releaseOrder): a new draft, or the owner's draft changed (one sent back by the operator too,
 * its reason then cleared). Once submitted it changes only by being sent back; the schema has refused anything
 * incoherent already.
 */
export async function saveAuction(tx: Db, caller: Caller, body: AuctionSaveBody, lang: Language): Promise<Auction> {
  const viewer = { companyId: caller.company.companyId, operator: false };
  if (body.id === undefined) {
    const [created] = await tx
      .insert(auctions)
      .values({
        auctionNo: newAuctionNumber,
        status: 'draft',
        ownerCompanyId: caller.company.companyId,
        createdBy: caller.userId,
        lastHash: GENESIS_HASH,
        ...columnsOf(body),
      })
      .returning({ id: auctions.id });
    if (!created) throw new Error('auction insert returned nothing');
    await recordNodeOperation(tx, {
      bizType: 'auction',
      bizId: created.id,
      node: auctionStatusLabelKey('draft'),
      action: 'save',
      actorRole: 'owner',
      actorUserId: caller.userId,
      companyId: caller.company.companyId,
      fromState: null,
      toState: 'draft',
      detail: { title: body.title, lines: body.lines.length },
    });
    return readAuction(tx, created.id, viewer, lang);
  }
  const row = await AUCTION_BINDING.lock(tx, body.id);
  if (!row || row.ownerCompanyId !== caller.company.companyId) throw notFound('auction.notFound');
  if (row.status !== 'draft')
    throw wrongState('auction.wrongStatus', { status: translate(auctionStatusLabelKey(row.status), lang) });
  await tx
    .update(auctions)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(eq(auctions.id, row.id));
  return readAuction(tx, row.id, viewer, lang);
}
