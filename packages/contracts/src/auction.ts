import { z } from 'zod';
import { auctionConfigProblems } from './auction-config.ts';
import {
  AUCTION_ACTIONS,
  AUCTION_HALL_TABS,
  AUCTION_OWNER_TABS,
  AUCTION_PHASES,
  AUCTION_STATUSES,
  BID_DEPOSIT_STATUSES,
  SIGN_UP_ACTIONS,
  SIGN_UP_STATUSES,
} from './auction-flow.ts';
import {
  AUCTION_DEPOSIT_TYPES,
  AUCTION_DIRECTIONS,
  AUCTION_EXTENSION_MODES,
  AUCTION_STEP_TYPES,
  AUCTION_VISIBILITIES,
  AWARD_FAILURES,
} from './auction-rules.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { fieldError, idField, nullableText, requiredText, stringField } from './fields.ts';
import { MONEY_PATTERN, moneyField, positiveQuantityField } from './product.ts';
import { instantField } from './quote.ts';
import { defineRoute, fileAnswer } from './route.ts';

/** An amount that may be zero (a banded step's first band starts at 0). */
const amountField = stringField().trim().regex(MONEY_PATTERN, { error: 'product.moneyInvalid' });
const flag = z.boolean({ error: fieldError });
const count = (min: number, max: number) =>
  z.coerce.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(min, { error: 'field.invalid' }).max(max, {
    error: 'field.invalid',
  });

export const AUCTION_MAX_LINES = 10;

const auctionLineInput = z
  .object({
    lineNo: count(1, AUCTION_MAX_LINES),
    productName: requiredText(60),
    spec: nullableText(100),
    unit: requiredText(10),
    quantity: positiveQuantityField,
    minQty: positiveQuantityField,
    maxQty: positiveQuantityField,
    lotUnit: positiveQuantityField,
    startPrice: moneyField,
    reservePrice: moneyField.nullable(),
  })
  .strict();

const auctionRulesShape = {
  direction: z.enum(AUCTION_DIRECTIONS, { error: fieldError }),
  visibility: z.enum(AUCTION_VISIBILITIES, { error: fieldError }),
  feedback: z.object({ rank: flag, best: flag, count: flag }).strict(),
  step: z
    .object({
      type: z.enum(AUCTION_STEP_TYPES, { error: fieldError }),
      min: amountField,
      max: moneyField.nullable(),
      bands: z
        .array(z.object({ from: amountField, min: moneyField, max: moneyField.nullable() }).strict())
        .max(10, { error: 'field.tooLong' }),
    })
    .strict(),
  whitelistOnly: flag,
  deposit: z.object({ type: z.enum(AUCTION_DEPOSIT_TYPES, { error: fieldError }), value: moneyField.nullable() }).strict(),
  extension: z
    .object({
      windowMinutes: count(1, 60),
      lengthMinutes: count(1, 60),
      maxCount: count(1, 20),
      mode: z.enum(AUCTION_EXTENSION_MODES, { error: fieldError }),
    })
    .strict()
    .nullable(),
  minValidBids: count(1, 50),
  lines: z
    .array(auctionLineInput)
    .min(1, { error: 'auction.config.linesRequired' })
    .max(AUCTION_MAX_LINES, { error: 'field.tooLong' }),
  signupStart: instantField,
  signupEnd: instantField,
  openAt: instantField,
  closeAt: instantField,
};

/** POST /auctionTrust/config/check: the configuration to judge (the rules, the lots and the times). */
export const auctionConfigBody = z.object(auctionRulesShape).strict();
export type AuctionConfigBody = z.infer<typeof auctionConfigBody>;

const pathOf = (path: string) => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * POST /auctionTrust/save (/releaseOrder): a new draft (no id) or a draft changed; refused when incoherent, each
 * problem on its field.
 */
