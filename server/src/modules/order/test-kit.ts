/** Test helpers of the order tests: parties, products and orders written directly or placed through the API. */
import { eq } from 'drizzle-orm';
import { createCompany, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { companyAddresses } from '../address/tables.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { orders } from './tables.ts';

/** A main account of an approved buyer company with a default delivery address. */
export async function createBuyer(t: TestApp) {
  const user = await createUser(t, { name: '买家' });
  const company = await createCompany(t, user.id);
  const [address] = await t.ctx.db
    .insert(companyAddresses)
    .values({
      companyId: company.id,
      contactName: '李四',
      contactMobile: '13900001111',
      provinceCode: '310000',
      provinceName: '上海市',
      cityCode: '310100',
      cityName: '市辖区',
      areaCode: '310115',
      areaName: '浦东新区',
      detail: '张江路 100 号',
      isDefault: true,
    })
    .returning();
  if (!address) throw new Error('address not created');
  return { user, company, address, token: await tokenFor(t, user.id) };
}

export type Buyer = Awaited<ReturnType<typeof createBuyer>>;
export type Seller = Awaited<ReturnType<typeof createSeller>>;

let categorySeq = 0;
/** A seller with an open shop and one on-shelf product (stock 100 unless told). */
export async function createSellerWithProduct(t: TestApp, input: { stock?: string; price?: string; isDangerous?: boolean } = {}) {
  const seller = await createSeller(t);
  categorySeq += 1;
  const category = await createCategory(t, { name: `醇类${categorySeq}` });
  const product = await putProduct(t, seller, category.id, { name: '甲醇', ...input });
  return { ...seller, product };
}

/** Places a direct order through the API; answers the order view. */
export async function placeDirect(
  t: TestApp,
  buyer: Buyer,
  productId: number,
  quantity = '2',
  headers: Record<string, string> = {},
) {
  const res = await t.call({
    method: 'POST',
    url: '/api/order/direct/putorder',
    token: buyer.token,
    headers,
    payload: { productId, quantity, addressId: buyer.address.id, deliveryMode: 'sellerDelivery' },
  });
  if (res.statusCode !== 200) throw new Error(`order not placed: ${res.body}`);
  return res.json().data.orders[0] as { id: number; status: number; orderNo: string; totalAmount: string };
}

/**
 * Puts an order straight into a status. The contract calls (10 → 37 → 38/39 → 40) land with the
 * contract PDF work; until then tests reach 40 and later statuses by writing the status directly.
 */
export async function setOrderStatus(t: TestApp, orderId: number, status: number) {
  await t.ctx.db.update(orders).set({ status, statusChangedAt: new Date() }).where(eq(orders.id, orderId));
}

/** An order's row as stored. */
export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/** Calls an order endpoint as `token` with `payload`. */
export const orderCall = (t: TestApp, token: string, path: string, payload: Record<string, unknown>, headers = {}) =>
  t.call({ method: 'POST', url: `/api/order/${path}`, token, payload, headers });
