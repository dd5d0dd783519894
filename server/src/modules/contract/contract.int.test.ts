import { orderStatusLabelKey, translate } from '@hgsc/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubAccount,
  createTestApp,
  errorOf,
  lastSmsCode,
  otherCode,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { inspectPdf } from '../../../test/pdf-inspect.ts';
import { nodeOperationsOf } from '../../platform/flow/node-log.ts';
import { sha256Hex } from '../../platform/pdf/index.ts';
import { smsCodes, smsOutbox } from '../../platform/sms/tables.ts';
import { aboutOrder } from '../order/index.ts';
import { orderItems } from '../order/tables.ts';
import {
  type Buyer,
  createBuyer,
  createSellerWithProduct,
  orderCall,
  orderRow,
  placeDirect,
  type Seller,
} from '../order/test-kit.ts';
import { grantLicence } from '../product/test-kit.ts';
import { contracts } from './tables.ts';
import { approveSeal } from './test-kit.ts';

const SELLER_BANK = { name: '中国建设银行南京江北支行', account: '32050158360000001234' };

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
  // The seller's receiving account, which its contracts tell the buyer to pay into.
  await setSellerBank(SELLER_BANK);
}, 60_000);
afterAll(async () => t?.close());
// The whole-path test moves the seller's account; the next tests start from the usual one.
afterEach(async () => {
  await setSellerBank(SELLER_BANK);
});

const call = (token: string, path: string, payload: Record<string, unknown>, headers = {}) =>
  orderCall(t, token, path, payload, headers);

async function setSellerBank(bank: { name: string; account: string }) {
  const res = await t.call({
    method: 'POST',
    url: '/api/company/update',
    token: seller.token,
    payload: { bankName: bank.name, bankAccount: bank.account },
  });
  expect(res.statusCode, res.body).toBe(200);
  return bank;
}

/** Sends the signing code to `mobile` and signs with it. */
async function sign(token: string, mobile: string, id: number, headers = {}) {
  const sent = await call(token, 'send/sms/sign/code', { id });
  expect(sent.statusCode, sent.body).toBe(200);
  return call(token, 'sign/contract', { id, code: await lastSmsCode(t, mobile) }, headers);
}

const imagesIn = async (bytes: Buffer) => (await inspectPdf(bytes)).pages.reduce((n, p) => n + p.imageCount, 0);