export const auctionSaveBody = z
  .object({
    id: idField.optional(),
    title: requiredText(60),
    /** The rule set it started from, kept to show (the rules are the fields). */
    ruleSet: stringField().trim().max(40, { error: 'field.tooLong' }).nullish(),
    deliveryPlace: nullableText(100),
    remark: nullableText(500),
    ...auctionRulesShape,
  })
  .strict()
  .superRefine((body, ctx) => {
    // The refinement runs over fields already refused too: a number it cannot read is their message to tell.
    let problems: ReturnType<typeof auctionConfigProblems>;
    try {
      problems = auctionConfigProblems(body);
    } catch (error) {
      if (error instanceof RangeError) return;
      throw error;
    }
    for (const problem of problems) ctx.addIssue({ code: 'custom', path: pathOf(problem.path), message: problem.key });
  });
export type AuctionSaveBody = z.infer<typeof auctionSaveBody>;

export const auctionIdBody = z.object({ id: idField }).strict();
export const auctionReasonBody = z.object({ id: idField, reason: requiredText(200) }).strict();

/** POST /auctionTrust/pageList: the hall (/bidDemand), or one company's auctions (/companyBidDemand). */
export const auctionHallQuery = pageQuerySchema
  .extend({
    tab: z.enum(AUCTION_HALL_TABS, { error: fieldError }).default('live'),
    companyId: idField.optional(),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type AuctionHallQuery = z.infer<typeof auctionHallQuery>;

/** POST /auctionTrust/my/pageList: the owner's auctions by tab. */
export const auctionOwnerQuery = pageQuerySchema
  .extend({
    tab: z.enum(AUCTION_OWNER_TABS, { error: fieldError }).default('drafts'),
    keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type AuctionOwnerQuery = z.infer<typeof auctionOwnerQuery>;

/** POST /auctionTrust/audit/pageList: what the operator reviews (pending) or reviewed. */
export const auctionAuditQuery = pageQuerySchema.extend({ pending: z.boolean({ error: fieldError }).default(true) }).strict();

const lineSchema = z.object({
  lineNo: z.number().int(),
  productName: z.string(),
  spec: z.string().nullable(),
  unit: z.string(),
  quantity: z.string(),
  minQty: z.string(),
  maxQty: z.string(),
  lotUnit: z.string(),
  startPrice: z.string(),
  /** To the owner; to others only once the auction is closed (the award's input). */
  reservePrice: z.string().nullable(),
});
export type AuctionLineView = z.infer<typeof lineSchema>;

const winnerSchema = z.object({
  rank: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  bidId: z.number().int(),
  price: z.string(),
  quantity: z.string(),
  amount: z.string(),
});

export const auctionAwardSchema = z.object({
  awarded: z.boolean(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      bidders: z.number().int(),
      failure: z.enum(AWARD_FAILURES).nullable(),
      failureLabel: z.string().nullable(),
      winners: z.array(winnerSchema),
    }),
  ),
  /** SHA-256 of the rules and the bids the award was computed from. */
  inputsDigest: z.string(),
  computedAt: z.string(),
});
export type AuctionAwardView = z.infer<typeof auctionAwardSchema>;

/** The caller's own sign-up to an auction, when it has one. */
const mySignUpSchema = z.object({
  id: z.number().int(),
  status: z.enum(SIGN_UP_STATUSES),
  statusLabel: z.string(),
  deposit: z.enum(BID_DEPOSIT_STATUSES),
  depositLabel: z.string(),
  depositAmount: z.string().nullable(),
  /** Why the owner refused it, or the operator its deposit. */
  rejectReason: z.string().nullable(),
  depositRefuseReason: z.string().nullable(),
  /** Why the deposit went back or was kept (not won, the contract signed, forfeited …). */
  depositNote: z.string().nullable(),
});

export const auctionSchema = z.object({
  id: z.number().int(),
  auctionNo: z.string(),
  title: z.string(),
  status: z.enum(AUCTION_STATUSES),
  statusLabel: z.string(),
  /** By the server's clock, while published. */
  phase: z.enum(AUCTION_PHASES).nullable(),
  phaseLabel: z.string().nullable(),
  ownerCompanyId: z.number().int(),
  ownerCompanyName: z.string(),
  direction: z.enum(AUCTION_DIRECTIONS),
  directionLabel: z.string(),
  visibility: z.enum(AUCTION_VISIBILITIES),
  feedback: z.object({ rank: z.boolean(), best: z.boolean(), count: z.boolean() }),
  step: z.object({
    type: z.enum(AUCTION_STEP_TYPES),
    min: z.string(),
    max: z.string().nullable(),
    bands: z.array(z.object({ from: z.string(), min: z.string(), max: z.string().nullable() })),
  }),
  /** The step in words ("每次加价 5–50 元"). */
  stepLabel: z.string(),
  whitelistOnly: z.boolean(),
  deposit: z.object({ type: z.enum(AUCTION_DEPOSIT_TYPES), value: z.string().nullable() }),
  /** What each bidder pays (元), or null without a deposit. */
  depositAmount: z.string().nullable(),
  extension: z
    .object({ windowMinutes: z.number(), lengthMinutes: z.number(), maxCount: z.number(), mode: z.enum(AUCTION_EXTENSION_MODES) })
    .nullable(),
  minValidBids: z.number().int(),
  lines: z.array(lineSchema),
  ruleSet: z.string().nullable(),
  deliveryPlace: z.string().nullable(),
  remark: z.string().nullable(),
  signupStart: z.string(),
  signupEnd: z.string(),
  openAt: z.string(),
  /** The close as scheduled, and as moved by late bids. */
  scheduledCloseAt: z.string(),
  closeAt: z.string(),
  extensions: z.number().int(),
  serverNow: z.string(),
  /** Why the operator sent it back, or why it was cancelled. */
  rejectReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Sign-ups waiting for the owner's answer (its owner's view; 0 to others). */
  signUpsWaiting: z.number().int(),
  mySignUp: mySignUpSchema.nullable(),
  award: auctionAwardSchema.nullable(),
  sides: z.array(z.enum(['owner', 'bidder', 'operator'])),
  /** The steps the caller's side may take now. */
  actions: z.array(z.enum(AUCTION_ACTIONS)),
  createdAt: z.string(),
});
export type Auction = z.infer<typeof auctionSchema>;

export const auctionCountsSchema = z.object(
  Object.fromEntries(AUCTION_OWNER_TABS.map((tab) => [tab, z.number().int()])) as {
    [K in (typeof AUCTION_OWNER_TABS)[number]]: z.ZodNumber;
  },
);

export const auctionConfigCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
  /** What each bidder would pay as deposit. */
  depositAmount: z.string().nullable(),
});

