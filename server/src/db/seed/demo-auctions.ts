import { AUDIT_STATUS, auctionSaveBody, bidBody, depositPayBody, signUpApplyBody } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import {
  addToWhiteList,
  applyForAuction,
  approveAuction,
  approveSignUp,
  auctions,
  auctionWhiteList,
  closeAuction,
  confirmDeposit,
  payDeposit,
  placeBid,
  saveAuction,
  submitAuction,
} from '../../modules/auction/index.ts';
import { companies, companyMembers } from '../../modules/company/index.ts';
import { users } from '../../modules/user/index.ts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { demoTraders } from './demo-orders.ts';
import { paymentReceiptPng } from './payment-receipt.ts';
import { DEMO_SELLER_COMPANIES } from './shops.ts';

const LANG = 'zh';
const MINUTE = 60_000;
const HOUR = 60;
const DAY = 24 * HOUR;

/** An auction's four moments, in whole minutes from now. */
interface Times {
  signupStart: number;
  signupEnd: number;
  openAt: number;
  closeAt: number;
}

/** Where an auction is made: its sign-up an hour ahead, so that it may be submitted and published. */
const AHEAD: Times = { signupStart: HOUR, signupEnd: 2 * HOUR, openAt: 3 * HOUR, closeAt: 4 * HOUR };
/** Taking sign-ups, bidding still hours away. */
const SIGNING_UP: Times = { signupStart: -HOUR, signupEnd: HOUR, openAt: 2 * HOUR, closeAt: 3 * HOUR };

const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const iso = (times: Times) => ({
  signupStart: at(times.signupStart).toISOString(),
  signupEnd: at(times.signupEnd).toISOString(),
  openAt: at(times.openAt).toISOString(),
  closeAt: at(times.closeAt).toISOString(),
});

/**
 * Moves a published auction's times so that now falls where the demo needs it (the seed cannot wait for the clock):
 * the schedule rewritten, the close as scheduled. What the use cases check the clock against, and nothing else.
 */
async function move(ctx: AppContext, id: number, times: Times) {
  const closeAt = at(times.closeAt);
  await ctx.db
    .update(auctions)
    .set({
      signupStart: at(times.signupStart),
      signupEnd: at(times.signupEnd),
      openAt: at(times.openAt),
      scheduledCloseAt: closeAt,
      closeAt,
    })
    .where(eq(auctions.id, id));
}

/** A bidder of the demo: a certified company's main account, and who to call about its sign-up. */
interface Bidder {
  caller: Caller;
  contactName: string;
  contactMobile: string;
}

/**
 * The main account of a certified company of the demo market (by credit code) as a session of it would load it, or
 * undefined when the database's users made it something else.
 */
async function mainCaller(ctx: AppContext, creditCode: string, userName: string): Promise<Caller | undefined> {
  const [row] = await ctx.db
    .select({ company: companies, userId: users.id, permissions: companyMembers.permissions })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .innerJoin(companyMembers, and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, companies.id)))
    .where(
      and(
        eq(companies.creditCode, creditCode),
        eq(companies.auditStatus, AUDIT_STATUS.APPROVED),
        eq(users.userName, userName),
        eq(users.activeCompanyId, companies.id),
        eq(users.status, 1),
        eq(companyMembers.isMain, true),
        eq(companyMembers.status, 1),
      ),
    );
  if (!row) return undefined;
  return {
    userId: row.userId,
    company: {
      companyId: row.company.id,
      companyName: row.company.name,
      auditStatus: row.company.auditStatus,
      isMain: true,
      permissions: row.permissions,
    },
  };
}

/**
 * The open forward auction the demo shows bidding (the tests' auction too): 100 t of sulphur, 10–60 t a bidder in 10 t
 * lots, from ¥1,000, reserve ¥1,100, raises of ¥5–50, a bid in the last minute moving the close by five minutes once.
 */
export const SULPHUR_AUCTION = {
  title: '硫磺竞卖（镇海库）',
  ruleSet: 'open-last-minute',
  deliveryPlace: '宁波镇海 · 镇海炼化硫磺库',
  remark: '颗粒硫磺，散装，买方自提；成交后 3 个工作日内签订合同并付清货款。',
  direction: 'sell',
  visibility: 'open',
  feedback: { rank: true, best: true, count: true },
  step: { type: 'fixed', min: '5', max: '50', bands: [] },
  whitelistOnly: false,
  deposit: { type: 'fixed', value: '5000' },
  extension: { windowMinutes: 1, lengthMinutes: 5, maxCount: 1, mode: 'fromClose' },
  minValidBids: 1,
  lines: [
    {
      lineNo: 1,
      productName: '硫磺',
      spec: '颗粒 99.5%',
      unit: '吨',
      quantity: '100',
      minQty: '10',
      maxQty: '60',
      lotUnit: '10',
      startPrice: '1000',
      reservePrice: '1100',
    },
  ],
} as const;

const sulphur = (times: Times) => auctionSaveBody.parse({ ...SULPHUR_AUCTION, ...iso(times) });

