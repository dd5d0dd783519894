import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { nodeOperationsOf, verifyNodeOperations } from '../../platform/flow/node-log.ts';
import { runDueJobs } from '../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../platform/notify/deliver.ts';
import { notifications } from '../../platform/notify/tables.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { orderItems } from '../order/tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct, orderRow } from '../order/test-kit.ts';
import { products } from '../product/tables.ts';
import { createCategory, grantLicence } from '../product/test-kit.ts';
import { EXPIRE_QUOTES_JOB } from './expire-quotes.ts';
import { QUOTE_JOB_HANDLERS } from './jobs.ts';
import { quotes } from './tables.ts';

let t: TestApp;
let buyer: Buyer;
let stranger: Buyer;
let supplier: Awaited<ReturnType<typeof createSellerWithProduct>>;

const HOUR = 3600 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const call = (token: string | undefined, path: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/api/cs/quote/${path}`, ...(token ? { token } : {}), payload });
const ok = async (token: string, path: string, payload: Record<string, unknown> = {}) => {
  const res = await call(token, path, payload);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
  return res.json().data;
};

const terms = (overrides: Record<string, unknown> = {}) => ({
  buyerCompanyId: buyer.company.id,
  productId: supplier.product.id,
  quantity: '20',
  minQty: '5',
  unitPrice: '2300.00',
  deliveryMode: 'sellerDelivery',
  deliveryPlace: '上海化学工业区',
  deliveryFrom: '2026-12-05',
  deliveryTo: '2026-12-20',
  paymentTerms: 'prepay',
  validUntil: inHours(48),
  remark: '含税含运',
  ...overrides,
});

/** A quote drafted and offered to the buyer: its view as the supplier reads it. */
const offered = async (overrides: Record<string, unknown> = {}) => {
  const draft = await ok(supplier.token, 'save', terms(overrides));
  return ok(supplier.token, 'submit/quotation', { id: draft.id });
};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  stranger = await createBuyer(t);
  supplier = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
}, 60_000);
afterAll(async () => t?.close());

describe('a quote drafted, offered, revised and selected', () => {
  it('keeps a draft its supplier’s alone, freezes each version, and becomes an order at the quoted price', async () => {
    const draft = await ok(supplier.token, 'save', terms());
    expect(draft).toMatchObject({ status: 'draft', version: 0, audience: 'company', actions: ['submit', 'discard'] });
    expect(draft.quoteNo).toMatch(/^BJ\d{14}$/);
    expect(draft.terms).toMatchObject({ name: '甲醇', quantity: '20', minQty: '5', unitPrice: '2300.00', amount: '46000.00' });
    // A draft binds nobody: the buyer neither reads nor lists it.
    expect(errorOf(await call(buyer.token, 'info', { id: draft.id }))).toMatchObject({ status: 404 });
    expect((await ok(buyer.token, 'pageList', { box: 'received', tab: 'all' })).total).toBe(0);

    const v1 = await ok(supplier.token, 'submit/quotation', { id: draft.id });
    expect(v1).toMatchObject({ status: 'offered', version: 1, actions: ['withdraw'] });
    const asBuyer = await ok(buyer.token, 'info', { id: draft.id });
    expect(asBuyer).toMatchObject({ sides: ['buyer'], actions: ['select', 'decline'], expired: false, pending: null });
    expect(Date.parse(asBuyer.serverNow)).toBeLessThanOrEqual(Date.now());

    // A revision saved waits beside version 1: the buyer still reads version 1.
    const saved = await ok(supplier.token, 'save', { id: draft.id, ...terms({ unitPrice: '2250.00', quantity: '30' }) });
    expect(saved).toMatchObject({
      version: 1,
      terms: { unitPrice: '2300.00' },
      pending: { unitPrice: '2250.00', quantity: '30' },
    });
    expect(saved.actions).toEqual(['revise', 'withdraw']);
    expect(await ok(buyer.token, 'info', { id: draft.id })).toMatchObject({ terms: { unitPrice: '2300.00' }, pending: null });

    const v2 = await ok(supplier.token, 'submit/quotation', { id: draft.id });
    expect(v2).toMatchObject({ version: 2, terms: { unitPrice: '2250.00', quantity: '30' }, pending: null });
    const history = await ok(buyer.token, 'select/history', { id: draft.id });
    expect(history.map((v: { version: number; superseded: boolean }) => [v.version, v.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(history[0].digest).toMatch(/^[0-9a-f]{64}$/);
    expect(history[0].digest).not.toBe(history[1].digest);
    expect(history[1].terms.unitPrice).toBe('2300.00');
    expect(history[0].submittedByName).toBe('卖家');

    // The version read is no longer the latest: the buyer reads again before selecting.
    expect(errorOf(await call(buyer.token, 'selectQuote', { id: draft.id, version: 1, quantity: '10' }))).toMatchObject({
      status: 409,
      msg: '报价已更新为第 2 版，请查看最新报价后再选定',
    });
    expect(errorOf(await call(buyer.token, 'selectQuote', { id: draft.id, version: 2, quantity: '4' }))).toMatchObject({
      status: 400,
      field: 'quantity',
    });
    expect(errorOf(await call(buyer.token, 'selectQuote', { id: draft.id, version: 2, quantity: '30.5' }))).toMatchObject({
      status: 400,
      field: 'quantity',
    });

    // A form post, as SPEC §7 names it.
    const selected = await t.call({
      method: 'POST',
      url: '/api/cs/quote/selectQuote',
      token: buyer.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${draft.id}&version=2&quantity=12.5&addressId=${buyer.address.id}&remark=${encodeURIComponent('请周一送到')}`,
    });
    expect(selected.statusCode).toBe(200);
    const answer = selected.json().data;
    expect(answer.quote).toMatchObject({ status: 'selected', selectedQuantity: '12.5000', orderNo: answer.orderNo, actions: [] });
    const order = await orderRow(t, answer.orderId);
    expect(order).toMatchObject({ buyerCompanyId: buyer.company.id, sellerCompanyId: supplier.company.id });
    expect(order?.remark).toContain(v2.quoteNo);
    expect(order?.remark).toContain('请周一送到');
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, answer.orderId));
    expect(line).toMatchObject({ price: '2250.00', quantity: '12.5000', amount: '28125.00' });
    const [product] = await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, supplier.product.id));
    expect(product?.stock).toBe('87.5000');

    expect(errorOf(await call(buyer.token, 'selectQuote', { id: draft.id, version: 2, quantity: '10' }))).toMatchObject({
      status: 409,
    });
    const steps = await nodeOperationsOf(t.ctx.db, 'quote', draft.id);
    expect(steps.map((s) => s.action)).toEqual(['save', 'submit', 'revise', 'select']);
    expect((await verifyNodeOperations(t.ctx.db, 'quote', draft.id)).intact).toBe(true);

    // Each step told the other side, once per person: the offer and the revision the buyer, the selection the supplier.
    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const told = await t.ctx.db
      .select({ userId: notifications.userId, kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.link, `/quotationDetail?id=${draft.id}`));
    expect(told.map((n) => [n.userId, n.kind]).sort()).toEqual(
      [
        [buyer.user.id, 'notify.quote.submit'],
        [buyer.user.id, 'notify.quote.revise'],
        [supplier.user.id, 'notify.quote.select'],
      ].sort(),
    );

    const last = await ok(supplier.token, 'select/last', { buyerCompanyId: buyer.company.id, productId: supplier.product.id });
    expect(last).toMatchObject({ unitPrice: '2250.00', quantity: '30' });
    expect(
      await ok(supplier.token, 'select/last', { buyerCompanyId: stranger.company.id, productId: supplier.product.id }),
    ).toBeNull();
  });

  it('lists each box by tab with its counts, and finds by number, product or company', async () => {
    const quote = await offered();
    const sent = await ok(supplier.token, 'pageList', { box: 'sent', tab: 'open', keyword: quote.quoteNo });
    expect(sent.records.map((q: { id: number }) => q.id)).toEqual([quote.id]);
    const byCompany = await ok(buyer.token, 'pageList', { box: 'received', tab: 'open', keyword: supplier.company.name });
    expect(byCompany.records.map((q: { id: number }) => q.id)).toContain(quote.id);
    const counts = await ok(buyer.token, 'tab/counts', { box: 'received' });
    expect(counts.open).toBeGreaterThanOrEqual(1);
    expect(counts.selected).toBeGreaterThanOrEqual(1);
    expect(counts.all).toBe(counts.open + counts.selected + counts.ended);
    expect(errorOf(await call(buyer.token, 'pageList', { box: 'sent', size: 7 }))).toMatchObject({ status: 400 });
  });

  it('is declined with a reason, withdrawn, or discarded as a draft, each once', async () => {
    const declined = await offered();
    expect(errorOf(await call(buyer.token, 'decline', { id: declined.id, reason: ' ' }))).toMatchObject({
      status: 400,
      field: 'reason',
    });
    expect(await ok(buyer.token, 'decline', { id: declined.id, reason: '价格偏高' })).toMatchObject({ status: 'declined' });
    expect(await ok(supplier.token, 'info', { id: declined.id })).toMatchObject({ endReason: '价格偏高', actions: [] });
    expect(errorOf(await call(supplier.token, 'withdraw', { id: declined.id }))).toMatchObject({
      status: 409,
      msg: '报价单当前状态为「已拒绝」，不能执行此操作',
    });

    const withdrawn = await offered();
    expect(await ok(supplier.token, 'withdraw', { id: withdrawn.id, reason: '库存调整' })).toMatchObject({ status: 'withdrawn' });
    expect(errorOf(await call(buyer.token, 'selectQuote', { id: withdrawn.id, version: 1, quantity: '5' }))).toMatchObject({
      status: 409,
    });

    const draft = await ok(supplier.token, 'save', terms());
    expect(errorOf(await call(supplier.token, 'withdraw', { id: draft.id }))).toMatchObject({ status: 409 });
    expect(await ok(supplier.token, 'discard', { id: draft.id })).toMatchObject({ status: 'discarded' });
    expect(errorOf(await call(supplier.token, 'info', { id: draft.id }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(supplier.token, 'submit/quotation', { id: draft.id }))).toMatchObject({ status: 404 });
  });
});