export const auctionRuleSetSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  rules: auctionConfigBody.omit({ lines: true, signupStart: true, signupEnd: true, openAt: true, closeAt: true }),
});
export type AuctionRuleSetView = z.infer<typeof auctionRuleSetSchema>;
export const auctionRuleSetBody = z.object({ code: stringField().trim().max(40, { error: 'field.tooLong' }) }).strict();

// ——— sign-ups and deposits ———

export const signUpApplyBody = z
  .object({
    auctionId: idField,
    /** The bidder accepts the auction's rules (竞价须知 / 入市协议). */
    agreed: z.literal(true, { error: 'auction.signUp.agreeRequired' }),
    contactName: requiredText(20),
    contactMobile: stringField()
      .trim()
      .regex(/^1[3-9]\d{9}$/, { error: 'mobile.invalid' }),
    remark: nullableText(200),
  })
  .strict();
export type SignUpApplyBody = z.infer<typeof signUpApplyBody>;

export const signUpIdBody = z.object({ id: idField }).strict();
export const signUpReasonBody = z.object({ id: idField, reason: requiredText(200) }).strict();
export const depositPayBody = z
  .object({
    id: idField,
    proofKeys: z
      .array(requiredText(200), { error: fieldError })
      .min(1, { error: 'order.proofRequired' })
      .max(9, { error: 'field.tooLong' }),
    remark: nullableText(200),
  })
  .strict();
export type DepositPayBody = z.infer<typeof depositPayBody>;

export const signUpListQuery = pageQuerySchema.extend({ auctionId: idField }).strict();
export const mySignUpsQuery = pageQuerySchema
  .extend({ status: z.enum(SIGN_UP_STATUSES, { error: fieldError }).optional() })
  .strict();
export const depositAuditQuery = pageQuerySchema
  .extend({ declaredOnly: z.boolean({ error: fieldError }).default(true) })
  .strict();