/** A reverse auction: the seller buys 500 t of methanol from the lowest offers, from ¥2,500 down, steps by price band. */
const methanol = (times: Times) =>
  auctionSaveBody.parse({
    title: '甲醇采购竞价（苏州罐区到货）',
    ruleSet: 'reverse-banded',
    deliveryPlace: '江苏苏州 · 恒信石化吴中罐区（卖方送货）',
    remark: '优等品，符合 GB/T 338-2011；槽车送货，到货验收后 7 日内付款。',
    direction: 'buy',
    visibility: 'open',
    feedback: { rank: true, best: false, count: true },
    step: {
      type: 'banded',
      min: '0',
      max: null,
      bands: [
        { from: '0', min: '10', max: '100' },
        { from: '1000', min: '20', max: '200' },
        { from: '5000', min: '50', max: '500' },
      ],
    },
    whitelistOnly: false,
    deposit: { type: 'fixed', value: '10000' },
    extension: { windowMinutes: 3, lengthMinutes: 3, maxCount: 5, mode: 'fromClose' },
    minValidBids: 1,
    lines: [
      {
        lineNo: 1,
        productName: '甲醇',
        spec: '优等品 ≥99.9%',
        unit: '吨',
        quantity: '500',
        minQty: '100',
        maxQty: '500',
        lotUnit: '50',
        startPrice: '2500',
        reservePrice: '2400',
      },
    ],
    ...iso(times),
  });

/** A sealed tender for the seller's white list: 200 t of MEG, 5 % of its value as deposit, two bids at least. */
const glycol = (times: Times) =>
  auctionSaveBody.parse({
    title: '乙二醇封闭竞卖（白名单客户）',
    ruleSet: 'sealed',
    deliveryPlace: '江苏张家港 · 长江国际仓储',
    remark: '聚酯级，仓单交割；仅限白名单客户报名。',
    direction: 'sell',
    visibility: 'sealed',
    feedback: { rank: false, best: false, count: false },
    step: { type: 'fixed', min: '1', max: null, bands: [] },
    whitelistOnly: true,
    deposit: { type: 'percent', value: '5' },
    extension: null,
    minValidBids: 2,
    lines: [
      {
        lineNo: 1,
        productName: '乙二醇',
        spec: '聚酯级 ≥99.9%',
        unit: '吨',
        quantity: '200',
        minQty: '50',
        maxQty: '200',
        lotUnit: '50',
        startPrice: '4200',
        reservePrice: '4300',
      },
    ],
    ...iso(times),
  });

/** The auction already closed: 100 t of caustic soda, 20–100 t a bidder, from ¥800, reserve ¥850. */
const causticSoda = (times: Times) =>
  auctionSaveBody.parse({
    title: '液碱竞卖（32% 离子膜）',
    ruleSet: 'open-last-minute',
    deliveryPlace: '江苏苏州 · 恒信石化吴中罐区（买方自提）',
    remark: '32% 离子膜液碱，槽车自提；成交后 3 个工作日内签订合同。',
    direction: 'sell',
    visibility: 'open',
    feedback: { rank: true, best: true, count: true },
    step: { type: 'fixed', min: '5', max: '50', bands: [] },
    whitelistOnly: false,
    deposit: { type: 'fixed', value: '3000' },
    extension: { windowMinutes: 1, lengthMinutes: 5, maxCount: 1, mode: 'fromClose' },
    minValidBids: 1,
    lines: [
      {
        lineNo: 1,
        productName: '液碱',
        spec: '32% 离子膜',
        unit: '吨',
        quantity: '100',
        minQty: '20',
        maxQty: '100',
        lotUnit: '20',
        startPrice: '800',
        reservePrice: '850',
      },
    ],
    ...iso(times),
  });

/**
 * The demo seller's auctions through their own steps, with the demo buyer and 宁波甬兴化工 (a seller of the demo market
 * whose main account acts here) as bidders, the operator reviewing and confirming deposits:
 * - 硫磺, bidding now and closing in a week: both signed up, approved, their deposits declared with a transfer slip and
 *   confirmed (frozen), three bids between them;
 * - 甲醇 (a reverse auction), taking sign-ups for three days: 甬兴's approved and its deposit declared, waiting for the
 *   operator; the buyer's applied, waiting for the seller;
 * - 乙二醇, a sealed tender for the white list, submitted and waiting for the operator's review;
 * - 液碱, closed and awarded: the buyer won the lot, 甬兴's deposit went back.
 * The seller's white list holds the demo buyer's company. Each step in its own transaction; the times moved between
 * them where the clock must have passed. Skipped when the demo seller has auctions already. Answers how many it made.
 */
