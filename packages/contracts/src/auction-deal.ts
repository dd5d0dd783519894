import { z } from 'zod';
import { contractCodeSentSchema, contractSignBody } from './contract.ts';
import { idField } from './fields.ts';
import type { MessageKey } from './i18n/zh.ts';
import { defineRoute, fileAnswer } from './route.ts';

/**
 * An award's deal (成交): what one winning company took in a closed auction — its lots, prices and amount — and the
 * contract it signs with the owner through the contract engine. The owner draws the contract up; both sign with an
 * SMS code and their seals; signed, the winner's deposit goes back. Unsigned by its due time, the deal is in default
 * and the deposit is kept (forfeited).
 */
export const AUCTION_DEAL_STATUSES = ['awaiting', 'signing', 'signed', 'defaulted'] as const;
export type AuctionDealStatus = (typeof AUCTION_DEAL_STATUSES)[number];
export const auctionDealStatusLabelKey = (status: AuctionDealStatus): MessageKey => `auctionDealStatus.${status}`;

/** The owner draws up and signs; the winner signs. */
export const AUCTION_DEAL_PARTIES = ['owner', 'winner'] as const;
export type AuctionDealParty = (typeof AUCTION_DEAL_PARTIES)[number];

/** Days the parties have from the award to sign its contract. */
export const AUCTION_DEAL_SIGN_DAYS = 3;

export const auctionDealIdBody = z.object({ id: idField }).strict();
export const auctionDealListBody = z.object({ auctionId: idField }).strict();
export const auctionDealDownloadBody = z.object({ id: idField, preview: z.boolean().optional() }).strict();

export const auctionDealSchema = z.object({
  id: z.number().int(),
  dealNo: z.string(),
  auctionId: z.number().int(),
  auctionNo: z.string(),
  ownerCompanyName: z.string(),
  winnerCompanyId: z.number().int(),
  winnerCompanyName: z.string(),
  status: z.enum(AUCTION_DEAL_STATUSES),
  statusLabel: z.string(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      productName: z.string(),
      unit: z.string(),
      quantity: z.string(),
      price: z.string(),
      amount: z.string(),
    }),
  ),
  amount: z.string(),
  /** The contract must be signed by then. */
  dueAt: z.string(),
  contract: z
    .object({
      contractNo: z.string(),
      version: z.number().int(),
      signedBy: z.array(z.enum(AUCTION_DEAL_PARTIES)),
      complete: z.boolean(),
    })
    .nullable(),
  /** The caller's side of the deal. */
  side: z.enum(AUCTION_DEAL_PARTIES),
  /** What the caller may do now: draw the contract up, sign it, read it. */
  actions: z.array(z.enum(['generate', 'sign', 'download'])),
});
export type AuctionDeal = z.infer<typeof auctionDealSchema>;

const tags = ['auction: award contracts'];
const signing = { approvedCompany: true, permission: 'contract.sign' } as const;
const reading = { permission: ['contract.view', 'contract.sign', 'quote.auction', 'quote.bid'] } as const;

/** The award's contracts: one per winning company, drawn up by the owner, signed by both. */
export const auctionDealRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/auctionTrust/deal/list',
    input: auctionDealListBody,
    answer: z.array(auctionDealSchema),
    summary: 'The deals of a closed auction the caller is a side of (the owner: all of them), with their contracts',
    tags,
    ...reading,
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/auctionTrust/deal/contract/generate',
    input: auctionDealIdBody,
    answer: auctionDealSchema,
    summary: 'Draw up the deal’s contract (the owner), its PDF stored with its SHA-256',
    tags,
    ...signing,
  }),
  sendSignCode: defineRoute({
    method: 'POST',
    path: '/auctionTrust/deal/contract/send/sms/sign/code',
    input: auctionDealIdBody,
    answer: contractCodeSentSchema,
    summary: 'Send the signing code to the signer’s mobile',
    tags,
    ...signing,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/auctionTrust/deal/contract/sign',
    input: contractSignBody,
    answer: auctionDealSchema,
    summary: 'Sign the deal’s contract with the code and the company’s seal; signed by both, the winner’s deposit goes back',
    tags,
    ...signing,
    idempotent: true,
  }),
  download: defineRoute({
    method: 'POST',
    path: '/auctionTrust/deal/contract/download',
    input: auctionDealDownloadBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary: 'The deal’s current contract PDF, to its two sides',
    tags,
    ...reading,
  }),
} as const;
