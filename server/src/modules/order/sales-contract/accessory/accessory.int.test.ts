import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../../../test/harness.ts';
import { sha256Hex } from '../../../../platform/security/hashing.ts';
import { contractEvidence } from '../../../contract/evidence/tables.ts';
import { sealedParties } from '../../../contract/test-kit.ts';
import { uploadFor } from '../../../product/test-kit.ts';
import { type Buyer, orderCall, placeDirect, previewAs, privatePdf, type Seller } from '../../test-kit.ts';
import { aboutOrder } from '../order-subject.ts';
import { contractAccessories } from './tables.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };
let stranger: Buyer;

beforeAll(async () => {
  t = await createTestApp();
  ({ buyer, seller, stranger } = await sealedParties(t));
}, 60_000);
afterAll(async () => t?.close());

const call = (token: string, path: string, payload: Record<string, unknown>) =>
  orderCall(t, token, `contract/accessory/${path}`, payload);

const attachmentPdf = (userId: number, fileName = '质量证明书.pdf') => privatePdf(t, userId, fileName);

/** An order whose contract the seller generated (37). */
async function orderWithContract() {
  const order = await placeDirect(t, buyer, seller.product.id, '2');
  const generated = await orderCall(t, seller.token, 'contract/generate', { id: order.id });
  expect(generated.statusCode, generated.body).toBe(200);
  return { ...order, contractNo: generated.json().data.contractNo as string };
}

const evidenceOf = (orderId: number) =>
  t.ctx.db.select().from(contractEvidence).where(aboutOrder(contractEvidence, orderId)).orderBy(asc(contractEvidence.seq));