export const signUpSchema = z.object({
  id: z.number().int(),
  auctionId: z.number().int(),
  auctionNo: z.string(),
  auctionTitle: z.string(),
  auctionStatus: z.enum(AUCTION_STATUSES),
  auctionPhase: z.enum(AUCTION_PHASES).nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  remark: z.string().nullable(),
  status: z.enum(SIGN_UP_STATUSES),
  statusLabel: z.string(),
  /** On the owner's white list now. */
  whitelisted: z.boolean(),
  deposit: z.enum(BID_DEPOSIT_STATUSES),
  depositLabel: z.string(),
  depositAmount: z.string().nullable(),
  /** Storage keys of the transfer's proof, to the bidder, the owner and the operator. */
  depositProofKeys: z.array(z.string()),
  /** The proof files with their names, types and where they are read. */
  depositProofs: z.array(z.object({ key: z.string(), name: z.string(), mime: z.string(), url: z.string() })),
  depositRemark: z.string().nullable(),
  /** Why the owner refused the sign-up, or the operator the deposit. */
  rejectReason: z.string().nullable(),
  depositRefuseReason: z.string().nullable(),
  /** Why the deposit went back or was kept (not won, the contract signed, forfeited …). */
  depositNote: z.string().nullable(),
  appliedAt: z.string(),
  qualifiedAt: z.string().nullable(),
  actions: z.array(z.enum(SIGN_UP_ACTIONS)),
});
export type SignUp = z.infer<typeof signUpSchema>;

// ——— white list ———

export const whiteListQuery = pageQuerySchema
  .extend({ keyword: stringField().trim().max(50, { error: 'field.tooLong' }).optional() })
  .strict();
export const whiteListAddBody = z.object({ companyId: idField, remark: nullableText(100) }).strict();
export const whiteListRemoveBody = z.object({ id: idField }).strict();
/** POST /auctionWhiteList/getCompany: certified companies to add, by name or credit code. */
export const whiteListCompanyQuery = z
  .object({ keyword: stringField().trim().min(1, { error: 'field.required' }).max(50, { error: 'field.tooLong' }) })
  .strict();

export const whiteListEntrySchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  remark: z.string().nullable(),
  addedAt: z.string(),
});
export type WhiteListEntry = z.infer<typeof whiteListEntrySchema>;
export const whiteListCompanySchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  listed: z.boolean(),
});

// ——— bids ———

/** POST /csQuotedPrice/save: a bid on one line, judged by the server's clock under the auction's lock. */
export const bidBody = z
  .object({ auctionId: idField, lineNo: count(1, AUCTION_MAX_LINES), price: moneyField, quantity: positiveQuantityField })
  .strict();
export type BidBody = z.infer<typeof bidBody>;

export const bidListQuery = pageQuerySchema
  .extend({ auctionId: idField, lineNo: count(1, AUCTION_MAX_LINES).optional() })
  .strict();
export const myBidsQuery = pageQuerySchema.strict();

export const bidSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  auctionId: z.number().int(),
  lineNo: z.number().int(),
  /** The bidder as others see it: its name after the close or to the owner, else an alias (竞买人 3). */
  bidderLabel: z.string(),
  companyId: z.number().int().nullable(),
  price: z.string(),
  quantity: z.string(),
  receivedAt: z.string(),
  /** Whether it is the caller's company's bid. */
  mine: z.boolean(),
  /** The bidder's last bid on its line (the one the award reads). */
  standing: z.boolean(),
  /** Whether it moved the close. */
  extended: z.boolean(),
  /** The bid log's chain: the hash of the bid before, and this one's. */
  prevHash: z.string(),
  hash: z.string(),
});
export type Bid = z.infer<typeof bidSchema>;

export const myBidSchema = bidSchema.extend({
  auctionNo: z.string(),
  auctionTitle: z.string(),
  auctionStatus: z.enum(AUCTION_STATUSES),
});

export const bidAcceptedSchema = z.object({
  bid: bidSchema,
  /** The close after the bid (moved if the bid extended it). */
  closeAt: z.string(),
  extensions: z.number().int(),
  serverNow: z.string(),
});

