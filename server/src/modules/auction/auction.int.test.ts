import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  lastSmsCode,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { nodeOperationsOf, verifyNodeOperations } from '../../platform/flow/node-log.ts';
import { runDueJobs } from '../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../platform/notify/deliver.ts';
import { notifications } from '../../platform/notify/tables.ts';
import { approveSeal } from '../contract/test-kit.ts';
import { uploadPdf } from '../warehouse-receipt/test-kit.ts';
import { CLOSE_AUCTIONS_JOB } from './close-auction.ts';
import { DEFAULT_DEALS_JOB } from './default-deals.ts';
import { AUCTION_JOB_HANDLERS } from './jobs.ts';
import { auctionBids, auctionDeals, auctions } from './tables.ts';
import {
  auctionBody,
  auctionCall,
  auctionOk,
  createOperatorToken,
  createTrader,
  movePhase,
  publishAuction,
  qualify,
  type Trader,
} from './test-kit.ts';

let t: TestApp;
let owner: Trader;
let alpha: Trader;
let beta: Trader;
let gamma: Trader;
let operator: string;

const call = (token: string | undefined, path: string, payload: Record<string, unknown> = {}) =>
  auctionCall(t, token, path, payload);
const ok = (token: string, path: string, payload: Record<string, unknown> = {}) => auctionOk(t, token, path, payload);
const bid = (who: Trader, auctionId: number, price: string, quantity = '60', lineNo = 1) =>
  call(who.token, '/csQuotedPrice/save', { auctionId, lineNo, price, quantity });
/** Delivers every notification waiting. */
const tell = async () => {
  while ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length > 0);
};
const close = () => AUCTION_JOB_HANDLERS[CLOSE_AUCTIONS_JOB](t.ctx, {} as never);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTrader(t, '镇海石化有限公司');
  alpha = await createTrader(t, '甲化工贸易有限公司');
  beta = await createTrader(t, '乙化工贸易有限公司');
  gamma = await createTrader(t, '丙化工贸易有限公司');
  operator = await createOperatorToken(t);
}, 60_000);
afterAll(async () => t?.close());

describe('the rule sets and the configuration check', () => {
  it('lists the rule sets in words, and names every incoherence of a configuration on its field', async () => {
    const sets = await ok(alpha.token, '/auctionTrust/config/list');
    expect(sets.map((s: { code: string }) => s.code)).toEqual(['open-last-minute', 'open-rolling', 'sealed', 'reverse-banded']);
    expect(sets[0].name).toBe('公开加价 · 末分钟延时');
    expect(await ok(alpha.token, '/auctionTrust/config/info', { code: 'sealed' })).toMatchObject({
      rules: { visibility: 'sealed', extension: null },
    });
    expect(errorOf(await call(alpha.token, '/auctionTrust/config/info', { code: 'nope' }))).toMatchObject({ status: 404 });

    const { title: _t, ruleSet: _r, deliveryPlace: _d, remark: _m, ...config } = auctionBody();
    expect(await ok(alpha.token, '/auctionTrust/config/check', config)).toEqual({
      ok: true,
      problems: [],
      depositAmount: '5000.00',
    });
    const bad = await ok(alpha.token, '/auctionTrust/config/check', {
      ...config,
      step: { type: 'fixed', min: '50', max: '5', bands: [] },
      closeAt: config.openAt,
    });
    expect(bad).toEqual({
      ok: false,
      depositAmount: null,
      problems: [
        { path: 'step.max', message: '最大幅度不能小于最小幅度' },
        { path: 'closeAt', message: '竞价时长至少 5 分钟' },
      ],
    });
  });
});