describe('contract: the whole path 10 → 37 → 39 → 40', () => {
  it('generates, affirms, signs both sides with SMS codes and downloads a PDF with both seals', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '2');
    expect(order.status).toBe(10);

    const generated = await call(seller.token, 'contract/generate', { id: order.id });
    expect(generated.statusCode, generated.body).toBe(200);
    const contract = generated.json().data;
    expect(generated.json().msg).toBe('合同已生成');
    expect(contract).toMatchObject({
      orderId: order.id,
      version: 1,
      status: 'generated',
      statusLabel: '待签署',
      orderStatus: 37,
    });
    expect(contract.contractNo).toMatch(/^HT\d+-1$/);
    // The order lists carry the current contract, so a list page needs no call per row.
    const waiting = (await call(buyer.token, 'buyer/waitforcontract', { current: 1, size: 50 })).json().data.records;
    expect(waiting.find((r: { id: number }) => r.id === order.id).contract).toMatchObject({
      contractNo: contract.contractNo,
      version: 1,
      status: 'generated',
      payee: { bankName: SELLER_BANK.name, bankAccount: SELLER_BANK.account },
    });
    // The seller changes its receiving account after generation: this contract keeps the one it was drawn with.
    const moved = await setSellerBank({ name: '中国银行南京河西支行', account: '4711 0000 9999' });
    expect(contract.sha256).toBe(contract.sha256AtGeneration);
    const unsigned = await call(seller.token, 'contract/download', { id: order.id });
    expect(sha256Hex(unsigned.rawPayload)).toBe(contract.sha256AtGeneration);
    expect(await imagesIn(unsigned.rawPayload)).toBe(0);

    const affirmed = await call(buyer.token, 'affirm/contract', { id: order.id });
    expect(affirmed.statusCode, affirmed.body).toBe(200);
    expect(affirmed.json().data.affirmedBy).toEqual(['buyer']);
    const events = await nodeOperationsOf(t.ctx.db, 'order', order.id);
    expect(events.map((e) => e.action)).toContain('affirmContract');

    const sellerSigned = await sign(seller.token, seller.user.mobile, order.id);
    expect(sellerSigned.statusCode, sellerSigned.body).toBe(200);
    expect(sellerSigned.json().data).toMatchObject({ status: 'partlySigned', orderStatus: 39 });
    expect(sellerSigned.json().data.sha256).not.toBe(contract.sha256AtGeneration);
    expect(await imagesIn((await call(buyer.token, 'contract/download', { id: order.id })).rawPayload)).toBe(1);
    // The seller signed already: its turn is over.
    expect(errorOf(await call(seller.token, 'send/sms/sign/code', { id: order.id })).status).toBe(409);

    // A wrong code is refused and counted.
    expect((await call(buyer.token, 'send/sms/sign/code', { id: order.id })).statusCode).toBe(200);
    const code = await lastSmsCode(t, buyer.user.mobile);
    const wrong = errorOf(await call(buyer.token, 'sign/contract', { id: order.id, code: otherCode(code) }));
    expect(wrong).toMatchObject({ status: 400, msg: '验证码错误', field: 'code' });
    const [codeRow] = await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, buyer.user.mobile));
    expect(codeRow?.wrongTries).toBe(1);
    expect((await orderRow(t, order.id)).status).toBe(39);

    const key = { 'idempotency-key': `sign-${order.id}-buyer` };
    const buyerSigned = await call(buyer.token, 'sign/contract', { id: order.id, code }, key);
    expect(buyerSigned.statusCode, buyerSigned.body).toBe(200);
    const signed = buyerSigned.json().data;
    expect(signed).toMatchObject({ status: 'signed', statusLabel: '已签署', orderStatus: 40 });
    expect(signed.signatures.map((s: { party: string }) => s.party)).toEqual(['seller', 'buyer']);
    // A retry with the same key answers the first result (the code is used up by now).
    const retry = await call(buyer.token, 'sign/contract', { id: order.id, code }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.sha256).toBe(signed.sha256);
    expect((await orderRow(t, order.id)).status).toBe(40);

    const download = await call(buyer.token, 'contract/download', { id: order.id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toContain(`${signed.contractNo}.pdf`);
    const bytes = download.rawPayload;
    expect(sha256Hex(bytes)).toBe(signed.sha256);
    const pdf = await inspectPdf(bytes);
    const text = pdf.pages.map((p) => p.text).join('');
    expect(text).toContain(signed.contractNo);
    expect(text).toContain(buyer.company.name);
    expect(text).toContain(SELLER_BANK.name);
    expect(text).toContain(SELLER_BANK.account);
    expect(text).not.toContain(moved.name);
    expect(text).not.toContain(moved.account);
    const paying = (await call(buyer.token, 'detail', { id: order.id })).json().data;
    expect(paying.contract.payee).toEqual({
      accountName: seller.company.name,
      bankName: SELLER_BANK.name,
      bankAccount: SELLER_BANK.account,
    });
    // A share link's visitor sees the order, not where the seller is paid.
    const shared = (await call(buyer.token, 'share', { id: order.id })).json().data;
    const visitor = await t.call({
      method: 'POST',
      url: '/api/order/share/view',
      payload: { token: shared.token, password: shared.password },
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data.contract).toMatchObject({ contractNo: signed.contractNo, payee: null });
    // Both seals and no other image (the PDF as generated had none, after the seller's signature one).
    expect(pdf.pages.reduce((n, p) => n + p.imageCount, 0)).toBe(2);
    expect((await call(seller.token, 'contract/download', { id: order.id })).statusCode).toBe(200);

    const list = await call(buyer.token, 'contract/list', { current: 1, size: 10, status: 'signed' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.records.map((r: { id: number }) => r.id)).toContain(signed.id);
    expect(list.json().data.records.find((r: { id: number }) => r.id === signed.id).party).toBe('buyer');
    // Fully signed: nobody may cancel it any more.
    expect(errorOf(await call(buyer.token, 'cancelContract', { id: order.id, reason: '不要了' })).status).toBe(409);
  });
});