/** The live board of a line, as the caller may see it. */
export const boardLineSchema = z.object({
  lineNo: z.number().int(),
  /** Null when the rules hide it (sealed, or feedback off). */
  best: z.string().nullable(),
  bidCount: z.number().int().nullable(),
  bidderCount: z.number().int().nullable(),
  myRank: z.number().int().nullable(),
  myPrice: z.string().nullable(),
  myQuantity: z.string().nullable(),
  /** The least and most a bid of the caller may be now (null: no bound the caller may see). */
  nextMin: z.string().nullable(),
  nextMax: z.string().nullable(),
});

export const boardSchema = z.object({
  auctionId: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  phase: z.enum(AUCTION_PHASES).nullable(),
  closeAt: z.string(),
  extensions: z.number().int(),
  serverNow: z.string(),
  /** The sequence of the last accepted bid: a live stream resumes after it. */
  lastSeq: z.number().int(),
  lines: z.array(boardLineSchema),
  /** Whether the caller may bid now (qualified, on the white list if asked, not the owner, bidding open). */
  canBid: z.boolean(),
  /** Why not, in words. */
  cannotBidReason: z.string().nullable(),
});
export type Board = z.infer<typeof boardSchema>;

export const awardVerifySchema = z.object({
  /** The stored award equals the one recomputed from the rules and the log, and the log's chain is intact. */
  matches: z.boolean(),
  chainIntact: z.boolean(),
  storedDigest: z.string(),
  recomputedDigest: z.string(),
  bids: z.number().int(),
  award: auctionAwardSchema,
});
export type AwardVerify = z.infer<typeof awardVerifySchema>;

/** GET /auctionTrust/events: the live board's changes from after `after` (or the Last-Event-ID header). */
export const auctionEventsQuery = z
  .object({ id: idField, after: z.coerce.number({ error: 'field.invalid' }).int().min(0, { error: 'field.invalid' }).optional() })
  .strict();

/** The events of an auction's stream: a bid accepted, the close, or "read the board again" (a gap was possible). */
export const AUCTION_EVENTS = ['bid', 'closed', 'resync'] as const;
export type AuctionEventName = (typeof AUCTION_EVENTS)[number];

/** A bid as the stream tells it: its price only where the reader may see others' prices. */
export interface AuctionBidEvent {
  seq: number;
  lineNo: number;
  price: string | null;
  mine: boolean;
  closeAt: string;
  extensions: number;
  receivedAt: string;
}

const trustTags = ['auction'];
const signUpTags = ['auction: sign-up'];
const bidTags = ['auction: bids'];
const whiteListTags = ['auction: white list'];