describe('an auction entrusted, reviewed and published', () => {
  it('keeps a draft its owner’s, is reviewed by the operator, and shows in the hall once published', async () => {
    expect(errorOf(await call(undefined, '/auctionTrust/save', auctionBody()))).toMatchObject({ status: 401 });
    const uncertified = await createUser(t);
    await createCompany(t, uncertified.id, { auditStatus: 0 });
    expect(errorOf(await call(await tokenFor(t, uncertified.id), '/auctionTrust/save', auctionBody()))).toMatchObject({
      status: 403,
    });
    const clerk = await createSubAccount(t, owner.company.id, ['quote.bid']);
    expect(errorOf(await call(await tokenFor(t, clerk.id), '/auctionTrust/save', auctionBody()))).toMatchObject({
      status: 403,
      msg: '您没有此操作的权限，请联系企业主账号授权',
    });
    expect(
      errorOf(
        await call(
          owner.token,
          '/auctionTrust/save',
          auctionBody({ lines: [{ ...auctionBody().lines[0], reservePrice: '900' }] }),
        ),
      ),
    ).toMatchObject({
      status: 400,
      field: 'lines.0.reservePrice',
      msg: '参数错误：lines.0.reservePrice 竞卖的保留价不能低于起拍价',
    });

    const draft = await ok(owner.token, '/auctionTrust/save', auctionBody());
    expect(draft).toMatchObject({
      status: 'draft',
      statusLabel: '草稿',
      phase: null,
      stepLabel: '每次加价 5–50 元',
      depositAmount: '5000.00',
      sides: ['owner'],
      actions: ['submit', 'cancel'],
      lines: [{ reservePrice: '1100' }],
    });
    expect(draft.auctionNo).toMatch(/^JJ\d{14}$/);
    // A draft is its owner's: others neither read nor change it.
    expect(errorOf(await call(alpha.token, '/auctionTrust/info', { id: draft.id }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(alpha.token, '/auctionTrust/save', { ...auctionBody(), id: draft.id }))).toMatchObject({
      status: 404,
    });
    const renamed = await ok(owner.token, '/auctionTrust/save', { ...auctionBody({ title: '硫磺竞卖（12 月）' }), id: draft.id });
    expect(renamed.title).toBe('硫磺竞卖（12 月）');

    // The sign-up must still be ahead when it is submitted.
    await movePhase(t, draft.id, 'signup');
    expect(errorOf(await call(owner.token, '/auctionTrust/submit', { id: draft.id }))).toMatchObject({
      status: 400,
      field: 'signupStart',
    });
    await movePhase(t, draft.id, 'upcoming');
    expect(await ok(owner.token, '/auctionTrust/submit', { id: draft.id })).toMatchObject({
      status: 'pending',
      actions: ['cancel'],
    });
    expect(errorOf(await call(owner.token, '/auctionTrust/submit', { id: draft.id }))).toMatchObject({
      status: 409,
      msg: '竞价当前状态为「待审核」，不能执行此操作',
    });
    expect(errorOf(await call(owner.token, '/auctionTrust/audit/approve', { id: draft.id }))).toMatchObject({ status: 403 });

    const review = await ok(operator, '/auctionTrust/audit/pageList', { pending: true });
    expect(review.records.map((a: { id: number }) => a.id)).toContain(draft.id);
    const sentBack = await ok(operator, '/auctionTrust/audit/reject', { id: draft.id, reason: '请注明交货库区' });
    expect(sentBack).toMatchObject({ status: 'draft', rejectReason: '请注明交货库区' });
    await ok(owner.token, '/auctionTrust/submit', { id: draft.id });
    const published = await ok(operator, '/auctionTrust/audit/approve', { id: draft.id });
    expect(published).toMatchObject({ status: 'published', phase: 'upcoming', rejectReason: null });

    // Published, anybody reads it — but not its reserve.
    const visitor = await ok(alpha.token, '/auctionTrust/info', { id: draft.id });
    expect(visitor).toMatchObject({
      status: 'published',
      sides: [],
      actions: [],
      mySignUp: null,
      lines: [{ reservePrice: null }],
    });
    const anonymous = await call(undefined, '/auctionTrust/info', { id: draft.id });
    expect(anonymous.json().data.lines[0].reservePrice).toBeNull();
    const hall = await ok(alpha.token, '/auctionTrust/pageList', { tab: 'upcoming' });
    expect(hall.records.map((a: { id: number }) => a.id)).toContain(draft.id);
    const byCompany = await ok(alpha.token, '/auctionTrust/pageList', {
      tab: 'upcoming',
      companyId: owner.company.id,
      keyword: '硫磺',
    });
    expect(byCompany.total).toBe(1);
    expect(await ok(owner.token, '/auctionTrust/my/counts')).toMatchObject({ published: 1 });

    // Its log is a chain of every step.
    const steps = await nodeOperationsOf(t.ctx.db, 'auction', draft.id);
    expect(steps.map((s) => s.action)).toEqual(['save', 'submit', 'reject', 'submit', 'approve']);
    expect((await verifyNodeOperations(t.ctx.db, 'auction', draft.id)).intact).toBe(true);
  });
});

describe('sign-ups, the white list and deposits', () => {
  it('admits a company in the window, once, refuses the owner and the unlisted, and qualifies on the deposit', async () => {
    const auction = await publishAuction(t, owner, operator, { whitelistOnly: true, title: '白名单竞价' });
    const apply = (who: Trader) =>
      call(who.token, '/csSignUp/apply', {
        auctionId: auction.id,
        agreed: true,
        contactName: '张三',
        contactMobile: '13900002222',
      });
    expect(errorOf(await apply(alpha))).toMatchObject({ status: 409, msg: '当前不在报名时间内' });
    await movePhase(t, auction.id, 'signup');
    expect(errorOf(await apply(owner))).toMatchObject({ status: 403, msg: '不能报名本企业委托的竞价' });
    expect(errorOf(await apply(beta))).toMatchObject({ status: 403, msg: '本场竞价仅限委托方白名单内的企业报名' });
    expect(
      errorOf(
        await call(alpha.token, '/csSignUp/apply', {
          auctionId: auction.id,
          agreed: false,
          contactName: '张三',
          contactMobile: '139',
        }),
      ),
    ).toMatchObject({ status: 400 });

    // The owner's white list: certified companies other than itself, once each.
    const found = await ok(owner.token, '/auctionWhiteList/getCompany', { keyword: '化工贸易' });
    expect(found.map((c: { companyId: number }) => c.companyId)).toEqual(
      expect.arrayContaining([alpha.company.id, beta.company.id, gamma.company.id]),
    );
    expect(errorOf(await call(owner.token, '/auctionWhiteList/add', { companyId: owner.company.id }))).toMatchObject({
      status: 400,
      field: 'companyId',
    });
    const entry = await ok(owner.token, '/auctionWhiteList/add', { companyId: alpha.company.id, remark: '老客户' });
    expect(entry).toMatchObject({ companyName: '甲化工贸易有限公司', remark: '老客户' });
    expect(errorOf(await call(owner.token, '/auctionWhiteList/add', { companyId: alpha.company.id }))).toMatchObject({
      status: 409,
    });
    expect(errorOf(await call(beta.token, '/auctionWhiteList/remove', { id: entry.id }))).toMatchObject({ status: 404 });
    expect((await ok(owner.token, '/auctionWhiteList/get', {})).total).toBe(1);

    const signUp = await ok(alpha.token, '/csSignUp/apply', {
      auctionId: auction.id,
      agreed: true,
      contactName: '张三',
      contactMobile: '13900002222',
    });
    expect(signUp).toMatchObject({
      status: 'applied',
      statusLabel: '待审核',
      deposit: 'unpaid',
      depositAmount: '5000.00',
      whitelisted: true,
      actions: ['withdraw'],
    });
    expect(errorOf(await apply(alpha))).toMatchObject({ status: 409, msg: '贵企业已报名本场竞价' });
    // A stranger to the sign-up neither reads nor answers it.
    expect(errorOf(await call(beta.token, '/csSignUp/approve', { id: signUp.id }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(beta.token, '/csSignUp/list', { auctionId: auction.id }))).toMatchObject({ status: 404 });
    const listed = await ok(owner.token, '/csSignUp/list', { auctionId: auction.id });
    expect(listed.records[0]).toMatchObject({ companyName: '甲化工贸易有限公司', actions: ['approve', 'reject'] });
    expect((await ok(owner.token, '/auctionTrust/info', { id: auction.id })).signUpsWaiting).toBe(1);

    const approved = await ok(owner.token, '/csSignUp/approve', { id: signUp.id });
    expect(approved).toMatchObject({ status: 'approved', statusLabel: '待缴保证金' });
    // A proof must be the bidder's own upload.
    const foreign = await uploadPdf(t, beta.token);
    expect(errorOf(await call(alpha.token, '/csSignUp/deposit/pay', { id: signUp.id, proofKeys: [foreign] }))).toMatchObject({
      status: 400,
      field: 'proofKeys',
    });
    const proof = await uploadPdf(t, alpha.token);
    const declared = await ok(alpha.token, '/csSignUp/deposit/pay', { id: signUp.id, proofKeys: [proof], remark: '网银转账' });
    expect(declared).toMatchObject({ deposit: 'declared', depositProofKeys: [proof], actions: ['withdraw'] });
    // The owner reads the proof too; a stranger does not.
    const read = (token: string) => t.call({ method: 'GET', url: '/api/seeEncryptionView', query: { key: proof }, token });
    expect((await read(owner.token)).statusCode).toBe(200);
    expect((await read(beta.token)).statusCode).toBe(404);

    const queue = await ok(operator, '/csSignUp/deposit/pageList', { declaredOnly: true });
    expect(queue.records.find((s: { id: number }) => s.id === signUp.id)).toMatchObject({
      actions: ['confirmDeposit', 'refuseDeposit'],
    });
    expect(await ok(operator, '/csSignUp/deposit/refuse', { id: signUp.id, reason: '未查到到账' })).toMatchObject({
      deposit: 'refused',
      depositRefuseReason: '未查到到账',
    });
    await ok(alpha.token, '/csSignUp/deposit/pay', { id: signUp.id, proofKeys: [proof] });
    const qualified = await ok(operator, '/csSignUp/deposit/confirm', { id: signUp.id });
    expect(qualified).toMatchObject({ status: 'qualified', deposit: 'frozen', depositRefuseReason: null });
    expect(qualified.qualifiedAt).not.toBeNull();
    expect(await ok(alpha.token, '/auctionTrust/info', { id: auction.id })).toMatchObject({
      sides: ['bidder'],
      mySignUp: { status: 'qualified', deposit: 'frozen' },
    });

    // Withdrawn before bidding, the deposit goes back; the bidder is told.
    const withdrawn = await ok(alpha.token, '/csSignUp/withdraw', { id: signUp.id });
    expect(withdrawn).toMatchObject({
      status: 'withdrawn',
      deposit: 'released',
      depositNote: '报名已撤回，保证金退还',
      actions: [],
    });
    const mine = await ok(alpha.token, '/csSignUp/my/pageList', {});
    expect(mine.records[0]).toMatchObject({ id: signUp.id, auctionTitle: '白名单竞价' });
    const log = await nodeOperationsOf(t.ctx.db, 'auctionSignUp', signUp.id);
    expect(log.map((s) => s.action)).toEqual([
      'apply',
      'approve',
      'payDeposit',
      'refuseDeposit',
      'payDeposit',
      'confirmDeposit',
      'withdraw',
    ]);

    await tell();
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, alpha.user.id));
    expect(told.map((n) => n.kind)).toEqual(
      expect.arrayContaining([
        'notify.auctionSignUp.approvedPay',
        'notify.auctionSignUp.refused',
        'notify.auctionSignUp.confirmed',
      ]),
    );
  });
});