describe('contract: cancel and generate again', () => {
  it('either side cancels before both signed (back to 10); the next version is numbered 2', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    const cancelled = await call(buyer.token, 'cancelContract', { id: order.id, reason: '价格有误' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelReason: '价格有误', orderStatus: 10 });
    const again = await call(seller.token, 'contract/generate', { id: order.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ version: 2, status: 'generated' });
    const versions = await call(seller.token, 'contract/update/list', { id: order.id });
    expect(versions.statusCode, versions.body).toBe(200);
    expect(versions.json().data.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'generated'],
      [1, 'cancelled'],
    ]);
  });
});

describe('contract: refusals', () => {
  it('refuses signing without an approved seal (409 naming the seal)', async () => {
    const noSeal = await createBuyer(t);
    const order = await placeDirect(t, noSeal, seller.product.id, '1');
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    expect(errorOf(await call(noSeal.token, 'send/sms/sign/code', { id: order.id }))).toMatchObject({
      status: 409,
      msg: '请先设置并通过审核的买方印章或合同专用章',
    });
    expect(errorOf(await call(noSeal.token, 'sign/contract', { id: order.id, code: '123456' })).status).toBe(409);
  });

  it('prints a dangerous good with its UN number and class, and the dangerous-goods article', async () => {
    const hazardous = await createSellerWithProduct(t, { isDangerous: true, price: '5200.00' });
    // Dangerous goods are sold and bought only under a licence (危险化学品经营许可证).
    await grantLicence(t, hazardous.company.id);
    await grantLicence(t, buyer.company.id);
    const order = await placeDirect(t, buyer, hazardous.product.id, '2');
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ isDangerous: true, unNumber: 'UN1230', hazardClass: '3' });
    expect((await call(hazardous.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    const pdf = await inspectPdf((await call(buyer.token, 'contract/download', { id: order.id })).rawPayload);
    const text = pdf.pages.map((p) => p.text).join('');
    expect(text).toContain('危险品UN1230第3类易燃液体');
    expect(text).toContain('危险化学品');
  });

  it('binds a signing code to its contract: it does not sign another one, and codes for two contracts do not wait', async () => {
    const first = await placeDirect(t, buyer, seller.product.id, '1');
    const second = await placeDirect(t, buyer, seller.product.id, '1');
    for (const order of [first, second])
      expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    expect((await call(buyer.token, 'send/sms/sign/code', { id: first.id })).statusCode).toBe(200);
    const forFirst = await lastSmsCode(t, buyer.user.mobile);
    const [message] = await t.ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, buyer.user.mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const firstContractNo = (await call(buyer.token, 'contract/update/list', { id: first.id })).json().data.versions[0]
      .contractNo;
    expect(message?.content).toContain(firstContractNo);

    const elsewhere = await call(buyer.token, 'sign/contract', { id: second.id, code: forFirst });
    expect(errorOf(elsewhere)).toMatchObject({ status: 400, field: 'code' });
    // No minute to wait for the second contract's own code.
    expect((await call(buyer.token, 'send/sms/sign/code', { id: second.id })).statusCode).toBe(200);
    expect((await call(buyer.token, 'sign/contract', { id: first.id, code: forFirst })).statusCode).toBe(200);
    expect((await orderRow(t, first.id)).status).toBe(38);
    expect((await orderRow(t, second.id)).status).toBe(37);
  });

  it('refuses an expired code and burns a code after five wrong tries; the order stays unsigned', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    const codesOf = (mobile: string) =>
      t.ctx.db
        .update(smsCodes)
        .set({ sentAt: new Date(Date.now() - 3_600_000) })
        .where(eq(smsCodes.mobile, mobile));
    await codesOf(seller.user.mobile);
    expect((await call(seller.token, 'send/sms/sign/code', { id: order.id })).statusCode).toBe(200);
    const code = await lastSmsCode(t, seller.user.mobile);
    // Five minutes later.
    await t.ctx.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, seller.user.mobile));
    expect(errorOf(await call(seller.token, 'sign/contract', { id: order.id, code }))).toMatchObject({
      status: 400,
      field: 'code',
      msg: '验证码已失效，请重新获取',
    });

    await codesOf(seller.user.mobile);
    expect((await call(seller.token, 'send/sms/sign/code', { id: order.id })).statusCode).toBe(200);
    const fresh = await lastSmsCode(t, seller.user.mobile);
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(errorOf(await call(seller.token, 'sign/contract', { id: order.id, code: otherCode(fresh) })).msg);
    expect(answers).toEqual([...Array(4).fill('验证码错误'), '验证码错误次数过多，请重新获取']);
    // Burned: even the right code no longer signs.
    expect(errorOf(await call(seller.token, 'sign/contract', { id: order.id, code: fresh })).msg).toBe(
      '验证码已失效，请重新获取',
    );
    expect((await orderRow(t, order.id)).status).toBe(37);
  });

  it('wrong party or state 409, another company 404, no permission 403, no login 401', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    expect(errorOf(await call(buyer.token, 'contract/generate', { id: order.id }))).toMatchObject({
      status: 409,
      msg: `订单当前状态为「${translate(orderStatusLabelKey(10), 'zh')}」，不能执行此操作`,
    });
    expect(errorOf(await call(seller.token, 'send/sms/sign/code', { id: order.id })).status).toBe(409);
    expect(errorOf(await call(buyer.token, 'affirm/contract', { id: order.id })).status).toBe(409);
    expect(errorOf(await call(buyer.token, 'cancelContract', { id: order.id, reason: '不要了' })).status).toBe(409);

    const stranger = await createBuyer(t);
    for (const path of ['contract/generate', 'send/sms/sign/code', 'contract/download', 'contract/update/list']) {
      expect(errorOf(await call(stranger.token, path, { id: order.id })).status, path).toBe(404);
    }

    const clerk = await createSubAccount(t, seller.company.id, ['shop.order', 'contract.view']);
    const clerkToken = await tokenFor(t, clerk.id);
    expect(errorOf(await call(clerkToken, 'contract/generate', { id: order.id })).status).toBe(403);

    const anonymous = await t.call({ method: 'POST', url: '/api/order/contract/generate', payload: { id: order.id } });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderRow(t, order.id)).status).toBe(10);
  });

  it('redraws a contract generated before parties were kept as it printed them: no receiving account', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    await t.ctx.db.update(contracts).set({ parties: null }).where(aboutOrder(contracts, order.id));
    const view = (await call(buyer.token, 'detail', { id: order.id })).json().data;
    expect(view.contract.payee).toBeNull();
    expect((await sign(seller.token, seller.user.mobile, order.id)).statusCode).toBe(200);
    const text = (await inspectPdf((await call(buyer.token, 'contract/download', { id: order.id })).rawPayload)).pages
      .map((p) => p.text)
      .join('');
    expect(text).toContain(seller.company.name);
    expect(text).not.toContain(SELLER_BANK.account);
  });

  it('lets a sub-account that may read contracts list the orders whose contract waits, and nothing else of the orders', async () => {
    const purchase = await placeDirect(t, buyer, seller.product.id, '1');
    const sides = [
      { party: 'buyer', company: buyer.company.id, orderPermission: 'buy.order' },
      { party: 'seller', company: seller.company.id, orderPermission: 'shop.order' },
    ] as const;
    for (const { party, company, orderPermission } of sides) {
      const reader = await tokenFor(t, (await createSubAccount(t, company, ['contract.view'])).id);
      const waiting = await call(reader, `${party}/waitforcontract`, { current: 1, size: 50 });
      expect(waiting.statusCode, `${party}: ${waiting.body}`).toBe(200);
      expect(waiting.json().data.records.map((r: { id: number }) => r.id)).toContain(purchase.id);
      for (const path of [`${party}/orderlist`, `${party}/count`]) {
        expect(errorOf(await call(reader, path, { current: 1, size: 10 })), path).toMatchObject({ status: 403 });
      }
      // Neither permission: the list stays closed; the party's order permission alone still opens it.
      const other = await tokenFor(t, (await createSubAccount(t, company, ['company.subaccount'])).id);
      expect(errorOf(await call(other, `${party}/waitforcontract`, { current: 1, size: 10 }))).toMatchObject({
        status: 403,
        msg: translate('permission.denied', 'zh'),
      });
      const trader = await tokenFor(t, (await createSubAccount(t, company, [orderPermission])).id);
      expect((await call(trader, `${party}/waitforcontract`, { current: 1, size: 10 })).statusCode).toBe(200);
    }
  });

  it('lists every contract call in /api/docs/json', async () => {
    const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/order/contract/generate',
      '/order/send/sms/sign/code',
      '/order/sign/contract',
      '/order/affirm/contract',
      '/order/cancelContract',
      '/order/contract/list',
      '/order/contract/update/list',
      '/order/contract/download',
    ]) {
      expect(paths[`/api${path}`] ?? paths[path], path).toBeDefined();
    }
  });
});
