import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../../test/harness.ts';
import { companyAddresses } from '../../address/tables.ts';
import { approveSeal } from '../../contract/test-kit.ts';
import {
  type Buyer,
  createBuyer,
  createSellerWithProduct,
  orderCall,
  placeDirect,
  type Seller,
  signContract,
} from '../test-kit.ts';

/** 销售合同 finds the seller's signed contracts, not only those still waiting; a company that also buys keeps the sides apart. */
let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };
let supplier: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
  supplier = await createSellerWithProduct(t, { stock: '100.0000', price: '1800.00' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
}, 60_000);
afterAll(async () => t?.close());

const list = async (token: string, body: Record<string, unknown>) => {
  const res = await orderCall(t, token, 'contract/list', { current: 1, size: 50, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; records: { orderId: number; status: string; party: string; contractNo: string }[] };
};

describe('/order/contract/list', () => {
  it("lists one side's contracts of a status, searched by order or contract number", async () => {
    const sold = await placeDirect(t, buyer, seller.product.id, '1');
    await signContract(t, sold.id, { buyer, seller });
    // The seller's company also buys: a contract generated for it as the buyer.
    const [address] = await t.ctx.db
      .insert(companyAddresses)
      .values({
        companyId: seller.company.id,
        contactName: '王五',
        contactMobile: '13900002222',
        provinceCode: '310000',
        provinceName: '上海市',
        cityCode: '310100',
        cityName: '市辖区',
        areaCode: '310115',
        areaName: '浦东新区',
        detail: '张江路 200 号',
      })
      .returning();
    const bought = await placeDirect(t, { ...seller, address: address as Buyer['address'] }, supplier.product.id, '1');
    expect((await orderCall(t, supplier.token, 'contract/generate', { id: bought.id })).statusCode).toBe(200);

    const sales = await list(seller.token, { party: 'seller', status: 'signed' });
    expect(sales.records.map((r) => [r.orderId, r.status, r.party])).toEqual([[sold.id, 'signed', 'seller']]);
    expect((await list(seller.token, { party: 'buyer' })).records.map((r) => r.orderId)).toEqual([bought.id]);
    expect((await list(seller.token, { party: 'buyer', status: 'signed' })).total).toBe(0);
    expect((await list(seller.token, {})).records.map((r) => r.orderId).sort()).toEqual([sold.id, bought.id].sort());

    expect((await list(seller.token, { party: 'seller', keyword: sold.orderNo })).records.map((r) => r.orderId)).toEqual([
      sold.id,
    ]);
    const contractNo = sales.records[0]?.contractNo ?? '';
    expect((await list(seller.token, { keyword: contractNo.slice(2) })).records.map((r) => r.orderId)).toEqual([sold.id]);
    expect((await list(seller.token, { keyword: '100%' })).total).toBe(0);
    expect(errorOf(await orderCall(t, seller.token, 'contract/list', { party: 'both' }))).toMatchObject({
      status: 400,
      field: 'party',
    });
  }, 120_000);
});
