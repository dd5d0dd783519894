/** Test helpers of the order tests: parties, products and orders written directly or placed through the API. */
import { eq } from 'drizzle-orm';
import { tinyPdf } from '../../../test/files.ts';
import { createCompany, createUser, lastSmsCode, type TestApp, tokenFor } from '../../../test/harness.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { companyAddresses } from '../address/tables.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { approveSeal } from '../contract/test-kit.ts';
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

/** A buyer and a seller of one product (`input`), each with its contract seal approved: ready to sign. */
export async function sealedParties(t: TestApp, input: Parameters<typeof createSellerWithProduct>[1] = {}) {
  const buyer = await createBuyer(t);
  const seller = await createSellerWithProduct(t, input);
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
  return { buyer, seller };
}

/** The vehicle and crew of a batch of goods that are not dangerous. */
export const TEST_CREW = {
  plate: '沪A12345',
  driverName: '王师傅',
  driverIdNumber: '11010519491231002X',
  driverPhone: '13800138000',
};

/** Buys `quantity` of the seller's product at once on `term` (delivered to the buyer's address): the raw answer. */
export const placeOnTerms = (
  t: TestApp,
  buyer: Buyer,
  seller: { shop: { id: number }; product: { id: number } },
  term: string,
  quantity: string,
) =>
  t.call({
    method: 'POST',
    url: '/api/order/direct/putorder',
    token: buyer.token,
    payload: {
      productId: seller.product.id,
      quantity,
      addressId: buyer.address.id,
      deliveryMode: 'sellerDelivery',
      shopTerms: [{ shopId: seller.shop.id, term }],
    },
  });

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
 * Takes an order at 10 to 40 through the real calls: the seller generates the contract, then seller
 * and buyer sign with the codes their phones received. Both companies need an approved seal
 * (contract/test-kit.ts approveSeal).
 */
export async function signContract(t: TestApp, orderId: number, parties: { buyer: Party; seller: Party }) {
  const generated = await orderCall(t, parties.seller.token, 'contract/generate', { id: orderId });
  if (generated.statusCode !== 200) throw new Error(`contract not generated: ${generated.body}`);
  for (const party of [parties.seller, parties.buyer]) {
    const sent = await orderCall(t, party.token, 'send/sms/sign/code', { id: orderId });
    if (sent.statusCode !== 200) throw new Error(`no signing code: ${sent.body}`);
    const signed = await orderCall(t, party.token, 'sign/contract', {
      id: orderId,
      code: await lastSmsCode(t, party.user.mobile),
    });
    if (signed.statusCode !== 200) throw new Error(`not signed: ${signed.body}`);
  }
}
type Party = { token: string; user: { mobile: string } };

/** Moves an order past the contract by writing its status (for list and count tests that need many orders). */
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

/** A PDF `userId` uploaded privately (as /encry/upload/pdf stores it): its key and bytes. */
export async function privatePdf(t: TestApp, userId: number, fileName: string) {
  const bytes = tinyPdf();
  const stored = await storeBytes(t.ctx, { bytes, fileName, kind: 'pdf', encrypted: true, ownerUserId: userId });
  return { key: stored.key, bytes };
}

/** What /seeEncryptionView answers `token` for the file `key` (the preview of a private file). */
export const previewAs = (t: TestApp, token: string, key: string) =>
  t.call({ method: 'GET', url: `/api/seeEncryptionView?key=${encodeURIComponent(key)}`, token });