describe('validity', () => {
  it('cannot be selected past its moment, is swept expired, and revives only with a later validity', async () => {
    const quote = await offered();
    await t.ctx.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote.id));
    // Nobody may select it now; its buyer may still decline it.
    expect(await ok(buyer.token, 'info', { id: quote.id })).toMatchObject({
      status: 'offered',
      expired: true,
      actions: ['decline'],
    });
    expect(errorOf(await call(buyer.token, 'selectQuote', { id: quote.id, version: 1, quantity: '5' }))).toMatchObject({
      status: 409,
      msg: '报价已过有效期，不能再选定',
    });

    expect(await QUOTE_JOB_HANDLERS[EXPIRE_QUOTES_JOB](t.ctx, {} as never)).toMatchObject({ expired: 1 });
    expect(await nodeOperationsOf(t.ctx.db, 'quote', quote.id)).toContainEqual(
      expect.objectContaining({ action: 'expire', actorRole: 'system', toState: 'expired' }),
    );
    expect(await ok(supplier.token, 'info', { id: quote.id })).toMatchObject({ status: 'expired', actions: [] });
    expect(errorOf(await call(supplier.token, 'submit/quotation', { id: quote.id }))).toMatchObject({
      status: 409,
      msg: '没有待提交的修订：请先修改并保存报价',
    });
    expect(errorOf(await call(supplier.token, 'save', { id: quote.id, ...terms({ validUntil: inHours(-1) }) }))).toMatchObject({
      status: 400,
      field: 'validUntil',
    });
    await ok(supplier.token, 'save', { id: quote.id, ...terms({ validUntil: inHours(24) }) });
    expect(await ok(supplier.token, 'submit/quotation', { id: quote.id })).toMatchObject({
      status: 'offered',
      version: 2,
      expired: false,
    });
    expect(await ok(buyer.token, 'info', { id: quote.id })).toMatchObject({ actions: ['select', 'decline'] });
  });

  it('refuses a validity past now or beyond 30 days', async () => {
    expect(errorOf(await call(supplier.token, 'save', terms({ validUntil: inHours(-0.01) })))).toMatchObject({
      status: 400,
      field: 'validUntil',
    });
    expect(errorOf(await call(supplier.token, 'save', terms({ validUntil: inHours(31 * 24) })))).toMatchObject({
      status: 400,
      field: 'validUntil',
      msg: '报价有效期最长 30 天',
    });
    expect(errorOf(await call(supplier.token, 'save', terms({ validUntil: '2026-12-03 18:00' })))).toMatchObject({
      status: 400,
      field: 'validUntil',
    });
  });
});