describe('bidding', () => {
  it('accepts only bids on the grid from qualified bidders in time, extends a late close, and awards provably', async () => {
    const auction = await publishAuction(t, owner, operator);
    await movePhase(t, auction.id, 'signup');
    await qualify(t, owner, alpha, operator, auction.id);
    await qualify(t, owner, beta, operator, auction.id);
    await ok(gamma.token, '/csSignUp/apply', {
      auctionId: auction.id,
      agreed: true,
      contactName: '李',
      contactMobile: '13900003333',
    });

    expect(errorOf(await bid(alpha, auction.id, '1000'))).toMatchObject({ status: 409, msg: '当前不在竞价时间内' });
    // Bidding: the cancel is closed to the owner.
    await movePhase(t, auction.id, 'bidding');
    expect(errorOf(await call(owner.token, '/auctionTrust/cancel', { id: auction.id, reason: '改期' }))).toMatchObject({
      status: 409,
      msg: '竞价已开始，不能再取消',
    });
    expect(errorOf(await bid(owner, auction.id, '1000'))).toMatchObject({ status: 403, msg: '委托方不能参与本企业的竞价' });
    expect(errorOf(await bid(gamma, auction.id, '1000'))).toMatchObject({ status: 403 });
    expect(
      errorOf(await call(undefined, '/csQuotedPrice/save', { auctionId: auction.id, lineNo: 1, price: '1000', quantity: '60' })),
    ).toMatchObject({ status: 401 });
    expect(errorOf(await bid(alpha, auction.id, '995'))).toMatchObject({
      status: 400,
      field: 'price',
      msg: '出价不能低于起拍价',
    });
    expect(errorOf(await bid(alpha, auction.id, '1002'))).toMatchObject({ status: 400, msg: '出价须为幅度的整数倍' });
    expect(errorOf(await bid(alpha, auction.id, '1000', '5'))).toMatchObject({ status: 400, field: 'quantity' });
    expect(errorOf(await bid(alpha, auction.id, '1000', '70'))).toMatchObject({ status: 400, field: 'quantity' });
    expect(errorOf(await bid(alpha, auction.id, '1000', '25'))).toMatchObject({
      status: 400,
      msg: '出价数量须为交易单位的整数倍',
    });
    expect(errorOf(await bid(alpha, auction.id, '1000', '60', 2))).toMatchObject({ status: 400, field: 'lineNo' });

    const first = (await bid(alpha, auction.id, '1000')).json().data;
    expect(first.bid).toMatchObject({ seq: 1, price: '1000.00', quantity: '60.0000', mine: true, extended: false });
    expect(first.bid.prevHash).toBe('0'.repeat(64));
    expect(errorOf(await bid(alpha, auction.id, '1005'))).toMatchObject({ status: 400, msg: '贵企业已是当前最优出价' });
    expect(errorOf(await bid(beta, auction.id, '1000'))).toMatchObject({
      status: 400,
      msg: '出价须比当前最优价至少改善一个最小幅度',
    });
    expect(errorOf(await bid(beta, auction.id, '1055'))).toMatchObject({ status: 400, msg: '单次改善幅度超过了最大幅度' });
    const second = (await bid(beta, auction.id, '1050')).json().data;
    expect(second.bid).toMatchObject({ seq: 2, prevHash: first.bid.hash });

    // The board as each side may see it.
    const board = await ok(alpha.token, '/auctionTrust/board', { id: auction.id });
    expect(board).toMatchObject({
      phase: 'bidding',
      lastSeq: 2,
      canBid: true,
      lines: [
        { best: '1050.00', bidCount: 2, bidderCount: 2, myRank: 2, myPrice: '1000.00', nextMin: '1055.00', nextMax: '1100.00' },
      ],
    });
    expect(await ok(gamma.token, '/auctionTrust/board', { id: auction.id })).toMatchObject({
      canBid: false,
      cannotBidReason: '贵企业尚未获得本场竞价资格（须报名通过并缴纳保证金）',
    });
    const log = await ok(gamma.token, '/csQuotedPrice/list', { auctionId: auction.id });
    expect(log.records.map((b: { bidderLabel: string; companyId: number | null }) => [b.bidderLabel, b.companyId])).toEqual([
      ['竞价人 2', null],
      ['竞价人 1', null],
    ]);

    // A bid in the last minute moves the close once, by five minutes.
    const lastMinute = new Date(Date.now() + 30_000);
    await t.ctx.db.update(auctions).set({ closeAt: lastMinute }).where(eq(auctions.id, auction.id));
    const late = (await bid(alpha, auction.id, '1100', '40')).json().data;
    expect(late.bid.extended).toBe(true);
    expect(late.extensions).toBe(1);
    expect(Date.parse(late.closeAt)).toBe(lastMinute.getTime() + 5 * 60_000);
    // Extended once already, as the rule allows: a later bid in the last minute leaves the close where it is.
    await t.ctx.db
      .update(auctions)
      .set({ closeAt: new Date(Date.now() + 20_000) })
      .where(eq(auctions.id, auction.id));
    expect((await bid(beta, auction.id, '1150')).json().data).toMatchObject({ extensions: 1, bid: { extended: false } });

    // Past the effective close no bid is taken, and the sweep awards.
    await t.ctx.db
      .update(auctions)
      .set({ closeAt: new Date(Date.now() - 1) })
      .where(eq(auctions.id, auction.id));
    expect(errorOf(await bid(alpha, auction.id, '1200', '40'))).toMatchObject({
      status: 409,
      msg: '竞价已截止（以服务器时间为准），出价未被接受',
    });
    await close();
    const closed = await ok(alpha.token, '/auctionTrust/info', { id: auction.id });
    expect(closed).toMatchObject({ status: 'awarded', statusLabel: '已成交', lines: [{ reservePrice: '1100' }] });
    expect(closed.award.lines[0].winners).toEqual([
      {
        rank: 1,
        companyId: beta.company.id,
        companyName: '乙化工贸易有限公司',
        bidId: expect.any(Number),
        price: '1150.00',
        quantity: '60.0000',
        amount: '69000.00',
      },
      {
        rank: 2,
        companyId: alpha.company.id,
        companyName: '甲化工贸易有限公司',
        bidId: late.bid.id,
        price: '1100.00',
        quantity: '40.0000',
        amount: '44000.00',
      },
    ]);
    const verify = await ok(gamma.token, '/auctionTrust/award/verify', { id: auction.id });
    expect(verify).toMatchObject({ matches: true, chainIntact: true, bids: 4 });
    expect(verify.recomputedDigest).toBe(closed.award.inputsDigest);
    // After the close the log names the bidders to everybody.
    const named = await call(undefined, '/csQuotedPrice/list', { auctionId: auction.id });
    expect(named.json().data.records[0]).toMatchObject({ bidderLabel: '乙化工贸易有限公司', standing: true });

    // The winners keep their deposits until their contracts are signed.
    const signUps = await ok(owner.token, '/csSignUp/list', { auctionId: auction.id });
    expect(signUps.records.map((s: { companyId: number; deposit: string }) => [s.companyId, s.deposit]).sort()).toEqual(
      [
        [alpha.company.id, 'frozen'],
        [beta.company.id, 'frozen'],
        [gamma.company.id, 'unpaid'],
      ].sort(),
    );

    // A bid changed afterwards shows: the chain breaks and the award no longer matches.
    await t.ctx.db.update(auctionBids).set({ price: '1300.00' }).where(eq(auctionBids.id, late.bid.id));
    expect(await ok(gamma.token, '/auctionTrust/award/verify', { id: auction.id })).toMatchObject({
      matches: false,
      chainIntact: false,
    });
  });

  it('fails an auction under its reserve and releases every deposit', async () => {
    const auction = await publishAuction(t, owner, operator, { title: '流拍测试' });
    await movePhase(t, auction.id, 'signup');
    const signUp = await qualify(t, owner, alpha, operator, auction.id);
    await movePhase(t, auction.id, 'bidding');
    await bid(alpha, auction.id, '1050');
    await movePhase(t, auction.id, 'closing');
    await close();
    const failed = await ok(owner.token, '/auctionTrust/info', { id: auction.id });
    expect(failed).toMatchObject({
      status: 'failed',
      award: { awarded: false, lines: [{ failure: 'reserveNotMet', failureLabel: '未达保留价' }] },
    });
    expect(await ok(alpha.token, '/csSignUp/my/pageList', {})).toMatchObject({
      records: expect.arrayContaining([
        expect.objectContaining({ id: signUp.id, deposit: 'released', depositNote: '竞价流拍，保证金退还' }),
      ]),
    });
    await tell();
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, alpha.user.id));
    expect(told.map((n) => n.kind)).toEqual(expect.arrayContaining(['notify.auction.failed', 'notify.auctionSignUp.released']));
  });

  it('keeps a sealed auction’s bids from other bidders until the close', async () => {
    const auction = await publishAuction(t, owner, operator, {
      title: '密封竞价',
      visibility: 'sealed',
      feedback: { rank: false, best: false, count: false },
      extension: null,
      deposit: { type: 'none', value: null },
    });
    await movePhase(t, auction.id, 'signup');
    expect(await qualify(t, owner, alpha, operator, auction.id)).toMatchObject({ status: 'qualified', deposit: 'none' });
    await qualify(t, owner, beta, operator, auction.id);
    await movePhase(t, auction.id, 'bidding');
    await bid(alpha, auction.id, '1200');
    // Beta does not know alpha's price: a lower bid is taken.
    expect((await bid(beta, auction.id, '1150')).statusCode).toBe(200);
    expect(errorOf(await bid(beta, auction.id, '1150'))).toMatchObject({ msg: '新出价须优于贵企业上一次出价' });
    const board = await ok(beta.token, '/auctionTrust/board', { id: auction.id });
    expect(board.lines[0]).toMatchObject({ best: null, bidCount: null, myRank: null, myPrice: '1150.00' });
    const seen = await ok(beta.token, '/csQuotedPrice/list', { auctionId: auction.id });
    expect(seen.records.map((b: { price: string }) => b.price)).toEqual(['1150.00']);
    expect((await ok(owner.token, '/auctionTrust/board', { id: auction.id })).lines[0]).toMatchObject({
      best: '1200.00',
      bidCount: 2,
    });
    await movePhase(t, auction.id, 'closing');
    await close();
    expect((await ok(beta.token, '/csQuotedPrice/list', { auctionId: auction.id })).total).toBe(2);
  });

  it('cancels before bidding, releasing deposits and telling the bidders', async () => {
    const auction = await publishAuction(t, owner, operator, { title: '取消测试' });
    await movePhase(t, auction.id, 'signup');
    const signUp = await qualify(t, owner, alpha, operator, auction.id);
    expect(errorOf(await call(alpha.token, '/auctionTrust/cancel', { id: auction.id, reason: '不要了' }))).toMatchObject({
      status: 404,
    });
    const cancelled = await ok(owner.token, '/auctionTrust/cancel', { id: auction.id, reason: '货源调整' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: '货源调整', actions: [] });
    expect(await ok(alpha.token, '/csSignUp/my/pageList', {})).toMatchObject({
      records: expect.arrayContaining([
        expect.objectContaining({ id: signUp.id, deposit: 'released', depositNote: '竞价已取消，保证金退还', actions: [] }),
      ]),
    });
    expect(errorOf(await call(alpha.token, '/csSignUp/withdraw', { id: signUp.id }))).toMatchObject({
      status: 409,
      msg: '竞价已结束或已取消，不能再办理报名',
    });
  });
});

