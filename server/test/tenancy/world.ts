import { ALL_PERMISSION_CODES, type PermissionCode } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { companyAddresses } from '../../src/modules/address/tables.ts';
import { auctionBody, createOperatorToken, movePhase } from '../../src/modules/auction/test-kit.ts';
import { putProduct } from '../../src/modules/catalogue/test-kit.ts';
import { companyCertificates } from '../../src/modules/certificate/tables.ts';
import { approveSeal } from '../../src/modules/contract/test-kit.ts';
import { createBuyer, orderCall, placeDirect, signContract } from '../../src/modules/order/test-kit.ts';
import { createCategory, createShop, day } from '../../src/modules/product/test-kit.ts';
import { storeBytes } from '../../src/platform/files/store-upload.ts';
import { tinyPdf, tinyPng } from '../files.ts';
import { createCompany, createSubAccount, createUser, type TestApp, tokenFor } from '../harness.ts';
import type { Caller } from './sample-input.ts';

/**
 * The id every object of the owning company has, whatever its table: each identity sequence restarts here before the
 * owner's objects are made, each the first row of its table from then on. So `id` means the owner's object in any
 * route, without knowing which table the route reads.
 */
export const SHARED_ID = 900_001;

export interface World {
  /** The main account of a company with no part in the shared objects. */
  outsider: Caller;
  /** Who owns the shared objects: the owning company's main account, then its buyer's (orders have two parties). */
  owners: Caller[];
  /** A sub-account of the owning company holding every permission but `withheld`. */
  subWithout(withheld: readonly PermissionCode[]): Promise<Caller>;
}

async function callerFor(t: TestApp, userId: number, categoryId: number): Promise<Caller> {
  const store = async (bytes: Buffer, kind: 'img' | 'pdf', encrypted: boolean) =>
    (await storeBytes(t.ctx, { bytes, fileName: `f.${kind === 'img' ? 'png' : 'pdf'}`, kind, encrypted, ownerUserId: userId }))
      .key;
  return {
    token: await tokenFor(t, userId),
    categoryId,
    files: {
      image: await store(tinyPng(), 'img', true),
      pdf: await store(tinyPdf(), 'pdf', true),
      publicImage: await store(tinyPng(), 'img', false),
    },
  };
}

/**
 * The owning company keeps a warehouse (a factory warehouse's maker depositing its own goods), has applied to deposit
 * goods there, and holds a receipt in force at it: each the first row of its table, so `id` names them too.
 */
async function ownWarehouseAndReceipt(t: TestApp, companyId: number, userId: number, pdfKey: string) {
  const { keeperCompanies, warehouses, receiptProducts, feeSchedules } = await import('../../src/modules/warehouse/tables.ts');
  const { depositApplications, warehouseReceipts } = await import('../../src/modules/warehouse-receipt/tables.ts');
  await t.ctx.db.insert(keeperCompanies).values({ companyId });
  const [warehouse] = await t.ctx.db
    .insert(warehouses)
    .values({
      code: 'TEN-01',
      name: '租户库',
      kind: 'factory',
      keeperCompanyId: companyId,
      provinceCode: '310000',
      cityCode: '310100',
      areaCode: '310116',
      provinceName: '上海市',
      cityName: '上海市',
      areaName: '金山区',
      address: '目华路 1 号',
      longitude: '121.45',
      latitude: '30.80',
      dailyOutboundCapacity: '100',
      dangerousGoods: true,
      contactName: '王五',
      contactPhone: '021-57126688',
    })
    .returning();
  const [product] = await t.ctx.db
    .insert(receiptProducts)
    .values({ name: '租户甲醇', grade: '优等品', casNumber: '67-56-1', minSplitQty: '5', splitStep: '1' })
    .returning();
  if (!warehouse || !product) throw new Error('the tenancy warehouse was not made');
  await t.ctx.db.insert(feeSchedules).values({
    warehouseId: warehouse.id,
    productId: product.id,
    storageRate: '1',
    inboundFee: '0',
    outboundFee: '0',
    transferFee: '0',
    effectiveFrom: day(-30),
  });
  const goods = { warehouseId: warehouse.id, productId: product.id, brand: '自产', batchNo: 'T1', packing: 0, pieces: 0 };
  await t.ctx.db.insert(depositApplications).values({
    ...goods,
    depositNo: 'RK-TENANCY',
    status: 'pending',
    applicantCompanyId: companyId,
    applicantUserId: userId,
    keeperCompanyId: companyId,
    declaredQty: '10',
    expectedArrival: day(0),
  });
  await t.ctx.db.insert(warehouseReceipts).values({
    ...goods,
    receiptNo: 'WR-TENANCY',
    status: 'active',
    keeperCompanyId: companyId,
    depositorCompanyId: companyId,
    holderCompanyId: companyId,
    productName: product.name,
    grade: product.grade,
    casNumber: product.casNumber,
    unit: '吨',
    quality: '合格',
    qcReportKey: pdfKey,
    quantity: '10',
    location: '1 号罐',
    storageStart: day(-10),
    termEnd: day(300),
    lossStandard: '千分之三',
  });
  await ownBillOfLading(t, companyId, userId, { ...goods, product });
  await ownListing(t, companyId, userId, { ...goods, product });
}

