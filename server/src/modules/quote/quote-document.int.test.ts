import { type MessageKey, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../test/harness.ts';
import { inspectPdf } from '../../../test/pdf-inspect.ts';
import { checkPdfSignature } from '../../platform/pdf/pades.ts';
import { type Buyer, createBuyer, createSellerWithProduct } from '../order/test-kit.ts';
import { quoteVersions } from './tables.ts';

const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

/**
 * A quotation's evidence (报价单 PDF): each version drawn with its frozen terms, every version's digest checked
 * against its stored terms, the log's head, and the platform's PAdES signature over the whole file.
 */
describe('a quote version as a sealed PDF', () => {
  let t: TestApp;
  let buyer: Buyer;
  let stranger: Buyer;
  let supplier: Awaited<ReturnType<typeof createSellerWithProduct>>;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createBuyer(t);
    stranger = await createBuyer(t);
    supplier = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
  }, 60_000);
  afterAll(() => t?.close());

  const post = (token: string, path: string, payload: Record<string, unknown>, lang?: 'en') =>
    t.call({
      method: 'POST',
      url: `/api/cs/quote/${path}`,
      token,
      payload,
      ...(lang ? { headers: { 'accept-language': 'en' } } : {}),
    });
  const ok = async (token: string, path: string, payload: Record<string, unknown>) => {
    const res = await post(token, path, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const textOf = async (pdf: Buffer) => (await inspectPdf(pdf)).pages.map((page) => page.text).join('');
  const terms = (unitPrice: string) => ({
    buyerCompanyId: buyer.company.id,
    productId: supplier.product.id,
    quantity: '20',
    minQty: '5',
    unitPrice,
    deliveryMode: 'sellerDelivery',
    deliveryPlace: '上海化学工业区',
    deliveryFrom: '2026-12-05',
    deliveryTo: '2026-12-20',
    paymentTerms: 'prepay',
    validUntil: new Date(Date.now() + 48 * 3600_000).toISOString(),
    remark: '含税含运',
  });

  it('draws each version for both sides, sealed, and shows a version whose frozen terms were changed', async () => {
    const draft = await ok(supplier.token, 'save', terms('2300.00'));
    expect(errorOf(await post(supplier.token, 'version/download', { id: draft.id }))).toMatchObject({
      status: 409,
      msg: said('quote.noVersion'),
    });
    await ok(supplier.token, 'submit/quotation', { id: draft.id });
    await ok(supplier.token, 'save', { id: draft.id, ...terms('2250.00') });
    await ok(supplier.token, 'submit/quotation', { id: draft.id });
    const history = await ok(buyer.token, 'select/history', { id: draft.id });

    const current = await post(buyer.token, 'version/download', { id: draft.id });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.headers['content-type']).toContain('application/pdf');
    const pdf = current.rawPayload;
    expect(checkPdfSignature(pdf)).toMatchObject({ signed: true, valid: true, coversWholeFile: true });
    const text = (await textOf(pdf)).replace(/\s+/g, '');
    expect(text).toContain(draft.quoteNo);
    expect(text).toContain('第2版');
    expect(text).toContain('¥2,250.00');
    expect(text).toContain('链完整');
    for (const v of history) expect(text).toContain(v.digest);
    expect(text).not.toContain('不一致');

    // The first version, for its supplier, in English: its own price.
    const first = await post(supplier.token, 'version/download', { id: draft.id, version: 1 }, 'en');
    expect(first.statusCode, first.body).toBe(200);
    const english = (await textOf(first.rawPayload)).replace(/\s+/g, '');
    expect(english).toContain('QUOTATION');
    expect(english).toContain('Version1');
    expect(english).toContain('20t');
    expect(english).toContain('¥2,300.00');

    // A frozen version altered in the database no longer matches its digest, and the document says so.
    await t.ctx.db
      .update(quoteVersions)
      .set({ terms: { ...history[1].terms, unitPrice: '1.00' } as never })
      .where(eq(quoteVersions.quoteId, draft.id));
    const tampered = (await textOf((await post(buyer.token, 'version/download', { id: draft.id })).rawPayload)).replace(
      /\s+/g,
      '',
    );
    expect(tampered).toContain('与冻结条款不一致');

    // Nobody else reads it; a version never offered is not there.
    expect(errorOf(await post(stranger.token, 'version/download', { id: draft.id }))).toMatchObject({ status: 404 });
    expect(errorOf(await post(buyer.token, 'version/download', { id: draft.id, version: 3 }))).toMatchObject({
      status: 400,
      field: 'version',
    });
  });
});
