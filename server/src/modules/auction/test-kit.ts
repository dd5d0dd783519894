import type { AuctionPhase } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { createCompany, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { SULPHUR_AUCTION } from '../../db/seed/demo-auctions.ts';
import { uploadPdf } from '../warehouse-receipt/test-kit.ts';
import { auctions } from './tables.ts';

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A trader: a certified company's main account. */
export async function createTrader(t: TestApp, name: string) {
  const user = await createUser(t, { name });
  const company = await createCompany(t, user.id, { name });
  return { user, company, token: await tokenFor(t, user.id) };
}
export type Trader = Awaited<ReturnType<typeof createTrader>>;

/** The operator's token. */
export async function createOperatorToken(t: TestApp) {
  const user = await createUser(t, { role: 'operator', name: '运营小王' });
  return tokenFor(t, user.id);
}

/** The demo's sulphur auction (demo-auctions.ts), its sign-up an hour ahead, bidding from three hours to four. */
export const auctionBody = (overrides: Record<string, unknown> = {}) => ({
  ...SULPHUR_AUCTION,
  lines: SULPHUR_AUCTION.lines.map((line) => ({ ...line })),
  signupStart: at(HOUR),
  signupEnd: at(2 * HOUR),
  openAt: at(3 * HOUR),
  closeAt: at(4 * HOUR),
  ...overrides,
});

export const auctionCall = (t: TestApp, token: string | undefined, path: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/api${path}`, ...(token ? { token } : {}), payload });

export async function auctionOk(t: TestApp, token: string, path: string, payload: Record<string, unknown> = {}) {
  const res = await auctionCall(t, token, path, payload);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
  return res.json().data;
}

/** Saved, submitted and published by the operator: the auction's view as its owner reads it. */
export async function publishAuction(t: TestApp, owner: Trader, operatorToken: string, overrides: Record<string, unknown> = {}) {
  const draft = await auctionOk(t, owner.token, '/auctionTrust/save', auctionBody(overrides));
  await auctionOk(t, owner.token, '/auctionTrust/submit', { id: draft.id });
  await auctionOk(t, operatorToken, '/auctionTrust/audit/approve', { id: draft.id });
  return draft as { id: number; auctionNo: string };
}

/**
 * Moves an auction's times so that now falls in `phase` (the clock cannot wait an hour in a test): the sign-up open,
 * waiting for the opening, bidding with `closeInMs` left, or past its close.
 */
export async function movePhase(t: TestApp, id: number, phase: AuctionPhase, closeInMs = HOUR) {
  const now = Date.now();
  const times: Record<AuctionPhase, number[]> = {
    upcoming: [HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR],
    signup: [-HOUR, HOUR, 2 * HOUR, 3 * HOUR],
    waiting: [-2 * HOUR, -HOUR, HOUR, 2 * HOUR],
    bidding: [-3 * HOUR, -2 * HOUR, -HOUR, closeInMs],
    closing: [-4 * HOUR, -3 * HOUR, -2 * HOUR, -1000],
  };
  const [signupStart, signupEnd, openAt, closeAt] = times[phase].map((ms) => new Date(now + ms)) as [Date, Date, Date, Date];
  await t.ctx.db
    .update(auctions)
    .set({ signupStart, signupEnd, openAt, closeAt, scheduledCloseAt: closeAt })
    .where(eq(auctions.id, id));
}

/** Signed up, approved by the owner, its deposit declared and confirmed: a qualified bidder's sign-up. */
export async function qualify(t: TestApp, owner: Trader, bidder: Trader, operatorToken: string, auctionId: number) {
  const signUp = await auctionOk(t, bidder.token, '/csSignUp/apply', {
    auctionId,
    agreed: true,
    contactName: '张三',
    contactMobile: '13900002222',
  });
  const approved = await auctionOk(t, owner.token, '/csSignUp/approve', { id: signUp.id });
  if (approved.status === 'qualified') return approved;
  await auctionOk(t, bidder.token, '/csSignUp/deposit/pay', { id: signUp.id, proofKeys: [await uploadPdf(t, bidder.token)] });
  return auctionOk(t, operatorToken, '/csSignUp/deposit/confirm', { id: signUp.id });
}