export async function seedDemoAuctions(ctx: AppContext): Promise<number> {
  const traders = await demoTraders(ctx);
  const [other] = DEMO_SELLER_COMPANIES;
  if (!other) return 0;
  const yongxing = await mainCaller(ctx, other.creditCode, other.ownerUserName);
  const [operator] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, 'operator'), eq(users.role, 'operator')));
  if (!traders || !yongxing || !operator) return 0;
  const owner = traders.seller.caller;
  const [made] = await ctx.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.ownerCompanyId, owner.company.companyId))
    .limit(1);
  if (made) return 0;

  const buyer: Bidder = { caller: traders.buyer.caller, contactName: '张三', contactMobile: traders.buyer.mobile };
  const rival: Bidder = { caller: yongxing, contactName: other.contactName, contactMobile: other.contactMobile };
  const step = <T>(work: (tx: Db) => Promise<T>) => ctx.db.transaction(work);

  /** Saved, submitted, and (unless left for the operator) published. */
  const entrust = async (body: ReturnType<typeof sulphur>, publish = true) => {
    const draft = await step((tx) => saveAuction(tx, owner, body, LANG));
    await step((tx) => submitAuction(tx, owner, draft.id, LANG));
    if (publish) await step((tx) => approveAuction(tx, operator.id, draft.id, LANG));
    return draft.id;
  };
  const apply = (auctionId: number, who: Bidder) =>
    step((tx) =>
      applyForAuction(
        tx,
        who.caller,
        signUpApplyBody.parse({ auctionId, agreed: true, contactName: who.contactName, contactMobile: who.contactMobile }),
        LANG,
      ),
    );
  /** The owner admits it; the bidder declares its transfer with the bank's slip it uploads. */
  const admitAndDeclare = async (signUpId: number, who: Bidder) => {
    await step((tx) => approveSignUp(tx, owner, signUpId, LANG));
    const proof = await storeBytes(ctx, {
      bytes: paymentReceiptPng(),
      fileName: '保证金转账回单.png',
      kind: 'img',
      encrypted: true,
      ownerUserId: who.caller.userId,
    });
    const body = depositPayBody.parse({ id: signUpId, proofKeys: [proof.key], remark: '保证金已通过对公账户转账，请查收' });
    await step((tx) => payDeposit(tx, who.caller, body, LANG));
  };
  /** Signed up, admitted, its deposit declared and confirmed by the operator: qualified to bid. */
  const qualify = async (auctionId: number, who: Bidder) => {
    const signUp = await apply(auctionId, who);
    await admitAndDeclare(signUp.id, who);
    await step((tx) => confirmDeposit(tx, operator.id, signUp.id, LANG));
  };
  const bid = (auctionId: number, who: Bidder, price: string, quantity: string) =>
    step((tx) => placeBid(tx, who.caller, bidBody.parse({ auctionId, lineNo: 1, price, quantity })));

  // The seller's regular customer, whom its white-list-only tenders admit.
  const [listed] = await ctx.db
    .select({ id: auctionWhiteList.id })
    .from(auctionWhiteList)
    .where(
      and(
        eq(auctionWhiteList.ownerCompanyId, owner.company.companyId),
        eq(auctionWhiteList.companyId, buyer.caller.company.companyId),
      ),
    );
  if (!listed)
    await step((tx) =>
      addToWhiteList(tx, owner, { companyId: buyer.caller.company.companyId, remark: '长期合作客户，信用良好' }),
    );

  // Closed and awarded: the buyer outbid 甬兴 above the reserve and took the lot.
  const ended = await entrust(causticSoda(AHEAD));
  await move(ctx, ended, SIGNING_UP);
  await qualify(ended, buyer);
  await qualify(ended, rival);
  await move(ctx, ended, { signupStart: -3 * HOUR, signupEnd: -2 * HOUR, openAt: -HOUR, closeAt: HOUR });
  await bid(ended, buyer, '850', '100');
  await bid(ended, rival, '870', '60');
  await bid(ended, buyer, '900', '100');
  // Its close falls now, after the last bid: the award is the close job's, run at once.
  await move(ctx, ended, { signupStart: -3 * HOUR, signupEnd: -2 * HOUR, openAt: -HOUR, closeAt: 0 });
  if (!(await step((tx) => closeAuction(tx, ended)))) throw new Error('demo auctions: the ended auction did not close');

  // Bidding now, for a week: both qualified, 甬兴 leading.
  const live = await entrust(sulphur(AHEAD));
  await move(ctx, live, SIGNING_UP);
  await qualify(live, buyer);
  await qualify(live, rival);
  await move(ctx, live, { signupStart: -3 * HOUR, signupEnd: -2 * HOUR, openAt: -HOUR, closeAt: 7 * DAY });
  await bid(live, rival, '1000', '40');
  await bid(live, buyer, '1030', '60');
  await bid(live, rival, '1060', '40');

  // Taking sign-ups for three days: 甬兴's deposit waits for the operator, the buyer's sign-up for the seller.
  const signingUp = await entrust(methanol(AHEAD));
  await move(ctx, signingUp, { signupStart: -HOUR, signupEnd: 3 * DAY, openAt: 3 * DAY, closeAt: 3 * DAY + 2 * HOUR });
  const declared = await apply(signingUp, rival);
  await admitAndDeclare(declared.id, rival);
  await apply(signingUp, buyer);

  // Submitted, for the operator to review: its sign-up a day away, so it may still be published for days.
  await entrust(glycol({ signupStart: DAY, signupEnd: 4 * DAY, openAt: 5 * DAY, closeAt: 5 * DAY + 2 * HOUR }), false);
  return 4;
}
