import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { companies } from '../company/tables.ts';
import { grantLicence } from '../product/test-kit.ts';
import { createBuyer, createSellerWithProduct, orderCall } from './test-kit.ts';

/** The checkout preview's defaults and what it says stands in the way. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

describe('/order/settle', () => {
  it("fills a first invoice from the certified company, and says when a dangerous good waits for the buyer's licence", async () => {
    const buyer = await createBuyer(t);
    await t.ctx.db
      .update(companies)
      .set({ bankName: '中国工商银行嘉兴分行', bankAccount: '1204 0600 0900 1234 567' })
      .where(eq(companies.id, buyer.company.id));
    const seller = await createSellerWithProduct(t, { isDangerous: true, price: '98000.00' });
    // A dangerous good is on sale only from a licensed seller.
    await grantLicence(t, seller.company.id);
    const preview = async () => {
      const res = await orderCall(t, buyer.token, 'settle', { productId: seller.product.id, quantity: '1' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const first = await preview();
    expect(first.defaultInvoice).toBeNull();
    expect(first.companyInvoice).toEqual({
      type: 'normal',
      title: buyer.company.name,
      taxNumber: buyer.company.creditCode,
      bankName: '中国工商银行嘉兴分行',
      bankAccount: '1204 0600 0900 1234 567',
      address: buyer.company.registeredAddress,
      phone: buyer.company.contactMobile,
    });
    expect(first).toMatchObject({ needsLicence: true, canPlace: false });

    await grantLicence(t, buyer.company.id);
    expect(await preview()).toMatchObject({ needsLicence: false, canPlace: true, warnings: [] });
  });

  it('words a line that stands in the way in the caller’s language, colon included', async () => {
    const buyer = await createBuyer(t);
    const seller = await createSellerWithProduct(t);
    const warningsIn = async (language: string) => {
      const res = await orderCall(t, buyer.token, 'settle', { productId: seller.product.id, quantity: '0.5' }, { language });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.warnings as string[];
    };
    expect(await warningsIn('zh')).toEqual([`${seller.product.name}：购买数量低于起订量 1吨`]);
    expect(await warningsIn('en')).toEqual([`${seller.product.name}: Quantity below the minimum order of 1 t`]);
  });
});
