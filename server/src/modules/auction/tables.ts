import { type AuctionRules, type Award, DEPOSIT_OUTCOMES } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';

/** The running number of auctions: JJ (竞价) + the day in China + 6 digits. */
export const auctionNumberSequence = pgSequence('auction_number_seq', { startWith: 1, increment: 1 });

/**
 * An auction entrusted to the platform (竞价委托). Its rules and lots are one record, as the award reads them; the
 * times are columns, the close moved by each extension (the scheduled one kept). The head of the bid log's hash chain
 * and its sequence are here, so a bid under the auction's lock extends them without reading the log.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auctionNo: text('auction_no').notNull(),
    status: text('status', { enum: ['draft', 'pending', 'published', 'awarded', 'failed', 'cancelled'] }).notNull(),
    ownerCompanyId: bigint('owner_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    ruleSet: text('rule_set'),
    deliveryPlace: text('delivery_place'),
    remark: text('remark'),
    rules: jsonb('rules').$type<AuctionRules>().notNull(),
    signupStart: timestamp('signup_start', { withTimezone: true }).notNull(),
    signupEnd: timestamp('signup_end', { withTimezone: true }).notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    scheduledCloseAt: timestamp('scheduled_close_at', { withTimezone: true }).notNull(),
    /** The effective close: no bid is accepted at or after it. */
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    extensions: integer('extensions').notNull().default(0),
    lastSeq: integer('last_seq').notNull().default(0),
    lastHash: text('last_hash').notNull(),
    rejectReason: text('reject_reason'),
    cancelReason: text('cancel_reason'),
    award: jsonb('award').$type<Award>(),
    /** SHA-256 of the rules and bids the award was computed from. */
    awardDigest: text('award_digest'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auctions_no_unique').on(t.auctionNo),
    index('auctions_owner_idx').on(t.ownerCompanyId, t.status, t.updatedAt),
    index('auctions_hall_idx').on(t.status, t.openAt),
    index('auctions_due_idx').on(t.closeAt).where(sql`${t.status} = 'published'`),
  ],
);
export type AuctionRow = typeof auctions.$inferSelect;

/** A company's sign-up to bid, one per company and auction, with its deposit's course. */
export const auctionSignUps = pgTable(
  'auction_sign_ups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auctionId: bigint('auction_id', { mode: 'number' })
      .notNull()
      .references(() => auctions.id),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    remark: text('remark'),
    status: text('status', { enum: ['applied', 'approved', 'qualified', 'rejected', 'withdrawn'] }).notNull(),
    deposit: text('deposit', {
      enum: ['none', 'unpaid', 'declared', 'refused', 'frozen', 'released', 'forfeited'],
    }).notNull(),
    depositAmount: numeric('deposit_amount', { precision: 18, scale: 2 }),
    depositProofKeys: jsonb('deposit_proof_keys').$type<string[]>().notNull().default([]),
    depositRemark: text('deposit_remark'),
    rejectReason: text('reject_reason'),
    depositRefuseReason: text('deposit_refuse_reason'),
    /** Why the deposit went back or was kept. */
    depositOutcome: text('deposit_outcome', { enum: DEPOSIT_OUTCOMES }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auction_sign_ups_unique').on(t.auctionId, t.companyId),
    index('auction_sign_ups_company_idx').on(t.companyId, t.appliedAt),
    index('auction_sign_ups_deposit_idx').on(t.deposit, t.updatedAt),
  ],
);
export type SignUpRow = typeof auctionSignUps.$inferSelect;

/** An owner's white list: the companies its white-list-only auctions admit. */
export const auctionWhiteList = pgTable(
  'auction_white_list',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerCompanyId: bigint('owner_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    remark: text('remark'),
    addedBy: bigint('added_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auction_white_list_unique').on(t.ownerCompanyId, t.companyId)],
);

/**
 * The bid log: every accepted bid, never changed or deleted, in the auction's sequence, each hashed with the one
 * before (a later change to any shows). A bidder's later bid on a line supersedes its earlier one for the award.
 */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auctionId: bigint('auction_id', { mode: 'number' })
      .notNull()
      .references(() => auctions.id),
    seq: integer('seq').notNull(),
    lineNo: integer('line_no').notNull(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 6 }).notNull(),
    /** It moved the close. */
    extended: boolean('extended').notNull().default(false),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('auction_bids_seq_unique').on(t.auctionId, t.seq),
    index('auction_bids_line_idx').on(t.auctionId, t.lineNo, t.seq),
    index('auction_bids_own_idx').on(t.auctionId, t.lineNo, t.companyId, t.seq),
    index('auction_bids_company_idx').on(t.companyId, t.id),
  ],
);
export type BidRow = typeof auctionBids.$inferSelect;

/** A lot a winner took, as its deal and contract print it. */
export interface DealLine {
  lineNo: number;
  productName: string;
  spec: string | null;
  unit: string;
  quantity: string;
  price: string;
  amount: string;
}

/**
 * What one winning company took in an auction (its award's lines for it), made when the auction is awarded: the
 * subject of the contract it signs with the owner (the contract engine's `auctionDeal` kind).
 */
export const auctionDeals = pgTable(
  'auction_deals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealNo: text('deal_no').notNull(),
    auctionId: bigint('auction_id', { mode: 'number' })
      .notNull()
      .references(() => auctions.id),
    ownerCompanyId: bigint('owner_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    winnerCompanyId: bigint('winner_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ['awaiting', 'signing', 'signed', 'defaulted'] }).notNull(),
    lines: jsonb('lines').$type<DealLine[]>().notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auction_deals_no_unique').on(t.dealNo),
    uniqueIndex('auction_deals_winner_unique').on(t.auctionId, t.winnerCompanyId),
    index('auction_deals_winner_idx').on(t.winnerCompanyId, t.createdAt),
    index('auction_deals_due_idx').on(t.dueAt).where(sql`${t.status} in ('awaiting', 'signing')`),
  ],
);
export type DealRow = typeof auctionDeals.$inferSelect;