/** SPEC §7 "Matching, map, auctions, logs": auctions entrusted, their configurations and the operator's review. */
export const auctionRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/auctionTrust/save',
    input: auctionSaveBody,
    answer: auctionSchema,
    summary: 'Save a draft auction (/releaseOrder): direction, lots, prices, steps, visibility, deposit, times, extensions',
    tags: trustTags,
    permission: 'quote.auction',
    approvedCompany: true,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/auctionTrust/submit',
    input: auctionIdBody,
    answer: auctionSchema,
    summary: 'Submit a draft for the operator’s review (its times must still be ahead)',
    tags: trustTags,
    permission: 'quote.auction',
    approvedCompany: true,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/auctionTrust/cancel',
    input: auctionReasonBody,
    answer: auctionSchema,
    summary: 'Cancel an auction before bidding opens; every sign-up is told and every deposit released',
    tags: trustTags,
    permission: 'quote.auction',
  }),
  info: defineRoute({
    method: 'POST',
    path: '/auctionTrust/info',
    input: auctionIdBody,
    answer: auctionSchema,
    summary: 'One auction: a published one to anybody, a draft to its owner and the operator',
    tags: trustTags,
    auth: 'public',
  }),
  hall: defineRoute({
    method: 'POST',
    path: '/auctionTrust/pageList',
    input: auctionHallQuery,
    answer: pageSchema(auctionSchema),
    summary: 'The auction hall: published auctions upcoming, live or ended (one company’s with companyId)',
    tags: trustTags,
    auth: 'public',
  }),
  mine: defineRoute({
    method: 'POST',
    path: '/auctionTrust/my/pageList',
    input: auctionOwnerQuery,
    answer: pageSchema(auctionSchema),
    summary: 'The company’s own auctions by tab',
    tags: trustTags,
    permission: 'quote.auction',
  }),
  counts: defineRoute({
    method: 'POST',
    path: '/auctionTrust/my/counts',
    input: z.object({}).strict(),
    answer: auctionCountsSchema,
    summary: 'How many of the company’s auctions each tab holds',
    tags: trustTags,
    permission: 'quote.auction',
  }),
  board: defineRoute({
    method: 'POST',
    path: '/auctionTrust/board',
    input: auctionIdBody,
    answer: boardSchema,
    summary: 'The live board as the caller may see it (rank, best price, count per the rules), with the server’s clock',
    tags: trustTags,
  }),
  events: defineRoute({
    method: 'GET',
    path: '/auctionTrust/events',
    input: auctionEventsQuery,
    answer: fileAnswer,
    produces: ['text/event-stream'],
    summary:
      'The live board as server-sent events (bid, closed, resync), from any API process; Last-Event-ID or after resumes from the last bid seen',
    tags: trustTags,
    auth: 'public',
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/auctionTrust/award/verify',
    input: auctionIdBody,
    answer: awardVerifySchema,
    summary: 'Recompute a closed auction’s award from its rules and bid log, and check the log’s hash chain',
    tags: trustTags,
    auth: 'public',
  }),
  auditList: defineRoute({
    method: 'POST',
    path: '/auctionTrust/audit/pageList',
    input: auctionAuditQuery,
    answer: pageSchema(auctionSchema),
    summary: 'Auctions waiting for review (operator)',
    tags: ['operator: auctions'],
    auth: 'operator',
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/auctionTrust/audit/approve',
    input: auctionIdBody,
    answer: auctionSchema,
    summary: 'Publish an auction in review (operator)',
    tags: ['operator: auctions'],
    auth: 'operator',
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/auctionTrust/audit/reject',
    input: auctionReasonBody,
    answer: auctionSchema,
    summary: 'Send an auction in review back to its owner as a draft, with the reason (operator)',
    tags: ['operator: auctions'],
    auth: 'operator',
  }),
  operatorCancel: defineRoute({
    method: 'POST',
    path: '/auctionTrust/audit/cancel',
    input: auctionReasonBody,
    answer: auctionSchema,
    summary: 'Cancel an auction before bidding opens (operator)',
    tags: ['operator: auctions'],
    auth: 'operator',
  }),
  configList: defineRoute({
    method: 'POST',
    path: '/auctionTrust/config/list',
    answer: z.array(auctionRuleSetSchema),
    summary: 'The rule sets an owner starts an auction from',
    tags: trustTags,
    auth: 'public',
  }),
  configInfo: defineRoute({
    method: 'POST',
    path: '/auctionTrust/config/info',
    input: auctionRuleSetBody,
    answer: auctionRuleSetSchema,
    summary: 'One rule set',
    tags: trustTags,
    auth: 'public',
  }),
  configCheck: defineRoute({
    method: 'POST',
    path: '/auctionTrust/config/check',
    input: auctionConfigBody,
    answer: auctionConfigCheckSchema,
    summary: 'Whether a configuration is coherent: each problem with its field, and the deposit it makes',
    tags: trustTags,
  }),
} as const;

