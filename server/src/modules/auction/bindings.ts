import {
  AUCTION_FLOW,
  type AuctionAction,
  type AuctionFlowState,
  type AuctionParty,
  type AuctionStatus,
  auctionPhaseAt,
  SIGN_UP_FLOW,
  type SignUpAction,
  type SignUpFlowState,
  type SignUpParty,
  type SignUpStatus,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type AuctionRow, auctionSignUps, auctions, type SignUpRow } from './tables.ts';

/** The phase of an auction by the server's clock (meaningful once published). */
export const phaseOf = (row: Pick<AuctionRow, 'signupStart' | 'signupEnd' | 'openAt' | 'closeAt'>, now = new Date()) =>
  auctionPhaseAt(row, now);

export const auctionState = (row: AuctionRow, now = new Date()): AuctionFlowState => ({
  status: row.status,
  phase: phaseOf(row, now),
});

/** How auctions take part in their flow: the owner drafts and cancels, the operator reviews, the platform closes. */
export const AUCTION_BINDING: FlowBinding<AuctionStatus, AuctionAction, AuctionParty, AuctionFlowState, AuctionRow> = {
  flow: AUCTION_FLOW,
  system: 'system',
  platform: ['operator'],
  notFound: 'auction.notFound',
  wrongState: 'auction.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
    return row;
  },
  view: (row) => auctionState(row),
  partyOf: (row, companyId) => (row.ownerCompanyId === companyId ? 'owner' : undefined),
  async write(tx, row, step) {
    const [updated] = await tx
      .update(auctions)
      .set({ ...step.changes, status: step.to, updatedAt: step.now })
      .where(eq(auctions.id, row.id))
      .returning();
    if (!updated) throw new Error(`auction ${row.id} vanished under its lock`);
    return updated;
  },
};

/** A sign-up locked with what its flow reads of its auction: the owner, and when bidding opens. */
export type LockedSignUp = SignUpRow & { ownerCompanyId: number; openAt: Date; auctionStatus: AuctionStatus };

export const signUpState = (row: LockedSignUp, now = new Date()): SignUpFlowState => ({
  status: row.status,
  deposit: row.deposit,
  beforeOpening: now.getTime() < row.openAt.getTime(),
  auctionLive: row.auctionStatus === 'published',
});

/** How sign-ups take part in theirs: the bidder applies, pays and withdraws; the owner answers; the operator confirms. */
export const SIGN_UP_BINDING: FlowBinding<SignUpStatus, SignUpAction, SignUpParty, SignUpFlowState, LockedSignUp> = {
  flow: SIGN_UP_FLOW,
  platform: ['operator'],
  system: 'system',
  notFound: 'auction.signUp.notFound',
  wrongState: 'auction.signUp.wrongStatus',
  async lock(tx, id) {
    const [found] = await tx
      .select({
        row: auctionSignUps,
        ownerCompanyId: auctions.ownerCompanyId,
        openAt: auctions.openAt,
        auctionStatus: auctions.status,
      })
      .from(auctionSignUps)
      .innerJoin(auctions, eq(auctions.id, auctionSignUps.auctionId))
      .where(eq(auctionSignUps.id, id))
      .for('update', { of: auctionSignUps });
    return (
      found && { ...found.row, ownerCompanyId: found.ownerCompanyId, openAt: found.openAt, auctionStatus: found.auctionStatus }
    );
  },
  view: (row) => signUpState(row),
  partyOf: (row, companyId) => (row.companyId === companyId ? 'bidder' : row.ownerCompanyId === companyId ? 'owner' : undefined),
  async write(tx, row, step) {
    const [updated] = await tx
      .update(auctionSignUps)
      .set({
        ...step.changes,
        status: step.to,
        updatedAt: step.now,
        ...(step.to === 'qualified' && row.status !== 'qualified' ? { qualifiedAt: step.now } : {}),
      })
      .where(eq(auctionSignUps.id, row.id))
      .returning();
    if (!updated) throw new Error(`sign-up ${row.id} vanished under its lock`);
    return { ...updated, ownerCompanyId: row.ownerCompanyId, openAt: row.openAt, auctionStatus: row.auctionStatus };
  },
};