/** A receipt listed for sale on a third receipt the owner holds (its listing lock on it). */
async function ownListing(t: TestApp, companyId: number, userId: number, goods: OwnGoods) {
  const { receiptListings } = await import('../../src/modules/receipt-listing/tables.ts');
  const receipt = await ownLockedReceipt(t, companyId, goods, {
    receiptNo: 'WR-TENANCY-L',
    lockType: 'listing',
    lockRef: 'GP-TENANCY',
    quantity: '20',
    location: '3 号罐',
  });
  const [listing] = await t.ctx.db
    .insert(receiptListings)
    .values({
      listingNo: 'GP-TENANCY',
      status: 'listed',
      sellerCompanyId: companyId,
      sellerUserId: userId,
      receiptId: receipt.id,
      sourceReceiptId: receipt.id,
      productId: goods.productId,
      warehouseId: goods.warehouseId,
      cityCode: '310100',
      unitPrice: '2300',
      minQty: '5',
      step: '1',
      listedQty: '20',
      availableQty: '15',
      reservedQty: '5',
      deliveryMode: 'transfer',
      validUntil: day(30),
    })
    .returning();
  if (!listing) throw new Error('the tenancy listing was not made');
  // An application waiting on it, the owner on both sides (the guard's objects are the owner's).
  const { receiptOrders, receiptOrderPayments } = await import('../../src/modules/receipt-order/tables.ts');
  const [order] = await t.ctx.db
    .insert(receiptOrders)
    .values({
      orderNo: 'WO-TENANCY',
      status: 'applied',
      listingId: listing.id,
      sellerCompanyId: companyId,
      buyerCompanyId: companyId,
      buyerUserId: userId,
      productId: goods.productId,
      warehouseId: goods.warehouseId,
      keeperCompanyId: receipt.keeperCompanyId,
      quantity: '5',
      unitPrice: '2300',
      amount: '11500.00',
      deliveryMode: 'transfer',
    })
    .returning();
  if (!order) throw new Error('the tenancy receipt order was not made');
  // An exchange of its receipts, signed and waiting for the premium, the owner on every side of it.
  const { receiptExchanges } = await import('../../src/modules/receipt-exchange/tables.ts');
  await t.ctx.db.insert(receiptExchanges).values({
    exchangeNo: 'EX-TENANCY',
    status: 'signed',
    applicantCompanyId: companyId,
    applicantUserId: userId,
    counterpartyCompanyId: companyId,
    listingId: listing.id,
    listingUnitPrice: '2300',
    productId: goods.productId,
    quantity: '5',
    sourceReceiptId: receipt.id,
    sourceKeeperCompanyId: receipt.keeperCompanyId,
    targetReceiptId: receipt.id,
    targetKeeperCompanyId: receipt.keeperCompanyId,
    premium: '10',
    acceptedAt: new Date(),
    signedAt: new Date(),
  });
  // An order the operator entered for the owner by phone, waiting for its confirmation.
  const { receiptOrderProposals } = await import('../../src/modules/receipt-order/tables.ts');
  await t.ctx.db.insert(receiptOrderProposals).values({
    proposalNo: 'DK-TENANCY',
    status: 'proposed',
    buyerCompanyId: companyId,
    listingId: listing.id,
    quantity: '5',
    unitPrice: '2300',
    amount: '11500.00',
    callerName: '租户',
    callerPhone: '13800000000',
    proposedBy: userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // A payment declared on it, as a staged payment of a signed order would be.
  await t.ctx.db.insert(receiptOrderPayments).values({
    paymentNo: 'PA-TENANCY',
    orderId: order.id,
    amount: '1000.00',
    status: 'submitted',
    proofKeys: [],
    createdBy: userId,
  });
}

/** The owner's goods at its warehouse, as its receipts record them. */
interface OwnGoods {
  warehouseId: number;
  productId: number;
  brand: string;
  batchNo: string;
  packing: number;
  pieces: number;
  product: { name: string; grade: string; casNumber: string };
}

/** A receipt in force the owner holds and keeps, under a deal's lock (a bill's, a listing's). */
async function ownLockedReceipt(
  t: TestApp,
  companyId: number,
  goods: OwnGoods,
  receipt: { receiptNo: string; lockType: 'pickup' | 'listing'; lockRef: string; quantity: string; location: string },
) {
  const { warehouseReceipts } = await import('../../src/modules/warehouse-receipt/tables.ts');
  const { product, ...facts } = goods;
  const [row] = await t.ctx.db
    .insert(warehouseReceipts)
    .values({
      ...facts,
      ...receipt,
      status: 'active',
      keeperCompanyId: companyId,
      depositorCompanyId: companyId,
      holderCompanyId: companyId,
      productName: product.name,
      grade: product.grade,
      casNumber: product.casNumber,
      unit: '吨',
      quality: '合格',
      storageStart: day(-10),
      termEnd: day(300),
      lossStandard: '千分之三',
    })
    .returning();
  if (!row) throw new Error(`the tenancy receipt ${receipt.receiptNo} was not made`);
  return row;
}

/** A bill of lading scheduled for today on a second receipt the owner holds and keeps (its pick-up lock on it). */
async function ownBillOfLading(t: TestApp, companyId: number, userId: number, goods: OwnGoods) {
  const { vehicleCrews } = await import('../../src/modules/vehicle-crew/tables.ts');
  const { billsOfLading } = await import('../../src/modules/bill-of-lading/tables.ts');
  const receipt = await ownLockedReceipt(t, companyId, goods, {
    receiptNo: 'WR-TENANCY-B',
    lockType: 'pickup',
    lockRef: 'TD-TENANCY',
    quantity: '10',
    location: '2 号罐',
  });
  const [crew] = await t.ctx.db
    .insert(vehicleCrews)
    .values({
      companyId,
      plate: '沪A12345',
      driverName: '张师傅',
      driverIdNumber: '11010519491231002X',
      driverPhone: '13800138000',
    })
    .returning();
  if (!receipt || !crew) throw new Error('the tenancy bill of lading was not made');
  await t.ctx.db.insert(billsOfLading).values({
    billNo: 'TD-TENANCY',
    status: 'scheduled',
    holderCompanyId: companyId,
    holderUserId: userId,
    receiptId: receipt.id,
    sourceReceiptId: receipt.id,
    warehouseId: goods.warehouseId,
    keeperCompanyId: companyId,
    quantity: '10',
    pieces: 0,
    expectedDate: day(0),
    crewId: crew.id,
    scheduledDate: day(0),
    slot: 'morning',
    pickupCode: 'TENANCY2',
    scheduledAt: new Date(),
  });
}

async function restartIdentities(t: TestApp, next: number) {
  await t.ctx.db.execute(
    sql`select setval(format('%I.%I', schemaname, sequencename)::regclass, ${next}, false) from pg_sequences where schemaname = 'public'`,
  );
}

async function succeed(what: string, call: Promise<{ statusCode: number; body: string }>) {
  const res = await call;
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.body}`);
  return res;
}

/**
 * Four approved companies. The owner (a shop, a product, its seal, an address, a certificate, a regulation, a contract
 * template, an invitation, a sub-account, a cart line, a quote offered to the buyer and shared with a fourth company, an
 * inquiry to the buyer's shop,
 * an auction taking sign-ups with the buyer signed up and white-listed)
 * sold the shared order to the buyer, carried to 61 with its contract signed, its payment proof, an invoice and an
 * attachment. The outsider has a shop of its own.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const category = await createCategory(t, { name: '租户醇类' });
  const outsiderUser = await createUser(t);
  const outsiderCompany = await createCompany(t, outsiderUser.id);
  await createShop(t, outsiderCompany.id);
  const buyer = await createBuyer(t);
  const buyerShop = await createShop(t, buyer.company.id);
  const buyerProduct = await putProduct(t, { shop: buyerShop, company: buyer.company }, category.id, { name: '乙醇' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  // A company the owner's quote is shared with (its access request is the first: `id` names it).
  const shareeUser = await createUser(t);
  const sharee = await createCompany(t, shareeUser.id);
  const ownerUser = await createUser(t);

  await restartIdentities(t, SHARED_ID);
  const company = await createCompany(t, ownerUser.id);
  await createSubAccount(t, company.id, ['buy.order']);
  const shop = await createShop(t, company.id);
  const product = await putProduct(t, { shop, company }, category.id, { name: '甲醇' });
  await approveSeal(t, company, 'seller', ownerUser.id);
  const owner = { ...(await callerFor(t, ownerUser.id, category.id)), user: ownerUser };
  const post = (url: string, payload: Record<string, unknown>, who = owner.token) =>
    succeed(url, t.call({ method: 'POST', url: `/api${url}`, token: who, payload }));

  await t.ctx.db.insert(companyAddresses).values({
    companyId: company.id,
    contactName: '李四',
    contactMobile: '13900001111',
    provinceCode: '310000',
    provinceName: '上海市',
    cityCode: '310100',
    cityName: '市辖区',
    areaCode: '310115',
    areaName: '浦东新区',
    detail: '张江路 1 号',
    isDefault: true,
  });
  await t.ctx.db.insert(companyCertificates).values({
    companyId: company.id,
    type: 'hazchem_business',
    number: '沪危化经字〔2024〕900001',
    scope: '甲醇',
    validFrom: day(-30),
    validTo: day(300),
    fileKey: owner.files.image,
    auditStatus: 1,
  });
  await ownWarehouseAndReceipt(t, company.id, ownerUser.id, owner.files.pdf);
  await post('/company/regulation/save', { title: '安全生产制度', content: '第一条' });
  await post('/shop/contract/template/save', { name: '标准合同', content: '买卖合同正文\n{{goodsTable}}\n' });
  await post('/user/subaccount/invite', { mobile: '13700137000', permissions: ['buy.order'] });
  await post('/ordercart/addtocart', { productId: buyerProduct.id, quantity: '1' });

  // Credit (账期) the owner grants the buyer: the first, so `id` names it.
  await post('/shop/credit/save', { creditCode: buyer.company.creditCode, days: 30 });
  // A quote offered to the buyer for the owner's product: the first quote, so `id` names it.
  const quote = await post('/cs/quote/save', {
    buyerCompanyId: buyer.company.id,
    productId: product.id,
    quantity: '10',
    minQty: '1',
    unitPrice: '2300.00',
    deliveryMode: 'sellerDelivery',
    deliveryFrom: day(1),
    deliveryTo: day(10),
    paymentTerms: 'prepay',
    validUntil: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  const quoteId = (JSON.parse(quote.body) as { data: { id: number } }).data.id;
  await post('/cs/quote/submit/quotation', { id: quoteId });
  await post('/cs/quote/share', { id: quoteId, companyId: sharee.id });
  // The owner asks the buyer's shop for a quote: the first inquiry, so `id` names it.
  await post('/cs/quote/inquiry/submit', { productId: buyerProduct.id, quantity: '1' });

  // An auction of the owner's, published and taking sign-ups, the buyer signed up and on the owner's white list: each
  // the first of its table, so `id` names them.
  const auction = await post('/auctionTrust/save', auctionBody());
  const auctionId = (JSON.parse(auction.body) as { data: { id: number } }).data.id;
  await post('/auctionTrust/submit', { id: auctionId });
  await post('/auctionTrust/audit/approve', { id: auctionId }, await createOperatorToken(t));
  await movePhase(t, auctionId, 'signup');
  await post('/auctionWhiteList/add', { companyId: buyer.company.id });
  // The award's deal of the buyer in it, as a close would make it: the first deal, so `id` names it.
  const { auctionDeals } = await import('../../src/modules/auction/tables.ts');
  await t.ctx.db.insert(auctionDeals).values({
    dealNo: 'JJTENANCY-1',
    auctionId,
    ownerCompanyId: company.id,
    winnerCompanyId: buyer.company.id,
    status: 'awaiting',
    lines: [
      { lineNo: 1, productName: '硫磺', spec: null, unit: '吨', quantity: '60.0000', price: '1100.00', amount: '66000.00' },
    ],
    amount: '66000.00',
    dueAt: new Date(Date.now() + 3 * 86_400_000),
  });

  const buyerCaller = await callerFor(t, buyer.user.id, category.id);
  await post(
    '/csSignUp/apply',
    { auctionId, agreed: true, contactName: '张三', contactMobile: '13900002222' },
    buyerCaller.token,
  );
  const order = await placeDirect(t, { ...buyer, token: buyerCaller.token }, product.id, '1');
  await signContract(t, order.id, {
    buyer: { token: buyerCaller.token, user: buyer.user },
    seller: { token: owner.token, user: ownerUser },
  });
  await succeed('pay', orderCall(t, buyerCaller.token, 'pay', { id: order.id, proofKeys: [buyerCaller.files.image] }));
  await succeed('receivedmoney', orderCall(t, owner.token, 'receivedmoney', { id: order.id }));
  await post('/order/invoice/save', {
    id: order.id,
    type: 'vatNormal',
    invoiceNo: '90000001',
    amount: '1.00',
    issueDate: day(0),
    fileKey: owner.files.pdf,
  });
  await post('/order/contract/accessory/save', { id: order.id, kind: 'sds', fileKey: owner.files.pdf });
  if (order.id !== SHARED_ID) throw new Error(`the shared order is ${order.id}, not ${SHARED_ID}`);

  const subs = new Map<string, Promise<Caller>>();
  return {
    outsider: await callerFor(t, outsiderUser.id, category.id),
    owners: [owner, buyerCaller],
    subWithout(withheld) {
      const held = ALL_PERMISSION_CODES.filter((code) => !withheld.includes(code));
      const key = held.join(',');
      let sub = subs.get(key);
      if (!sub) {
        sub = createSubAccount(t, company.id, held).then((user) => callerFor(t, user.id, category.id));
        subs.set(key, sub);
      }
      return sub;
    },
  };
}