/** Sign-ups (报名) and their deposits. */
export const signUpRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/csSignUp/apply',
    input: signUpApplyBody,
    answer: signUpSchema,
    summary: 'Sign the company up to bid (during the sign-up window; white-listed only, if the auction says so)',
    tags: signUpTags,
    permission: 'quote.bid',
    approvedCompany: true,
    idempotent: true,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/csSignUp/approve',
    input: signUpIdBody,
    answer: signUpSchema,
    summary: 'Approve a sign-up (owner): qualified at once without a deposit, else once its deposit is frozen',
    tags: signUpTags,
    permission: 'quote.auction',
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/csSignUp/reject',
    input: signUpReasonBody,
    answer: signUpSchema,
    summary: 'Refuse a sign-up with the reason the bidder reads (owner)',
    tags: signUpTags,
    permission: 'quote.auction',
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/csSignUp/withdraw',
    input: signUpIdBody,
    answer: signUpSchema,
    summary: 'Withdraw a sign-up before bidding opens; a frozen deposit is released',
    tags: signUpTags,
    permission: 'quote.bid',
  }),
  payDeposit: defineRoute({
    method: 'POST',
    path: '/csSignUp/deposit/pay',
    input: depositPayBody,
    answer: signUpSchema,
    summary: 'Declare the deposit’s bank transfer with its proof, for the operator to confirm',
    tags: signUpTags,
    permission: 'quote.bid',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/csSignUp/list',
    input: signUpListQuery,
    answer: pageSchema(signUpSchema),
    summary: 'The sign-ups of one auction (its owner)',
    tags: signUpTags,
    permission: 'quote.auction',
  }),
  mine: defineRoute({
    method: 'POST',
    path: '/csSignUp/my/pageList',
    input: mySignUpsQuery,
    answer: pageSchema(signUpSchema),
    summary: 'The company’s sign-ups (/myBidDemand)',
    tags: signUpTags,
    permission: 'quote.bid',
  }),
  depositList: defineRoute({
    method: 'POST',
    path: '/csSignUp/deposit/pageList',
    input: depositAuditQuery,
    answer: pageSchema(signUpSchema),
    summary: 'Declared deposits to confirm (operator)',
    tags: ['operator: auctions'],
    auth: 'operator',
  }),
  confirmDeposit: defineRoute({
    method: 'POST',
    path: '/csSignUp/deposit/confirm',
    input: signUpIdBody,
    answer: signUpSchema,
    summary: 'Confirm a deposit arrived: frozen, and the bidder qualified (operator)',
    tags: ['operator: auctions'],
    auth: 'operator',
  }),
  refuseDeposit: defineRoute({
    method: 'POST',
    path: '/csSignUp/deposit/refuse',
    input: signUpReasonBody,
    answer: signUpSchema,
    summary: 'Say a declared deposit did not arrive, with the reason (operator)',
    tags: ['operator: auctions'],
    auth: 'operator',
  }),
} as const;

/** The owner's white list (reusable across its auctions). */
export const whiteListRoutes = {
  get: defineRoute({
    method: 'POST',
    path: '/auctionWhiteList/get',
    input: whiteListQuery,
    answer: pageSchema(whiteListEntrySchema),
    summary: 'The companies on the owner’s white list',
    tags: whiteListTags,
    permission: 'quote.auction',
  }),
  add: defineRoute({
    method: 'POST',
    path: '/auctionWhiteList/add',
    input: whiteListAddBody,
    answer: whiteListEntrySchema,
    summary: 'Put a certified company on the white list',
    tags: whiteListTags,
    permission: 'quote.auction',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/auctionWhiteList/remove',
    input: whiteListRemoveBody,
    answer: z.object({ id: z.number().int() }),
    summary: 'Take a company off the white list (its standing sign-ups stay; it cannot sign up to white-list-only auctions)',
    tags: whiteListTags,
    permission: 'quote.auction',
  }),
  company: defineRoute({
    method: 'POST',
    path: '/auctionWhiteList/getCompany',
    input: whiteListCompanyQuery,
    answer: z.array(whiteListCompanySchema),
    summary: 'Certified companies by name or credit code, each marked if listed: at most 20',
    tags: whiteListTags,
    permission: 'quote.auction',
  }),
} as const;

/** Bids (出价). */
export const bidRoutes = {
  place: defineRoute({
    method: 'POST',
    path: '/csQuotedPrice/save',
    input: bidBody,
    answer: bidAcceptedSchema,
    summary: 'Bid on a line: checked under the auction’s lock against the server’s clock and the effective close',
    tags: bidTags,
    permission: 'quote.bid',
    approvedCompany: true,
    idempotent: true,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/csQuotedPrice/list',
    input: bidListQuery,
    answer: pageSchema(bidSchema),
    summary: 'An auction’s bid log as the caller may see it (a sealed one: own bids until the close), newest first',
    tags: bidTags,
    auth: 'public',
  }),
  mine: defineRoute({
    method: 'POST',
    path: '/csQuotedPrice/my/pageList',
    input: myBidsQuery,
    answer: pageSchema(myBidSchema),
    summary: 'The company’s bids across auctions, newest first',
    tags: bidTags,
    permission: 'quote.bid',
  }),
} as const;