describe('contract attachments', () => {
  it('lets the buyer attach a quality certificate that the seller sees, previews and downloads; strangers get 404', async () => {
    const order = await orderWithContract();
    const pdf = await attachmentPdf(buyer.user.id);

    const saved = await call(buyer.token, 'save', { id: order.id, kind: 'qualityCertificate', fileKey: pdf.key });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().msg).toBe('附件已添加');
    const view = saved.json().data;
    expect(view).toMatchObject({
      orderId: order.id,
      contractNo: order.contractNo,
      kind: 'qualityCertificate',
      kindLabel: '质量证明书',
      name: '质量证明书.pdf',
      mime: 'application/pdf',
      party: 'buyer',
      companyName: buyer.company.name,
      sha256: sha256Hex(pdf.bytes),
      canDelete: true,
    });

    // The seller sees it (not removable by the seller) and downloads the very bytes.
    const listed = await call(seller.token, 'list', { id: order.id });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.canAdd).toBe(true);
    expect(listed.json().data.accessories).toEqual([{ ...view, canDelete: false }]);
    const download = await call(seller.token, 'download', { id: order.id, accessoryId: view.id });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('质量证明书.pdf'));
    expect(Buffer.compare(download.rawPayload, pdf.bytes)).toBe(0);
    expect((await previewAs(t, seller.token, pdf.key)).statusCode).toBe(200);

    // Another company: neither the list, the download nor the file itself.
    expect(errorOf(await call(stranger.token, 'list', { id: order.id })).status).toBe(404);
    expect(errorOf(await call(stranger.token, 'download', { id: order.id, accessoryId: view.id })).status).toBe(404);
    expect((await previewAs(t, stranger.token, pdf.key)).statusCode).toBe(404);
    // The accessory id of another order does not open through this one.
    const other = await orderWithContract();
    expect(errorOf(await call(buyer.token, 'download', { id: other.id, accessoryId: view.id })).status).toBe(404);

    // The evidence trail holds the attachment and the download, chained.
    const evidence = await evidenceOf(order.id);
    const added = evidence.find((e) => e.event === 'attachmentAdded');
    expect(added?.detail).toMatchObject({ accessoryId: view.id, kind: 'qualityCertificate', sha256: sha256Hex(pdf.bytes) });
    expect(added?.companyId).toBe(buyer.company.id);
    expect(evidence.find((e) => e.event === 'downloaded' && e.detail.accessoryId === view.id)?.companyId).toBe(seller.company.id);
    for (const [index, entry] of evidence.entries()) {
      if (index > 0) expect(entry.prevHash).toBe(evidence[index - 1]?.hash);
    }
  });

  it('attaches before the contract exists, under the name given, and refuses the same file twice (409)', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const pdf = await attachmentPdf(seller.user.id, 'sds.pdf');
    const saved = await call(seller.token, 'save', { id: order.id, kind: 'sds', name: '甲醇 SDS', fileKey: pdf.key });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      contractNo: null,
      name: '甲醇 SDS',
      party: 'seller',
      kindLabel: '安全技术说明书（SDS）',
    });
    const twice = await call(seller.token, 'save', { id: order.id, kind: 'other', fileKey: pdf.key });
    expect(errorOf(twice)).toMatchObject({ status: 409, msg: '该文件已是本订单合同的附件' });
    // An image is an attachment too.
    const image = await uploadFor(t, seller.user.id, { encrypted: true });
    const png = await call(seller.token, 'save', { id: order.id, kind: 'other', fileKey: image });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().data.mime).toBe('image/png');
    // English labels and messages follow the caller's language.
    const en = await t.call({
      method: 'POST',
      url: '/api/order/contract/accessory/list',
      token: buyer.token,
      headers: { language: 'en' },
      payload: { id: order.id },
    });
    expect(en.json().data.accessories.map((a: { kindLabel: string }) => a.kindLabel)).toEqual([
      'Safety data sheet (SDS)',
      'Other',
    ]);
  });

  it('refuses invalid input (400): unknown kind, a file not the caller’s, a public upload, a missing id', async () => {
    const order = await orderWithContract();
    const mine = await attachmentPdf(buyer.user.id);
    const kind = await call(buyer.token, 'save', { id: order.id, kind: 'invoice', fileKey: mine.key });
    expect(errorOf(kind)).toMatchObject({ status: 400, field: 'kind' });
    const theirs = await attachmentPdf(seller.user.id);
    const foreign = await call(buyer.token, 'save', { id: order.id, kind: 'other', fileKey: theirs.key });
    expect(errorOf(foreign)).toMatchObject({ status: 400, field: 'fileKey', msg: '附件须为您上传的 PDF 或图片' });
    const publicFile = await uploadFor(t, buyer.user.id, { pdf: true, encrypted: false });
    expect(errorOf(await call(buyer.token, 'save', { id: order.id, kind: 'other', fileKey: publicFile }))).toMatchObject({
      status: 400,
      field: 'fileKey',
    });
    expect(errorOf(await call(buyer.token, 'save', { kind: 'other', fileKey: mine.key }))).toMatchObject({
      status: 400,
      field: 'id',
    });
    expect(errorOf(await call(buyer.token, 'download', { id: order.id }))).toMatchObject({ status: 400, field: 'accessoryId' });
    expect(await t.ctx.db.select().from(contractAccessories).where(aboutOrder(contractAccessories, order.id))).toEqual([]);
  });

  it('removes only the own side’s attachment while the order runs (409 otherwise); a removed one is gone for both', async () => {
    const order = await orderWithContract();
    const pdf = await attachmentPdf(buyer.user.id, '补充协议.pdf');
    const saved = (await call(buyer.token, 'save', { id: order.id, kind: 'supplementaryAgreement', fileKey: pdf.key })).json()
      .data;

    const notYours = await call(seller.token, 'del', { id: order.id, accessoryId: saved.id });
    expect(errorOf(notYours)).toMatchObject({ status: 409, msg: '只能删除本方上传的附件' });
    expect(errorOf(await call(stranger.token, 'del', { id: order.id, accessoryId: saved.id })).status).toBe(404);

    const removed = await call(buyer.token, 'del', { id: order.id, accessoryId: saved.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ msg: '附件已删除', data: { accessories: [], canAdd: true } });
    expect(errorOf(await call(buyer.token, 'del', { id: order.id, accessoryId: saved.id })).status).toBe(404);
    expect(errorOf(await call(seller.token, 'download', { id: order.id, accessoryId: saved.id })).status).toBe(404);
    expect((await previewAs(t, seller.token, pdf.key)).statusCode).toBe(404);
    // The row stays, marked, and the trail records the removal after the addition.
    const [row] = await t.ctx.db.select().from(contractAccessories).where(eq(contractAccessories.id, saved.id));
    expect(row?.removedBy).toBe(buyer.user.id);
    const events = (await evidenceOf(order.id)).map((e) => e.event);
    expect(events.indexOf('attachmentRemoved')).toBeGreaterThan(events.indexOf('attachmentAdded'));
    // The same file may be attached again once removed.
    expect((await call(buyer.token, 'save', { id: order.id, kind: 'other', fileKey: pdf.key })).statusCode).toBe(200);
  });

  it('refuses adding or removing once the order ended (409) but still lists', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const pdf = await attachmentPdf(buyer.user.id);
    const saved = (await call(buyer.token, 'save', { id: order.id, kind: 'other', fileKey: pdf.key })).json().data;
    const rejected = await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '不要了' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await orderCall(t, seller.token, 'seller/cancel/enter', { id: order.id })).statusCode).toBe(200);

    const late = await call(buyer.token, 'save', {
      id: order.id,
      kind: 'other',
      fileKey: (await attachmentPdf(buyer.user.id)).key,
    });
    expect(errorOf(late)).toMatchObject({ status: 409, msg: '订单已结束，不能再添加或删除附件' });
    expect(errorOf(await call(buyer.token, 'del', { id: order.id, accessoryId: saved.id })).status).toBe(409);
    const listed = (await call(seller.token, 'list', { id: order.id })).json().data;
    expect(listed.canAdd).toBe(false);
    expect(listed.accessories.map((a: { id: number; canDelete: boolean }) => [a.id, a.canDelete])).toEqual([[saved.id, false]]);
  });

  it('needs contract.sign to change and contract.view to read (403), and a login (401)', async () => {
    const order = await orderWithContract();
    const viewer = await createSubAccount(t, buyer.company.id, ['contract.view']);
    const viewerToken = await tokenFor(t, viewer.id);
    const pdf = await attachmentPdf(viewer.id);
    expect(errorOf(await call(viewerToken, 'save', { id: order.id, kind: 'other', fileKey: pdf.key })).status).toBe(403);
    const list = await call(viewerToken, 'list', { id: order.id });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.canAdd).toBe(false);

    const clerk = await createSubAccount(t, buyer.company.id, ['buy.order']);
    expect(errorOf(await call(await tokenFor(t, clerk.id), 'list', { id: order.id })).status).toBe(403);

    const signer = await createSubAccount(t, buyer.company.id, ['contract.sign']);
    const signerPdf = await attachmentPdf(signer.id);
    const byClerk = await call(await tokenFor(t, signer.id), 'save', { id: order.id, kind: 'other', fileKey: signerPdf.key });
    expect(byClerk.statusCode, byClerk.body).toBe(200);
    // The main account of the same side may remove what its sub-account attached.
    expect((await call(buyer.token, 'del', { id: order.id, accessoryId: byClerk.json().data.id })).statusCode).toBe(200);

    const anonymous = await t.call({ method: 'POST', url: '/api/order/contract/accessory/list', payload: { id: order.id } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists every attachment call in /api/docs/json', async () => {
    const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['list', 'download', 'save', 'del']) {
      const full = `/order/contract/accessory/${path}`;
      expect(paths[`/api${full}`] ?? paths[full], full).toBeDefined();
    }
  });
});