describe('refusals of the owner, the operator and the white list', () => {
  it('refuses a sign-up with the reason its bidder reads, lets the operator cancel, and stops a company taken off the list', async () => {
    const auction = await publishAuction(t, owner, operator, {
      title: '白名单出价',
      whitelistOnly: true,
      deposit: { type: 'none', value: null },
    });
    await movePhase(t, auction.id, 'signup');
    const listed = await ok(owner.token, '/auctionWhiteList/get', {});
    const entryOf = (companyId: number) => listed.records.find((e: { companyId: number }) => e.companyId === companyId);
    for (const who of [beta, gamma])
      if (!entryOf(who.company.id)) await ok(owner.token, '/auctionWhiteList/add', { companyId: who.company.id, remark: null });
    const apply = (who: Trader) =>
      ok(who.token, '/csSignUp/apply', { auctionId: auction.id, agreed: true, contactName: '王', contactMobile: '13900004444' });
    const betaSignUp = await apply(beta);
    const gammaSignUp = await apply(gamma);
    const refused = await ok(owner.token, '/csSignUp/reject', { id: gammaSignUp.id, reason: '资质不符' });
    expect(refused).toMatchObject({ status: 'rejected', rejectReason: '资质不符', actions: [] });
    expect(await ok(gamma.token, '/auctionTrust/info', { id: auction.id })).toMatchObject({
      mySignUp: { status: 'rejected', rejectReason: '资质不符' },
    });
    expect(errorOf(await call(gamma.token, '/csSignUp/withdraw', { id: gammaSignUp.id }))).toMatchObject({ status: 409 });
    // Approved without a deposit, beta qualifies at once; taken off the list, it may no longer bid.
    expect(await ok(owner.token, '/csSignUp/approve', { id: betaSignUp.id })).toMatchObject({ status: 'qualified' });
    await movePhase(t, auction.id, 'bidding');
    const betaEntry = (await ok(owner.token, '/auctionWhiteList/get', { keyword: '乙化工' })).records[0];
    await ok(owner.token, '/auctionWhiteList/remove', { id: betaEntry.id });
    expect(errorOf(await bid(beta, auction.id, '1000'))).toMatchObject({ status: 403, msg: '本场竞价仅限白名单企业出价' });
    expect((await ok(beta.token, '/auctionTrust/board', { id: auction.id })).cannotBidReason).toBe('本场竞价仅限白名单企业出价');
    await ok(owner.token, '/auctionWhiteList/add', { companyId: beta.company.id, remark: null });

    // The operator cancels an auction before its bidding (not after), with the reason everyone reads.
    const later = await publishAuction(t, owner, operator, { title: '平台取消' });
    expect(errorOf(await call(alpha.token, '/auctionTrust/audit/cancel', { id: later.id, reason: '违规' }))).toMatchObject({
      status: 403,
    });
    expect(await ok(operator, '/auctionTrust/audit/cancel', { id: later.id, reason: '标的信息不实' })).toMatchObject({
      status: 'cancelled',
      cancelReason: '标的信息不实',
    });
    expect(errorOf(await call(operator, '/auctionTrust/audit/cancel', { id: auction.id, reason: '违规' }))).toMatchObject({
      status: 409,
    });
  });

  it('takes falling prices in a reverse auction, from its ceiling down', async () => {
    const auction = await publishAuction(t, owner, operator, {
      title: '竞买',
      direction: 'buy',
      deposit: { type: 'none', value: null },
      lines: [{ ...auctionBody().lines[0], reservePrice: '950' }],
    });
    await movePhase(t, auction.id, 'signup');
    await qualify(t, owner, alpha, operator, auction.id);
    await qualify(t, owner, beta, operator, auction.id);
    await movePhase(t, auction.id, 'bidding');
    expect(errorOf(await bid(alpha, auction.id, '1005'))).toMatchObject({ status: 400, msg: '出价不能高于起拍价' });
    expect((await bid(alpha, auction.id, '990')).statusCode).toBe(200);
    expect(errorOf(await bid(beta, auction.id, '990'))).toMatchObject({ msg: '出价须比当前最优价至少改善一个最小幅度' });
    expect((await bid(beta, auction.id, '940')).statusCode).toBe(200);
    expect((await ok(alpha.token, '/auctionTrust/board', { id: auction.id })).lines[0]).toMatchObject({
      best: '940.00',
      myRank: 2,
      nextMin: '935.00',
      nextMax: '890.00',
    });
    await movePhase(t, auction.id, 'closing');
    await close();
    const awarded = await ok(alpha.token, '/auctionTrust/info', { id: auction.id });
    expect(awarded.award.lines[0].winners.map((w: { companyId: number }) => w.companyId)).toEqual([beta.company.id]);
  });
});

