import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  lastSmsCode,
  otherCode,
  type TestApp,
  tokenFor,
} from '../../../../../test/harness.ts';
import { sha256Hex } from '../../../../platform/pdf/index.ts';
import { smsOutbox } from '../../../../platform/sms/tables.ts';
import { companies } from '../../../company/tables.ts';
import { contractEvidence } from '../../../contract/evidence/tables.ts';
import { verifyEvidenceChain } from '../../../contract/evidence/verify-chain.ts';
import { contractLinks } from '../../../contract/index.ts';
import { approveSeal } from '../../../contract/test-kit.ts';
import { type Buyer, createBuyer, createSellerWithProduct, orderRow, placeDirect, type Seller } from '../../test-kit.ts';
import { aboutOrder, orderSubject } from '../order-subject.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };
/** The buyer's sub-accounts: one may sign contracts, one may only read them. */
let signer: { id: number; mobile: string; token: string };
let reader: { token: string };
/** A user of another certified company. */
let outsider: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
  const signerUser = await createSubAccount(t, buyer.company.id, ['contract.sign']);
  signer = { id: signerUser.id, mobile: signerUser.mobile, token: await tokenFor(t, signerUser.id) };
  reader = { token: await tokenFor(t, (await createSubAccount(t, buyer.company.id, ['contract.view'])).id) };
  const other = await createUser(t);
  await createCompany(t, other.id);
  outsider = { token: await tokenFor(t, other.id) };
}, 60_000);
afterAll(async () => t?.close());

const call = (token: string | undefined, path: string, payload: Record<string, unknown>, extra: { ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: `/api/order/${path}`,
    ...(token ? { token } : {}),
    payload,
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
  });

/** An order whose contract the seller generated and signed: it waits for the buyer. */
async function sellerSigned() {
  const order = await placeDirect(t, buyer, seller.product.id, '2');
  expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
  expect((await call(seller.token, 'send/sms/sign/code', { id: order.id })).statusCode).toBe(200);
  const signed = await call(seller.token, 'sign/contract', { id: order.id, code: await lastSmsCode(t, seller.user.mobile) });
  expect(signed.statusCode, signed.body).toBe(200);
  return { ...order, status: signed.json().data.orderStatus as number };
}

