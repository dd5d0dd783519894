import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { inspectPdf } from '../../../test/pdf-inspect.ts';
import { companies } from '../company/tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct, orderCall, type Seller, signContract } from '../order/test-kit.ts';
import { users } from '../user/tables.ts';
import { approveSeal } from './test-kit.ts';

/** What the signed contract prints of the order and of the people who signed it. */
let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
  // The buyer's main account registered without a name (registration copies the user name in) and is its company's contact.
  await t.ctx.db.update(users).set({ name: buyer.user.userName }).where(eq(users.id, buyer.user.id));
  await t.ctx.db
    .update(companies)
    .set({ contactName: '孙晓梅', contactMobile: buyer.user.mobile })
    .where(eq(companies.id, buyer.company.id));
  await t.ctx.db.update(users).set({ name: '周建华' }).where(eq(users.id, seller.user.id));
}, 60_000);
afterAll(async () => t?.close());

describe('the signed contract PDF', () => {
  it('names the people who signed, prints the buyer’s remark and the quantities and amounts as the web shows them', async () => {
    const placed = await t.call({
      method: 'POST',
      url: '/api/order/direct/putorder',
      token: buyer.token,
      payload: {
        productId: seller.product.id,
        quantity: '40',
        addressId: buyer.address.id,
        deliveryMode: 'sellerDelivery',
        remark: '工作日送货，卸货需叉车',
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.orders[0].id as number;
    await signContract(t, orderId, { buyer, seller });

    const download = await orderCall(t, buyer.token, 'contract/download', { id: orderId });
    expect(download.statusCode).toBe(200);
    const text = (await inspectPdf(download.rawPayload)).pages.map((page) => page.text).join('');
    expect(text).toContain('签署人：孙晓梅');
    expect(text).toContain('签署人：周建华');
    expect(text).not.toContain(`签署人：${buyer.user.userName}`);
    expect(text).toContain('买方备注（交货要求）：工作日送货，卸货需叉车');
    expect(text).toContain('402,500.00100,000.00');
    expect(text).toContain('人民币100,000.00元');
    expect(text).not.toContain('40.0000');
  });
});