describe('the award’s contract', () => {
  it('is drawn up by the owner and signed by both with codes and seals; signed, the winner’s deposit goes back', async () => {
    const auction = await publishAuction(t, owner, operator, { title: '成交合同' });
    await movePhase(t, auction.id, 'signup');
    const signUp = await qualify(t, owner, alpha, operator, auction.id);
    await movePhase(t, auction.id, 'bidding');
    expect((await bid(alpha, auction.id, '1100')).statusCode).toBe(200);
    await movePhase(t, auction.id, 'closing');
    await close();

    const [deal] = await ok(owner.token, '/auctionTrust/deal/list', { auctionId: auction.id });
    expect(deal).toMatchObject({
      winnerCompanyName: '甲化工贸易有限公司',
      status: 'awaiting',
      amount: '66000.00',
      lines: [{ productName: '硫磺', quantity: '60.0000', price: '1100.00', amount: '66000.00' }],
      side: 'owner',
      actions: ['generate'],
      contract: null,
    });
    expect(deal.dealNo).toBe(`${auction.auctionNo}-1`);
    expect(await ok(alpha.token, '/auctionTrust/deal/list', { auctionId: auction.id })).toMatchObject([
      { side: 'winner', actions: [] },
    ]);
    expect(await ok(beta.token, '/auctionTrust/deal/list', { auctionId: auction.id })).toEqual([]);
    // The winner does not draw it up; a stranger is not told it exists.
    expect(errorOf(await call(alpha.token, '/auctionTrust/deal/contract/generate', { id: deal.id }))).toMatchObject({
      status: 403,
    });
    expect(errorOf(await call(beta.token, '/auctionTrust/deal/contract/generate', { id: deal.id }))).toMatchObject({
      status: 404,
    });

    await approveSeal(t, owner.company, 'seller', owner.user.id);
    await approveSeal(t, alpha.company, 'buyer', alpha.user.id);
    const drawn = await ok(owner.token, '/auctionTrust/deal/contract/generate', { id: deal.id });
    expect(drawn).toMatchObject({
      status: 'signing',
      contract: { version: 1, signedBy: [], complete: false },
      actions: ['sign', 'download'],
    });
    expect(errorOf(await call(owner.token, '/auctionTrust/deal/contract/generate', { id: deal.id }))).toMatchObject({
      status: 409,
    });
    for (const who of [owner, alpha]) {
      await ok(who.token, '/auctionTrust/deal/contract/send/sms/sign/code', { id: deal.id });
      const code = await lastSmsCode(t, who.user.mobile);
      await ok(who.token, '/auctionTrust/deal/contract/sign', { id: deal.id, code });
    }
    await tell();
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, alpha.user.id));
    expect(told.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['notify.auctionDeal.generated', 'notify.auctionDeal.signed']),
    );
    const [signed] = await ok(alpha.token, '/auctionTrust/deal/list', { auctionId: auction.id });
    expect(signed).toMatchObject({
      status: 'signed',
      contract: { signedBy: ['owner', 'winner'], complete: true },
      actions: ['download'],
    });
    const pdf = await call(alpha.token, '/auctionTrust/deal/contract/download', { id: deal.id });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(errorOf(await call(beta.token, '/auctionTrust/deal/contract/download', { id: deal.id }))).toMatchObject({
      status: 404,
    });
    const mine = await ok(alpha.token, '/csSignUp/my/pageList', {});
    expect(mine.records.find((s: { id: number }) => s.id === signUp.id)).toMatchObject({
      deposit: 'released',
      depositNote: '成交合同已签署，保证金退还',
    });
  });

  it('is in default when not signed in time: the deal ends and the winner’s deposit is forfeited', async () => {
    const auction = await publishAuction(t, owner, operator, { title: '违约' });
    await movePhase(t, auction.id, 'signup');
    const signUp = await qualify(t, owner, beta, operator, auction.id);
    await movePhase(t, auction.id, 'bidding');
    expect((await bid(beta, auction.id, '1200')).statusCode).toBe(200);
    await movePhase(t, auction.id, 'closing');
    await close();
    const [deal] = await ok(owner.token, '/auctionTrust/deal/list', { auctionId: auction.id });
    await t.ctx.db
      .update(auctionDeals)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(auctionDeals.id, deal.id));
    expect(await AUCTION_JOB_HANDLERS[DEFAULT_DEALS_JOB](t.ctx, {} as never)).toMatchObject({ defaulted: 1 });
    expect(await ok(owner.token, '/auctionTrust/deal/list', { auctionId: auction.id })).toMatchObject([
      { status: 'defaulted', statusLabel: '已违约', actions: [] },
    ]);
    expect(errorOf(await call(owner.token, '/auctionTrust/deal/contract/generate', { id: deal.id }))).toMatchObject({
      status: 409,
    });
    const mine = await ok(beta.token, '/csSignUp/my/pageList', {});
    expect(mine.records.find((s: { id: number }) => s.id === signUp.id)).toMatchObject({
      deposit: 'forfeited',
      depositLabel: '已罚没',
      depositNote: '未按期签署成交合同，保证金不予退还',
    });
  });
});