async function signLink(orderId: number, extra: Record<string, unknown> = {}) {
  const res = await call(seller.token, 'contract/sign/link', { id: orderId, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; path: string; url: string; party: string; smsSentTo: string | null };
}

const eventsOf = async (orderId: number) =>
  t.ctx.db.select().from(contractEvidence).where(aboutOrder(contractEvidence, orderId)).orderBy(contractEvidence.seq);

describe('signing by link (/signincontract)', () => {
  it('lets the buyer’s authorised signer read and sign from the seller’s link; the order completes as with the normal call', async () => {
    const order = await sellerSigned();
    const link = await signLink(order.id);
    expect(link.party).toBe('buyer');
    expect(link.path).toBe(`/signincontract?token=${encodeURIComponent(link.token)}`);
    expect(link.url).toMatch(/^http:\/\/.+\/signincontract\?token=/);
    expect(link.smsSentTo).toBeNull();
    // Only the token's hash is stored.
    const [stored] = await t.ctx.db.select().from(contractLinks).where(aboutOrder(contractLinks, order.id));
    expect(stored?.tokenHash).not.toContain(link.token);

    const info = await call(signer.token, 'contract/sign/link/info', { token: link.token });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({
      party: 'buyer',
      companyName: buyer.company.name,
      senderCompanyName: seller.company.name,
      canSign: true,
      contract: { orderId: order.id, party: 'buyer', status: 'partlySigned' },
    });
    const pdf = await call(signer.token, 'contract/sign/link/download', { token: link.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(sha256Hex(pdf.rawPayload)).toBe(info.json().data.contract.sha256);

    const sent = await call(signer.token, 'contract/sign/link/code', { token: link.token });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(t, signer.mobile);
    const wrong = await call(signer.token, 'contract/sign/link/sign', { token: link.token, code: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    const signed = await call(signer.token, 'contract/sign/link/sign', { token: link.token, code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().msg).toBe('合同签署成功');
    expect(signed.json().data).toMatchObject({ status: 'signed', orderStatus: 40, party: 'buyer' });
    expect((await orderRow(t, order.id)).status).toBe(40);

    const events = await eventsOf(order.id);
    const shared = events.find((e) => e.event === 'shared');
    expect(shared?.detail).toMatchObject({ link: 'sign', invited: 'buyer' });
    expect(events.some((e) => e.event === 'viewed' && e.actorUserId === signer.id)).toBe(true);
    expect(events.some((e) => e.event === 'codeSent' && e.actorUserId === signer.id)).toBe(true);
    expect(events.find((e) => e.event === 'signed' && e.actorUserId === signer.id)?.detail).toMatchObject({ party: 'buyer' });
    expect((await verifyEvidenceChain(t.ctx.db, orderSubject(order.id))).intact).toBe(true);

    // The link is used up.
    const again = await call(signer.token, 'contract/sign/link/info', { token: link.token });
    expect(errorOf(again)).toMatchObject({ status: 410, msg: '该签署链接已使用' });
  });

  it('refuses who is not the invited company’s authorised signer: no login 401, another company 404, no contract.sign 403', async () => {
    const order = await sellerSigned();
    const { token } = await signLink(order.id);
    expect((await call(undefined, 'contract/sign/link/info', { token })).statusCode).toBe(401);
    for (const path of ['info', 'code', 'download']) {
      const foreign = await call(outsider.token, `contract/sign/link/${path}`, { token });
      expect(errorOf(foreign), path).toMatchObject({ status: 404, msg: '订单不存在' });
      const denied = await call(reader.token, `contract/sign/link/${path}`, { token });
      expect(errorOf(denied), path).toMatchObject({ status: 403, msg: '您没有此操作的权限，请联系企业主账号授权' });
    }
    const forged = await call(outsider.token, 'contract/sign/link/sign', { token, code: '123456' });
    expect(forged.statusCode).toBe(404);
    // The inviting side cannot use the link meant for the other side either.
    expect((await call(seller.token, 'contract/sign/link/info', { token })).statusCode).toBe(404);
    // Nobody signed: the order still waits for the buyer.
    expect((await orderRow(t, order.id)).status).toBe(order.status);
    expect((await call(signer.token, 'contract/sign/link/info', { token })).statusCode).toBe(200);
  });

  it('refuses expired, replaced, voided and made-up links, and links to a side that cannot sign now', async () => {
    const order = await sellerSigned();
    const first = await signLink(order.id);
    const second = await signLink(order.id);
    expect(errorOf(await call(signer.token, 'contract/sign/link/info', { token: first.token }))).toMatchObject({
      status: 404,
      msg: '链接不存在或已失效',
    });
    await t.ctx.db
      .update(contractLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(aboutOrder(contractLinks, order.id), eq(contractLinks.kind, 'sign')));
    expect(errorOf(await call(signer.token, 'contract/sign/link/info', { token: second.token }))).toMatchObject({
      status: 410,
      msg: '链接已过期，请联系对方重新发送',
    });
    expect((await call(signer.token, 'contract/sign/link/sign', { token: second.token, code: '123456' })).statusCode).toBe(410);
    expect((await call(signer.token, 'contract/sign/link/info', { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
      404,
    );
    expect((await call(signer.token, 'contract/sign/link/info', { token: 'bad token!' })).statusCode).toBe(400);

    // A regenerated contract voids the link to the version before.
    const third = await signLink(order.id);
    const cancelled = await call(seller.token, 'cancelContract', { id: order.id, reason: '价格调整' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    expect(errorOf(await call(signer.token, 'contract/sign/link/info', { token: third.token }))).toMatchObject({
      status: 410,
      msg: '合同已重新生成或撤销，该链接已失效',
    });

    // Once the buyer has signed, the seller cannot invite the buyer again (409); no order → 404.
    const buyerSigned = await placeDirect(t, buyer, seller.product.id, '1');
    expect((await call(seller.token, 'contract/sign/link', { id: buyerSigned.id })).statusCode).toBe(404);
    expect((await call(seller.token, 'contract/generate', { id: buyerSigned.id })).statusCode).toBe(200);
    await call(buyer.token, 'send/sms/sign/code', { id: buyerSigned.id });
    await call(buyer.token, 'sign/contract', { id: buyerSigned.id, code: await lastSmsCode(t, buyer.user.mobile) });
    expect(errorOf(await call(seller.token, 'contract/sign/link', { id: buyerSigned.id }))).toMatchObject({
      status: 409,
      msg: '对方当前不能签署该合同',
    });
    // The reader (contract.view only) may not send signing links; another company's order → 404.
    expect((await call(reader.token, 'contract/sign/link', { id: order.id })).statusCode).toBe(403);
    expect((await call(outsider.token, 'contract/sign/link', { id: order.id })).statusCode).toBe(404);
    expect((await call(seller.token, 'contract/sign/link', { id: 'x' })).statusCode).toBe(400);
  });

  it('texts the absolute link to the counterparty company’s contact mobile', async () => {
    const order = await sellerSigned();
    const link = await signLink(order.id, { sms: true });
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.id, buyer.company.id));
    const [message] = await t.ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, company?.contactMobile ?? ''))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(message?.content).toContain(link.url);
    expect(message?.content).toContain(seller.company.name);
    expect(link.smsSentTo).toMatch(/\*{4}/);
  });
});

describe('sharing with an extraction code (/linkExtraction)', () => {
  it('shows the contract and its PDF for the right code only; wrong codes are throttled per link and per address', async () => {
    const order = await sellerSigned();
    const unauth = await call(undefined, 'contract/share', { id: order.id });
    expect(unauth.statusCode).toBe(401);
    expect((await call(outsider.token, 'contract/share', { id: order.id })).statusCode).toBe(404);
    const res = await call(buyer.token, 'contract/share', { id: order.id });
    expect(res.statusCode, res.body).toBe(200);
    const share = res.json().data as { token: string; code: string; path: string };
    expect(share.code).toMatch(/^\d{6}$/);
    expect(share.path).toBe(`/linkExtraction?token=${encodeURIComponent(share.token)}`);

    const view = await call(undefined, 'contract/share/view', { token: share.token, code: share.code }, { ip: '10.1.0.1' });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      orderNo: order.orderNo,
      buyerCompanyName: buyer.company.name,
      sellerCompanyName: seller.company.name,
      sharedBy: buyer.company.name,
      status: 'partlySigned',
      signatures: [{ party: 'seller', companyName: seller.company.name }],
    });
    expect(view.json().data).not.toHaveProperty('party');
    const pdf = await call(undefined, 'contract/share/download', { token: share.token, code: share.code }, { ip: '10.1.0.1' });
    expect(pdf.statusCode).toBe(200);
    expect(sha256Hex(pdf.rawPayload)).toBe(view.json().data.sha256);
    const events = await eventsOf(order.id);
    expect(events.some((e) => e.event === 'shared' && (e.detail as { link?: string }).link === 'extraction')).toBe(true);
    expect(events.some((e) => e.event === 'downloaded' && (e.detail as { via?: string }).via === 'extraction')).toBe(true);
    expect(view.json().data.currency).toBe('CNY');
    // Reloading the page from the same address is not new evidence; another address is.
    await call(undefined, 'contract/share/view', { token: share.token, code: share.code }, { ip: '10.1.0.1' });
    await call(undefined, 'contract/share/download', { token: share.token, code: share.code }, { ip: '10.1.0.1' });
    await call(undefined, 'contract/share/view', { token: share.token, code: share.code }, { ip: '10.1.0.2' });
    const viaExtraction = (await eventsOf(order.id)).filter((e) => (e.detail as { via?: string }).via === 'extraction');
    expect(viaExtraction.filter((e) => e.event === 'viewed').map((e) => e.ip)).toEqual(['10.1.0.1', '10.1.0.2']);
    expect(viaExtraction.filter((e) => e.event === 'downloaded')).toHaveLength(1);

    const badFormat = await call(undefined, 'contract/share/view', { token: share.token, code: '12' });
    expect(errorOf(badFormat)).toMatchObject({ status: 400, field: 'code' });
    expect(errorOf(badFormat).msg).toContain('提取码为 6 位数字');
    const wrongCode = otherCode(share.code);
    // Five wrong codes from five addresses: the sixth try on the link is refused, even with the right code.
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(undefined, 'contract/share/view', { token: share.token, code: wrongCode }, { ip: `10.2.0.${i}` });
      expect(errorOf(wrong)).toMatchObject({ status: 403, msg: '提取码错误' });
    }
    const wrongDownload = await call(
      undefined,
      'contract/share/download',
      { token: share.token, code: share.code },
      { ip: '10.3.0.1' },
    );
    const throttled = errorOf(wrongDownload);
    expect(throttled.status).toBe(429);
    expect(throttled.msg).toMatch(/^提取码错误次数过多，请 \d+ 秒后再试$/);
    expect(throttled.data.retryAfterSeconds).toBeGreaterThan(0);

    // Per address: one address guessing at other links is stopped after five wrong codes too.
    const other = (await call(buyer.token, 'contract/share', { id: order.id })).json().data as { token: string; code: string };
    // The buyer's new share replaced the old one.
    expect(
      (await call(undefined, 'contract/share/view', { token: share.token, code: share.code }, { ip: '10.9.9.9' })).statusCode,
    ).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      const guess = await call(
        undefined,
        'contract/share/view',
        { token: other.token, code: otherCode(other.code) },
        { ip: '10.4.0.1' },
      );
      expect(guess.statusCode).toBe(403);
    }
    const sellerShare = (await call(seller.token, 'contract/share', { id: order.id })).json().data as {
      token: string;
      code: string;
    };
    const blocked = await call(
      undefined,
      'contract/share/view',
      { token: sellerShare.token, code: sellerShare.code },
      { ip: '10.4.0.1' },
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await call(
      undefined,
      'contract/share/view',
      { token: sellerShare.token, code: sellerShare.code },
      { ip: '10.5.0.1' },
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.sharedBy).toBe(seller.company.name);
  });

  it('answers 404 for an unknown or replaced share and 410 once it expired', async () => {
    const order = await sellerSigned();
    const first = (await call(buyer.token, 'contract/share', { id: order.id })).json().data as { token: string; code: string };
    const second = (await call(buyer.token, 'contract/share', { id: order.id })).json().data as { token: string; code: string };
    expect(
      errorOf(await call(undefined, 'contract/share/view', { token: first.token, code: first.code }, { ip: '10.6.0.1' })),
    ).toMatchObject({ status: 404, msg: '链接不存在或已失效' });
    await t.ctx.db
      .update(contractLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(aboutOrder(contractLinks, order.id), eq(contractLinks.kind, 'share')));
    expect(
      errorOf(await call(undefined, 'contract/share/view', { token: second.token, code: second.code }, { ip: '10.6.0.2' })),
    ).toMatchObject({ status: 410, msg: '链接已过期，请联系对方重新发送' });
  });

  it('lists every new call in /api/docs/json', async () => {
    const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of [
      'sign/link',
      'sign/link/info',
      'sign/link/code',
      'sign/link/sign',
      'sign/link/download',
      'share',
      'share/view',
      'share/download',
    ]) {
      const full = `/order/contract/${path}`;
      expect(paths[`/api${full}`] ?? paths[full], full).toBeDefined();
    }
  });
});
