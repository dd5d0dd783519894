import { PLATFORM_TEMPLATE_ID } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, lastSmsCode, type TestApp, tokenFor } from '../../../../../test/harness.ts';
import { inspectPdf } from '../../../../../test/pdf-inspect.ts';
import { SALES_CONTRACT_TEMPLATE } from '../../../../platform/pdf/index.ts';
import { contractEvidence } from '../../../contract/evidence/tables.ts';
import { contracts } from '../../../contract/tables.ts';
import { approveSeal } from '../../../contract/test-kit.ts';
import {
  type Buyer,
  createBuyer,
  createSellerWithProduct,
  orderCall,
  placeDirect,
  type Seller,
  setOrderStatus,
} from '../../test-kit.ts';
import { aboutOrder } from '../order-subject.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };
let rival: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '1000.0000', price: '2380.50' });
  rival = await createSellerWithProduct(t, { stock: '100.0000', price: '100.00' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
}, 60_000);
afterAll(async () => t?.close());

const call = (token: string | undefined, path: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/api/shop/contract/template/${path}`, ...(token ? { token } : {}), payload });

/** A short template of the seller's own wording, using placeholders in the preamble, a heading and a clause. */
const TEMPLATE = [
  '出卖人：{{sellerName}}；买受人：{{buyerName}}；订单：{{orderNo}}',
  '## 货物与价款',
  '{{goodsTable}}',
  '总价人民币{{totalAmount}}元，大写{{totalAmountInWords}}。',
  '## 特别约定',
  '本合同适用华东仓储专用条款第七款；合同编号{{contractNo}}。',
].join('\n');

async function save(token: string, body: Record<string, unknown>) {
  const res = await call(token, 'save', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string; placeholders: string[]; isDefault: boolean; content: string };
}

const pdfText = async (bytes: Buffer) => (await inspectPdf(bytes)).pages.map((p) => p.text).join('');

describe('contract templates: save, list, info', () => {
  it('saves a template, lists it after the platform’s and answers its placeholders', async () => {
    const saved = await save(seller.token, { name: '华东模板', content: TEMPLATE.replaceAll('\n', '\r\n') });
    expect(saved.name).toBe('华东模板');
    expect(saved.content).toBe(TEMPLATE); // \r\n stored as \n
    expect(saved.placeholders).toEqual([
      'sellerName',
      'buyerName',
      'orderNo',
      'goodsTable',
      'totalAmount',
      'totalAmountInWords',
      'contractNo',
    ]);
    const list = (await call(seller.token, 'list')).json().data;
    expect(list.hasShop).toBe(true);
    expect(list.defaultId).toBe(PLATFORM_TEMPLATE_ID);
    expect(list.templates[0]).toMatchObject({ id: 0, name: '平台默认模板', builtIn: true, isDefault: true });
    expect(list.templates.map((x: { id: number }) => x.id)).toContain(saved.id);

    const platform = (await call(seller.token, 'confirm/info', { id: 0 })).json().data;
    expect(platform).toMatchObject({ id: 0, builtIn: true, content: SALES_CONTRACT_TEMPLATE });
    expect(platform.placeholders).toContain('dangerousGoodsTerms');
    // English answers the platform's name in English.
    const en = await t.call({
      method: 'POST',
      url: '/api/shop/contract/template/list',
      token: seller.token,
      headers: { language: 'en' },
      payload: {},
    });
    expect(en.json().data.templates[0].name).toBe('Platform default template');

    const renamed = await save(seller.token, { id: saved.id, name: '华东模板（新）', content: TEMPLATE });
    expect(renamed).toMatchObject({ id: saved.id, name: '华东模板（新）' });
  });

  it('refuses unknown placeholders (400 naming them), a misplaced goods table, a taken name and bad input', async () => {
    const unknown = errorOf(
      await call(seller.token, 'save', { name: '错误', content: `${TEMPLATE}\n{{sellerNmae}} {{ buyerPhone }}` }),
    );
    expect(unknown).toMatchObject({ status: 400, field: 'content' });
    expect(unknown.msg).toBe('模板中有无法识别的占位符：{{sellerNmae}}、{{buyerPhone}}');
    expect(unknown.data.names).toEqual(['sellerNmae', 'buyerPhone']);

    const inline = errorOf(
      await call(seller.token, 'save', { name: '错误', content: '## 标的\n货物：{{goodsTable}}\n价款{{totalAmount}}' }),
    );
    expect(inline).toMatchObject({ status: 400, field: 'content' });
    expect(inline.msg).toContain('{{goodsTable}}');
    expect(errorOf(await call(seller.token, 'save', { name: '错误', content: '## 标的\n价款{{totalAmount}}' })).status).toBe(400);
    expect(errorOf(await call(seller.token, 'save', { name: '错误', content: `${TEMPLATE}\n{{goodsTable}}` })).status).toBe(400);

    await save(seller.token, { name: '重名', content: TEMPLATE });
    const taken = errorOf(await call(seller.token, 'save', { name: '重名', content: TEMPLATE }));
    expect(taken).toMatchObject({ status: 409, msg: '模板名称已存在' });

    expect(errorOf(await call(seller.token, 'save', { name: '', content: TEMPLATE }))).toMatchObject({
      status: 400,
      field: 'name',
    });
    expect(errorOf(await call(seller.token, 'save', { name: 'x', content: '   ' }))).toMatchObject({
      status: 400,
      field: 'content',
    });
    expect(errorOf(await call(seller.token, 'save', { name: 'x', content: 'a'.repeat(20_001) })).status).toBe(400);
    expect(errorOf(await call(seller.token, 'save', { name: 'x', content: TEMPLATE, extra: 1 })).field).toBe('extra');
    expect(errorOf(await call(seller.token, 'confirm/info', { id: -1 })).status).toBe(400);
  });

  it('answers 401 without login, 403 without contract.template, 409 without a shop', async () => {
    for (const path of ['save', 'confirm', 'list', 'confirm/info', 'del', 'set/default', 'choose', 'getOrderContractTemplate']) {
      expect((await call(undefined, path, { id: 1 })).statusCode, path).toBe(401);
    }
    const clerk = await createSubAccount(t, seller.company.id, ['contract.view', 'contract.sign']);
    const clerkToken = await tokenFor(t, clerk.id);
    expect(errorOf(await call(clerkToken, 'list')).status).toBe(403);
    expect(errorOf(await call(clerkToken, 'save', { name: 'x', content: TEMPLATE })).status).toBe(403);
    expect(errorOf(await call(clerkToken, 'set/default', { id: 0 })).status).toBe(403);
    // A buyer company without a shop sees only the platform's template and cannot keep its own.
    const list = (await call(buyer.token, 'list')).json().data;
    expect(list).toMatchObject({ hasShop: false, defaultId: 0 });
    expect(list.templates).toHaveLength(1);
    expect(errorOf(await call(buyer.token, 'save', { name: 'x', content: TEMPLATE }))).toMatchObject({
      status: 409,
      msg: '请先开通店铺',
    });
  });

  it('hides another shop’s templates (404 for info, change, delete, default)', async () => {
    const mine = await save(seller.token, { name: '只属于我', content: TEMPLATE });
    expect(errorOf(await call(rival.token, 'confirm/info', { id: mine.id })).status).toBe(404);
    expect(errorOf(await call(rival.token, 'save', { id: mine.id, name: '抢', content: TEMPLATE })).status).toBe(404);
    expect(errorOf(await call(rival.token, 'del', { id: mine.id })).status).toBe(404);
    expect(errorOf(await call(rival.token, 'set/default', { id: mine.id })).status).toBe(404);
    expect(errorOf(await call(rival.token, 'confirm', { id: mine.id })).status).toBe(404);
    expect((await call(rival.token, 'list')).json().data.templates.map((x: { id: number }) => x.id)).not.toContain(mine.id);
  });
});

describe('contract templates: default, choice and generation', () => {
  it('fills the placeholders with the order’s values in the generated PDF and keeps the text on the contract', async () => {
    const template = await save(seller.token, { name: '默认用', content: TEMPLATE });
    const set = await call(seller.token, 'set/default', { id: template.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.defaultId).toBe(template.id);
    expect(set.json().msg).toBe('已设为默认模板');

    const order = await placeDirect(t, buyer, seller.product.id, '3');
    const before = (await call(buyer.token, 'getOrderContractTemplate', { orderId: order.id })).json().data;
    expect(before).toMatchObject({ templateId: template.id, source: 'shopDefault', mayChoose: false, contractNo: null });
    expect((await call(seller.token, 'getOrderContractTemplate', { orderId: order.id })).json().data.mayChoose).toBe(true);

    const generated = await orderCall(t, seller.token, 'contract/generate', { id: order.id });
    expect(generated.statusCode, generated.body).toBe(200);
    const contractNo = generated.json().data.contractNo as string;
    const text = await pdfText((await orderCall(t, buyer.token, 'contract/download', { id: order.id })).rawPayload);
    expect(text).toContain(`出卖人：${seller.company.name}；买受人：${buyer.company.name}；订单：${order.orderNo}`);
    expect(order.totalAmount).toBe('7141.50');
    expect(text).toContain('总价人民币7,141.50元，大写柒仟壹佰肆拾壹元伍角整。');
    expect(text).toContain(`本合同适用华东仓储专用条款第七款；合同编号${contractNo}。`);
    expect(text).toContain('第一条货物与价款');
    expect(text).toContain('第二条特别约定');
    expect(text).not.toContain('{{');
    // The platform's articles are not there: the shop's text replaced them.
    expect(text).not.toContain('不可抗力');

    const [row] = await t.ctx.db.select().from(contracts).where(aboutOrder(contracts, order.id));
    expect(row).toMatchObject({ templateId: template.id, templateName: '默认用', templateContent: TEMPLATE });
    const after = (await call(buyer.token, 'getOrderContractTemplate', { orderId: order.id })).json().data;
    expect(after).toMatchObject({ templateId: template.id, templateName: '默认用', source: 'contract', contractNo });

    // In use by the unsigned contract: not deleted; info says where.
    const inUse = errorOf(await call(seller.token, 'del', { id: template.id }));
    expect(inUse).toMatchObject({ status: 409 });
    const info = (await call(seller.token, 'confirm/info', { id: template.id })).json().data;
    expect(info.usedBy).toEqual([
      { orderId: order.id, orderNo: order.orderNo, orderStatus: 37, contractNo, contractStatus: 'generated' },
    ]);

    // A later edit changes no generated contract: signing redraws the stored text.
    await save(seller.token, { id: template.id, name: '默认用', content: TEMPLATE.replace('第七款', '第九款') });
    for (const party of [seller, buyer]) {
      expect((await orderCall(t, party.token, 'send/sms/sign/code', { id: order.id })).statusCode).toBe(200);
      const code = await lastSmsCode(t, party.user.mobile);
      const signed = await orderCall(t, party.token, 'sign/contract', { id: order.id, code });
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const signedText = await pdfText((await orderCall(t, buyer.token, 'contract/download', { id: order.id })).rawPayload);
    expect(signedText).toContain('第七款');
    expect(signedText).not.toContain('第九款');
  });

  it('switches the default back and forth, and deleting the default brings the platform’s back', async () => {
    const a = await save(seller.token, { name: '甲模板', content: TEMPLATE });
    const b = await save(seller.token, { name: '乙模板', content: TEMPLATE });
    await call(seller.token, 'set/default', { id: a.id });
    await call(seller.token, 'set/default', { id: b.id });
    let list = (await call(seller.token, 'list')).json().data;
    expect(list.defaultId).toBe(b.id);
    expect(list.templates.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id)).toEqual([b.id]);
    await call(seller.token, 'set/default', { id: 0 });
    list = (await call(seller.token, 'list')).json().data;
    expect(list.defaultId).toBe(0);
    expect(list.templates[0].isDefault).toBe(true);

    await call(seller.token, 'set/default', { id: a.id });
    const deleted = await call(seller.token, 'del', { id: a.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().msg).toBe('合同模板已删除');
    list = (await call(seller.token, 'list')).json().data;
    expect(list.defaultId).toBe(0);
    expect(list.templates.map((x: { id: number }) => x.id)).not.toContain(a.id);
    // A deleted template is gone for every call.
    expect(errorOf(await call(seller.token, 'confirm/info', { id: a.id })).status).toBe(404);
    expect(errorOf(await call(seller.token, 'set/default', { id: a.id })).status).toBe(404);
    expect(errorOf(await call(seller.token, 'del', { id: a.id })).status).toBe(404);
    expect(errorOf(await call(seller.token, 'del', { id: 0 }))).toMatchObject({
      status: 409,
      msg: '平台默认模板不能修改或删除',
    });
    // Its name is free again.
    await save(seller.token, { name: '甲模板', content: TEMPLATE });
  });

  it('chooses a template per order: evidence recorded, deleted/foreign refused, wrong state 409, buyer 403', async () => {
    await call(seller.token, 'set/default', { id: 0 });
    const chosen = await save(seller.token, { name: '逐单选择', content: TEMPLATE.replace('第七款', '第八款') });
    const gone = await save(seller.token, { name: '将删除', content: TEMPLATE });
    await call(seller.token, 'del', { id: gone.id });
    const foreign = await save(rival.token, { name: '别家的', content: TEMPLATE });
    const order = await placeDirect(t, buyer, seller.product.id, '1');

    expect(errorOf(await call(seller.token, 'choose', { orderId: order.id, templateId: gone.id })).status).toBe(404);
    expect(errorOf(await call(seller.token, 'choose', { orderId: order.id, templateId: foreign.id })).status).toBe(404);
    expect(errorOf(await call(seller.token, 'choose', { orderId: order.id, templateId: 999_999 })).status).toBe(404);
    expect(errorOf(await call(buyer.token, 'choose', { orderId: order.id, templateId: 0 })).status).toBe(403);
    expect(errorOf(await call(rival.token, 'choose', { orderId: order.id, templateId: foreign.id })).status).toBe(404);
    expect(errorOf(await call(rival.token, 'getOrderContractTemplate', { orderId: order.id })).status).toBe(404);
    expect(errorOf(await call(seller.token, 'choose', { orderId: order.id })).field).toBe('templateId');

    const res = await call(seller.token, 'choose', { orderId: order.id, templateId: chosen.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ templateId: chosen.id, templateName: '逐单选择', source: 'chosen' });
    const evidence = await t.ctx.db
      .select()
      .from(contractEvidence)
      .where(and(aboutOrder(contractEvidence, order.id), eq(contractEvidence.event, 'templateChosen')));
    expect(evidence).toHaveLength(1);
    expect(evidence[0]?.detail).toMatchObject({ templateId: chosen.id, templateName: '逐单选择' });

    // The choice holds the template: not deletable while the order waits for its contract.
    expect(errorOf(await call(seller.token, 'del', { id: chosen.id })).status).toBe(409);
    // The choice beats a shop default set later.
    const other = await save(seller.token, { name: '后设默认', content: TEMPLATE });
    await call(seller.token, 'set/default', { id: other.id });
    await orderCall(t, seller.token, 'contract/generate', { id: order.id });
    const text = await pdfText((await orderCall(t, seller.token, 'contract/download', { id: order.id })).rawPayload);
    expect(text).toContain('第八款');

    // Past status 10 the choice is closed.
    const late = errorOf(await call(seller.token, 'choose', { orderId: order.id, templateId: 0 }));
    expect(late.status).toBe(409);
    await setOrderStatus(t, order.id, 40);
    await t.ctx.db.update(contracts).set({ status: 'signed' }).where(aboutOrder(contracts, order.id));
    // Signed by both: no longer in use.
    expect((await call(seller.token, 'del', { id: chosen.id })).statusCode).toBe(200);
    await call(seller.token, 'set/default', { id: 0 });
  });

  it('choosing the platform’s template explicitly draws the platform’s articles', async () => {
    const mine = await save(seller.token, { name: '不用', content: TEMPLATE });
    await call(seller.token, 'set/default', { id: mine.id });
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await call(seller.token, 'choose', { orderId: order.id, templateId: 0 });
    const got = (await call(seller.token, 'getOrderContractTemplate', { orderId: order.id })).json().data;
    expect(got).toMatchObject({ templateId: 0, builtIn: true, source: 'chosen', templateName: '平台默认模板' });
    await orderCall(t, seller.token, 'contract/generate', { id: order.id });
    const text = await pdfText((await orderCall(t, seller.token, 'contract/download', { id: order.id })).rawPayload);
    expect(text).toContain('不可抗力');
    const [row] = await t.ctx.db.select().from(contracts).where(aboutOrder(contracts, order.id));
    expect(row).toMatchObject({ templateId: null, templateName: null, templateContent: SALES_CONTRACT_TEMPLATE });
    await call(seller.token, 'set/default', { id: 0 });
  });
});

describe('contract templates: preview', () => {
  it('previews a saved template, unsaved text and the platform’s with a sample order, and with the seller’s own order', async () => {
    const template = await save(seller.token, { name: '预览用', content: TEMPLATE });
    const saved = await call(seller.token, 'confirm', { id: template.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['content-type']).toBe('application/pdf');
    const sample = await pdfText(saved.rawPayload);
    expect(sample).toContain('本合同适用华东仓储专用条款第七款');
    expect(sample).toContain('乙二醇'); // the sample order's first line

    const draft = await call(seller.token, 'confirm', { content: '{{goodsTable}}\n## 草稿条款\n草稿专用措辞{{buyerName}}' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await pdfText(draft.rawPayload)).toContain('草稿专用措辞江苏恒瑞新材料科技股份有限公司');
    expect(errorOf(await call(seller.token, 'confirm', { content: '{{goodsTable}}\n{{nope}}' }))).toMatchObject({
      status: 400,
      field: 'content',
    });
    expect(errorOf(await call(seller.token, 'confirm', {})).status).toBe(400);
    expect(errorOf(await call(seller.token, 'confirm', { id: 0, content: TEMPLATE })).status).toBe(400);
    expect(await pdfText((await call(seller.token, 'confirm', { id: 0 })).rawPayload)).toContain('不可抗力');

    const order = await placeDirect(t, buyer, seller.product.id, '2');
    const own = await call(seller.token, 'confirm', { id: template.id, orderId: order.id });
    expect(own.statusCode, own.body).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain(`订单：${order.orderNo}`);
    expect(errorOf(await call(rival.token, 'confirm', { id: 0, orderId: order.id })).status).toBe(404);
    // Nothing stored by a preview.
    expect(await t.ctx.db.select().from(contracts).where(aboutOrder(contracts, order.id))).toEqual([]);
  });
});

describe('contract templates: API docs', () => {
  it('lists every template call in /api/docs/json', async () => {
    const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const name of ['save', 'confirm', 'choose', 'list', 'confirm/info', 'del', 'set/default', 'getOrderContractTemplate']) {
      const path = `/shop/contract/template/${name}`;
      expect(paths[`/api${path}`] ?? paths[path], path).toBeDefined();
    }
  });
});