describe('who may quote, read and select', () => {
  it('answers 401 without a login and 404 to a company that is no side of it', async () => {
    const quote = await offered();
    expect(errorOf(await call(undefined, 'info', { id: quote.id }))).toMatchObject({ status: 401 });
    for (const [path, payload] of [
      ['info', { id: quote.id }],
      ['select/history', { id: quote.id }],
      ['selectQuote', { id: quote.id, version: 1, quantity: '5' }],
      ['decline', { id: quote.id, reason: '不需要' }],
    ] as const)
      expect(errorOf(await call(stranger.token, path, payload))).toMatchObject({ status: 404 });
    for (const [path, payload] of [
      ['withdraw', { id: quote.id }],
      ['submit/quotation', { id: quote.id }],
      ['save', { id: quote.id, ...terms() }],
    ] as const)
      expect(errorOf(await call(buyer.token, path, payload))).toMatchObject({ status: 404 });
    // Its supplier cannot select its own quote.
    expect(errorOf(await call(supplier.token, 'selectQuote', { id: quote.id, version: 1, quantity: '5' }))).toMatchObject({
      status: 403,
    });
  });

  it('answers 403 to a sub-account without the permission', async () => {
    const quote = await offered();
    const clerk = await createSubAccount(t, supplier.company.id, ['shop.order']);
    const clerkToken = await tokenFor(t, clerk.id);
    expect(errorOf(await call(clerkToken, 'save', terms()))).toMatchObject({ status: 403 });
    expect(errorOf(await call(clerkToken, 'withdraw', { id: quote.id }))).toMatchObject({ status: 403 });
    const viewer = await createSubAccount(t, buyer.company.id, ['contract.view']);
    const viewerToken = await tokenFor(t, viewer.id);
    expect(errorOf(await call(viewerToken, 'selectQuote', { id: quote.id, version: 1, quantity: '5' }))).toMatchObject({
      status: 403,
    });
    expect(errorOf(await call(viewerToken, 'decline', { id: quote.id, reason: '不需要' }))).toMatchObject({ status: 403 });
    expect(await ok(viewerToken, 'is/authority', { quoteId: quote.id })).toMatchObject({ allowed: true, canSelect: false });
    const quoter = await createSubAccount(t, supplier.company.id, ['quote.manage']);
    expect(await ok(await tokenFor(t, quoter.id), 'save', terms())).toMatchObject({ status: 'draft' });
  });

  it('refuses bad terms, another company’s product, an uncertified or own buyer', async () => {
    for (const [overrides, field] of [
      [{ minQty: '25' }, 'minQty'],
      [{ quantity: '0' }, 'quantity'],
      [{ unitPrice: '12.345' }, 'unitPrice'],
      [{ deliveryTo: '2026-12-01' }, 'deliveryTo'],
      [{ paymentTerms: 'credit' }, 'creditDays'],
      [{ paymentTerms: 'prepay', creditDays: 30 }, 'creditDays'],
      [{ deliveryMode: 'drone' }, 'deliveryMode'],
      [{ buyerCompanyId: supplier.company.id }, 'buyerCompanyId'],
    ] as const)
      expect(errorOf(await call(supplier.token, 'save', terms(overrides))), JSON.stringify(overrides)).toMatchObject({
        status: 400,
        field,
      });
    expect(await ok(supplier.token, 'save', terms({ paymentTerms: 'credit', creditDays: 30 }))).toMatchObject({
      terms: { paymentTerms: 'credit', creditDays: 30, paymentTermsLabel: '账期付款' },
    });

    const pending = await createUser(t);
    const uncertified = await createCompany(t, pending.id, { auditStatus: 0 });
    expect(errorOf(await call(supplier.token, 'save', terms({ buyerCompanyId: uncertified.id })))).toMatchObject({
      status: 400,
      field: 'buyerCompanyId',
      msg: '报价对象须为审核通过的企业',
    });
    const other = await createSellerWithProduct(t);
    expect(errorOf(await call(supplier.token, 'save', terms({ productId: other.product.id })))).toMatchObject({
      status: 404,
      msg: '只能为本企业店铺的产品报价',
    });
    expect(await ok(supplier.token, 'is/authority', { productId: other.product.id })).toMatchObject({
      allowed: false,
      reason: '只能为本企业店铺的产品报价',
    });
    expect(await ok(supplier.token, 'is/authority', { productId: supplier.product.id })).toMatchObject({ allowed: true });
    // The form's product picker offers the company's own products on sale, and no other's.
    const own = await ok(supplier.token, 'products', { keyword: '甲醇' });
    expect(own.map((p: { id: number }) => p.id)).toContain(supplier.product.id);
    expect(own.map((p: { id: number }) => p.id)).not.toContain(other.product.id);
    expect(own[0]).toMatchObject({ price: '2500.00', unit: expect.any(String) });
    expect(errorOf(await call(supplier.token, 'is/authority', {}))).toMatchObject({ status: 400 });

    const draft = await ok(supplier.token, 'save', terms());
    await ok(supplier.token, 'submit/quotation', { id: draft.id });
    expect(
      errorOf(await call(supplier.token, 'save', { id: draft.id, ...terms({ buyerCompanyId: stranger.company.id }) })),
    ).toMatchObject({
      status: 400,
      field: 'buyerCompanyId',
    });
  });

  it('quotes a dangerous good only under the supplier’s licence, and sells it only to a licensed buyer', async () => {
    const category = await createCategory(t, { name: '危化报价' });
    const dangerous = await putProduct(t, supplier, category.id, { name: '甲苯', isDangerous: true, stock: '50' });
    const dangerousTerms = terms({ productId: dangerous.id });
    expect(errorOf(await call(supplier.token, 'save', dangerousTerms))).toMatchObject({ status: 403 });
    await grantLicence(t, supplier.company.id);
    const quote = await offered({ productId: dangerous.id });
    expect(await ok(buyer.token, 'is/authority', { quoteId: quote.id })).toMatchObject({ allowed: true, canSelect: false });
    expect(errorOf(await call(buyer.token, 'selectQuote', { id: quote.id, version: 1, quantity: '5' }))).toMatchObject({
      status: 403,
      msg: '「甲苯」为危险化学品，贵企业须持有有效的危险化学品经营许可证才能选定',
    });
    await grantLicence(t, buyer.company.id);
    expect(await ok(buyer.token, 'is/authority', { quoteId: quote.id })).toMatchObject({ canSelect: true, reason: null });
    const selected = await ok(buyer.token, 'selectQuote', {
      id: quote.id,
      version: 1,
      quantity: '5',
      addressId: buyer.address.id,
    });
    expect(selected.quote.status).toBe('selected');
  });

  it('lets any certified company select a public quote, but only its addressee decline one', async () => {
    const quote = await offered({ buyerCompanyId: null });
    const asStranger = await ok(stranger.token, 'info', { id: quote.id });
    expect(asStranger).toMatchObject({ audience: 'public', sides: ['viewer'], actions: ['select'] });
    expect(errorOf(await call(stranger.token, 'decline', { id: quote.id, reason: '不需要' }))).toMatchObject({ status: 403 });
    const [first, second] = await Promise.all([
      call(stranger.token, 'selectQuote', { id: quote.id, version: 1, quantity: '5', addressId: stranger.address.id }),
      call(buyer.token, 'selectQuote', { id: quote.id, version: 1, quantity: '5', addressId: buyer.address.id }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.ctx.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.status).toBe('selected');
  });
});

describe('sharing', () => {
  it('lets a company in through the link once its supplier answers, and one let in directly at once', async () => {
    const quote = await offered();
    // Not open to the stranger: neither its page nor its box shows it.
    expect(errorOf(await call(stranger.token, 'info', { id: quote.id }))).toMatchObject({ status: 404 });
    const sharing = await ok(supplier.token, 'share', { id: quote.id });
    expect(sharing).toMatchObject({ token: expect.stringMatching(/^[\w-]{16,64}$/), access: [] });
    // The same link each time.
    expect((await ok(supplier.token, 'share/list', { id: quote.id })).token).toBe(sharing.token);

    expect(await ok(stranger.token, 'share/info', { token: sharing.token })).toMatchObject({
      quoteNo: quote.quoteNo,
      access: 'none',
    });
    expect(await ok(buyer.token, 'share/info', { token: sharing.token })).toMatchObject({ access: 'side' });
    expect(await ok(stranger.token, 'share/apply', { token: sharing.token })).toMatchObject({ access: 'applied' });
    expect(errorOf(await call(stranger.token, 'share/apply', { token: sharing.token }))).toMatchObject({ status: 409 });
    expect(errorOf(await call(stranger.token, 'info', { id: quote.id }))).toMatchObject({ status: 404 });

    const asked = (await ok(supplier.token, 'share/list', { id: quote.id })).access;
    expect(asked).toEqual([expect.objectContaining({ companyId: stranger.company.id, status: 'applied', via: 'link' })]);
    // Only its supplier answers; each request once.
    expect(errorOf(await call(buyer.token, 'share/answer', { id: asked[0].id, approve: true }))).toMatchObject({
      status: 404,
    });
    expect(await ok(supplier.token, 'share/answer', { id: asked[0].id, approve: true })).toMatchObject({
      status: 'approved',
    });
    expect(errorOf(await call(supplier.token, 'share/answer', { id: asked[0].id, approve: false }))).toMatchObject({
      status: 409,
    });

    // Let in: it reads the quote, finds it among those it received, selects it; declining is the addressee's.
    expect(await ok(stranger.token, 'info', { id: quote.id })).toMatchObject({ sides: ['viewer'], actions: ['select'] });
    const received = await ok(stranger.token, 'pageList', { box: 'received', tab: 'open' });
    expect(received.records.map((q: { id: number }) => q.id)).toContain(quote.id);
    expect((await ok(stranger.token, 'select/history', { id: quote.id })).length).toBe(1);
    const selected = await ok(stranger.token, 'selectQuote', {
      id: quote.id,
      version: 1,
      quantity: '5',
      addressId: stranger.address.id,
    });
    expect(selected.quote).toMatchObject({ status: 'selected', selectedByCompanyName: expect.any(String) });

    // Let in directly: a certified company, never the supplier itself nor the quote's buyer.
    const other = await offered();
    expect(errorOf(await call(supplier.token, 'share', { id: other.id, companyId: supplier.company.id }))).toMatchObject({
      status: 400,
      field: 'companyId',
    });
    expect(errorOf(await call(supplier.token, 'share', { id: other.id, companyId: buyer.company.id }))).toMatchObject({
      status: 400,
      field: 'companyId',
    });
    const granted = await ok(supplier.token, 'share', { id: other.id, companyId: stranger.company.id });
    expect(granted.access).toEqual([
      expect.objectContaining({ companyId: stranger.company.id, status: 'approved', via: 'grant' }),
    ]);
    expect(await ok(stranger.token, 'info', { id: other.id })).toMatchObject({ sides: ['viewer'] });

    // A draft is nobody's to share; another company's quote is not found; a bad link says so.
    const draft = await ok(supplier.token, 'save', terms());
    expect(errorOf(await call(supplier.token, 'share', { id: draft.id }))).toMatchObject({ status: 409 });
    expect(errorOf(await call(buyer.token, 'share', { id: other.id }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(stranger.token, 'share/info', { token: 'x'.repeat(24) }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(stranger.token, 'share/info', { token: 'bad token' }))).toMatchObject({ status: 400 });

    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const told = await t.ctx.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(inArray(notifications.kind, ['notify.quote.shareApply', 'notify.quote.shareApprove', 'notify.quote.shareGrant']));
    // The supplier's members who quote (its sub-account with quote.manage too), and the company let in.
    expect(told.map((n) => [n.userId, n.kind])).toEqual(
      expect.arrayContaining([
        [supplier.user.id, 'notify.quote.shareApply'],
        [stranger.user.id, 'notify.quote.shareApprove'],
        [stranger.user.id, 'notify.quote.shareGrant'],
      ]),
    );
    expect(told.filter((n) => n.userId === buyer.user.id)).toEqual([]);
  });
});
