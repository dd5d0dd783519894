import {
  AUDIT_STATUS,
  chinaDayStart,
  type DeliveryMode,
  type Invoice,
  type OfferPaymentTerms,
  ORDER_STATUS,
  type OrderStatus,
  orderArriveBody,
  orderCancelBody,
  orderDeliverBody,
  orderDirectPutBody,
  orderPayBody,
  orderReceiveBody,
  orderRefuseCancelBody,
  orderShipBody,
  type PaymentTerm,
  reviewSaveBody,
  WEIGHT_UNIT_KG,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { companyAddresses } from '../../modules/address/index.ts';
import { addQuantities } from '../../modules/cart/index.ts';
import { visibleKnownProduct } from '../../modules/catalogue/index.ts';
import { hasValidDangerousGoodsLicence } from '../../modules/certificate/index.ts';
import { type CompanyRow, companyMembers } from '../../modules/company/index.ts';
import { currentContract, generateContract, sendSignCode, signWithCode } from '../../modules/contract/index.ts';
import type { OrderCaller, TradeParty } from '../../modules/order/index.ts';
import {
  applyForCaller,
  arriveBatch,
  confirmCancel,
  confirmMoney,
  deliverOrder,
  directPutOrder,
  orderItems,
  orderShipmentLines,
  orderShipments,
  orderSubject,
  orders,
  payOrder,
  receiveOrder,
  refuseCancel,
  requestCancel,
  salesContract,
  saveCredit,
  shipBatch,
} from '../../modules/order/index.ts';
import { products } from '../../modules/product/index.ts';
import { saveReview } from '../../modules/review/index.ts';
import { approvedSealFor } from '../../modules/seal/index.ts';
import { shops } from '../../modules/shop/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { smsCodes, smsOutbox } from '../../platform/sms/tables.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { storedDemoCompanies } from './companies.ts';
import { paymentReceiptPng } from './payment-receipt.ts';

const S = ORDER_STATUS;
const LANG = 'zh';
/** What a signature made by the seed shows as its browser in the contract's evidence: no person's browser. */
const SEED_AGENT = 'hgsc-demo-seed';

/** One step of an order's life, taken by the party the order-flow table lets take it. */
type Step =
  | { do: 'generate' }
  | { do: 'sign'; by: TradeParty }
  | { do: 'pay'; remark?: string }
  | { do: 'confirmMoney' }
  | { do: 'deliver'; carrier: string; deliveryNo: string }
  /** One truck with half of every line, by its weighbridge ticket. */
  | { do: 'shipHalf'; plate: string; ticketNo: string }
  /** The buyer's weighbridge finds the latest batch `shortKg` lighter than loaded. */
  | { do: 'arrive'; shortKg: number; remark: string }
  | { do: 'receive'; remark?: string }
  | { do: 'review'; score: number; content: string }
  | { do: 'requestCancel'; by: TradeParty; reason: string }
  | { do: 'confirmCancel'; by: TradeParty }
  | { do: 'refuseCancel'; by: TradeParty; reason: string }
  | { do: 'withdraw'; reason: string }
  | { do: 'reject'; reason: string };

interface DemoOrder {
  /** Bought from the demo seller's shop: its offer of this name with the smallest minimum order. */
  product: string;
  /** How many minimum order quantities. */
  lots: number;
  delivery: DeliveryMode;
  /** The buyer asks for a 增值税专用发票 made out to its company. */
  invoice?: boolean;
  remark?: string;
  steps: readonly Step[];
  /** Where the steps leave the order. */
  ends: OrderStatus;
  /** How it is paid, the offer allowing it (款到发货 unless told). */
  term?: PaymentTerm;
}

/** What the demo seller's offers of a deposit-and-balance order allow: 定金 30 %, the balance 15 days after receipt. */
const OPEN_TERMS: OfferPaymentTerms = { depositPercent: 30, balanceDays: 15, credit: true, acceptance: true };
/** The credit (账期) the demo seller grants the demo buyer. */
const DEMO_CREDIT_DAYS = 30;

/** The seller draws up the contract and signs it first, then the buyer: the usual order of a B2B contract. */
const SIGNED: readonly Step[] = [{ do: 'generate' }, { do: 'sign', by: 'seller' }, { do: 'sign', by: 'buyer' }];
const PAID: readonly Step[] = [...SIGNED, { do: 'pay', remark: '已通过招商银行对公账户转账，请查收' }];
const MONEY_IN: readonly Step[] = [...PAID, { do: 'confirmMoney' }];

/**
 * The demo buyer's orders from the demo seller, oldest first: one in every status of the order flow
 * a buyer and a seller can bring an order to (ORDER_STATUS), and one whose cancellation waits for the
 * seller's answer. 101 is the close job's (close-expired.ts): it closes an order whose contract is
 * not signed ORDER_CONTRACT_TIMEOUT_HOURS after it was placed, so an order placed now cannot honestly
 * be closed yet — the demo's own orders waiting for a contract are closed so if left alone.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    product: '乙二醇',
    lots: 2,
    delivery: 'sellerDelivery',
    invoice: true,
    remark: '请随货附 COA 质检报告，卸货前电话联系仓库',
    steps: [
      ...MONEY_IN,
      { do: 'deliver', carrier: '江苏恒信自有槽车', deliveryNo: '苏E·D2631' },
      { do: 'receive', remark: '已验收入库，数量相符' },
      { do: 'review', score: 5, content: '货物指标与 COA 一致，槽车按约定时间到厂，卸货顺利，合作愉快。' },
    ],
    ends: S.COMPLETE,
  },
  {
    product: '苯乙烯',
    lots: 1,
    delivery: 'sellerDelivery',
    steps: [
      { do: 'requestCancel', by: 'buyer', reason: '下游装置临时检修，暂停本月采购' },
      { do: 'confirmCancel', by: 'seller' },
    ],
    ends: S.BUYER_CANCELLED,
  },
  {
    product: '高密度聚乙烯（HDPE）',
    lots: 2,
    delivery: 'logistics',
    invoice: true,
    steps: [
      ...SIGNED,
      { do: 'requestCancel', by: 'buyer', reason: '能否提前到本周发货？否则申请取消订单' },
      { do: 'refuseCancel', by: 'seller', reason: '已按合同排产，将按约定交期发货' },
      { do: 'pay' },
      { do: 'confirmMoney' },
      { do: 'deliver', carrier: '中外运物流', deliveryNo: 'SINO2026113018' },
    ],
    ends: S.AWAITING_RECEIPT,
  },
  {
    product: '乙醇',
    lots: 1,
    delivery: 'sellerDelivery',
    steps: [{ do: 'reject', reason: '该批次库存已锁定给长协客户，无法按期供货' }],
    ends: S.REJECTED,
  },
  {
    product: '均聚聚丙烯',
    lots: 1,
    delivery: 'pickup',
    steps: MONEY_IN,
    ends: S.SELLER_RECEIVED_MONEY,
  },
  {
    product: '二乙二醇',
    lots: 1,
    delivery: 'sellerDelivery',
    steps: [{ do: 'withdraw', reason: '重复下单，撤回此单' }],
    ends: S.CANCELLED,
  },
  {
    product: '线性低密度聚乙烯（LLDPE）',
    lots: 1,
    delivery: 'logistics',
    invoice: true,
    steps: PAID,
    ends: S.BUYER_PAID,
  },
  {
    product: '共聚聚丙烯',
    lots: 1,
    delivery: 'sellerDelivery',
    steps: [
      { do: 'requestCancel', by: 'seller', reason: '装置临时停车检修，本月无法排产' },
      { do: 'confirmCancel', by: 'buyer' },
    ],
    ends: S.SELLER_CANCELLED,
  },
  {
    product: '通用级聚苯乙烯（GPPS）',
    lots: 2,
    delivery: 'sellerDelivery',
    steps: SIGNED,
    ends: S.CONTRACT_COMPLETE,
  },
  {
    product: '高抗冲聚苯乙烯（HIPS）',
    lots: 1,
    delivery: 'logistics',
    remark: '外包装请注明批号',
    steps: [{ do: 'generate' }, { do: 'requestCancel', by: 'buyer', reason: '客户订单取消，申请取消本单' }],
    ends: S.NONE_SIGNED,
  },
  {
    product: '苯乙烯',
    lots: 1,
    delivery: 'sellerDelivery',
    invoice: true,
    steps: [{ do: 'generate' }, { do: 'sign', by: 'seller' }],
    ends: S.BUYER_TO_SIGN,
  },
  {
    product: '乙二醇',
    lots: 1,
    delivery: 'sellerDelivery',
    steps: [{ do: 'generate' }, { do: 'sign', by: 'buyer' }],
    ends: S.SELLER_TO_SIGN,
  },
  {
    product: '低密度聚乙烯（LDPE）',
    lots: 1,
    delivery: 'logistics',
    steps: [{ do: 'generate' }],
    ends: S.NONE_SIGNED,
  },
  {
    product: '乙醇',
    lots: 1,
    delivery: 'sellerDelivery',
    remark: '危化品请安排有资质的槽车运输',
    steps: [],
    ends: S.WAIT_CONTRACT,
  },
  {
    product: '乙二醇',
    lots: 2,
    delivery: 'sellerDelivery',
    remark: '分两车发货，每车随附磅单',
    steps: [
      ...MONEY_IN,
      { do: 'shipHalf', plate: '苏E2B631', ticketNo: 'BD20261130-01' },
      { do: 'arrive', shortKg: 12, remark: '卸货磅单较装货少 12 千克，在合理磅差内' },
    ],
    ends: S.PART_SHIPPED,
  },
  {
    product: '二乙二醇',
    lots: 1,
    delivery: 'sellerDelivery',
    remark: '定金 30%，尾款收货后 15 天内付清',
    term: 'deposit',
    steps: [
      ...SIGNED,
      { do: 'pay', remark: '定金已转账' },
      { do: 'confirmMoney' },
      { do: 'deliver', carrier: '苏州安运危险品物流', deliveryNo: 'AY20261201018' },
      { do: 'receive', remark: '货已收到，尾款按合同支付' },
    ],
    ends: S.BALANCE_DUE,
  },
  {
    product: '乙二醇',
    lots: 2,
    delivery: 'sellerDelivery',
    remark: '款到发货，按到货磅单结算',
    steps: [
      ...MONEY_IN,
      { do: 'shipHalf', plate: '苏E3C207', ticketNo: 'BD20261201-01' },
      { do: 'arrive', shortKg: 40, remark: '卸货磅单较装货少 40 千克' },
      { do: 'shipHalf', plate: '苏E3C208', ticketNo: 'BD20261201-02' },
      { do: 'arrive', shortKg: 35, remark: '卸货磅单较装货少 35 千克，请按实收结算并退还差额' },
    ],
    ends: S.REFUND_DUE,
  },
];

/** A side of the demo trade: its main account acting for its company, and the mobile its signing codes reach. */
interface Party {
  caller: OrderCaller;
  mobile: string;
  company: CompanyRow;
}

/**
 * The demo account `userName` as the main account of its demo company (as a session of it would load
 * it: the enabled membership of its active company), or undefined when the database's users made it
 * something else.
 */
async function mainAccountOf(ctx: AppContext, company: CompanyRow, userName: string): Promise<Party | undefined> {
  if (company.auditStatus !== AUDIT_STATUS.APPROVED) return undefined;
  const [row] = await ctx.db
    .select({ userId: users.id, mobile: users.mobile, permissions: companyMembers.permissions })
    .from(users)
    .innerJoin(companyMembers, and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, company.id)))
    .where(
      and(
        eq(users.id, company.ownerUserId),
        eq(users.userName, userName),
        eq(users.activeCompanyId, company.id),
        eq(users.status, 1),
        eq(companyMembers.isMain, true),
        eq(companyMembers.status, 1),
      ),
    );
  if (!row) return undefined;
  return {
    caller: {
      userId: row.userId,
      company: {
        companyId: company.id,
        companyName: company.name,
        auditStatus: company.auditStatus,
        isMain: true,
        permissions: row.permissions,
      },
    },
    mobile: row.mobile,
    company,
  };
}

/** The demo buyer and seller as their main accounts act, or null when the database's users made them something else. */
export async function demoTraders(ctx: AppContext): Promise<{ buyer: Party; seller: Party } | null> {
  const stored = await storedDemoCompanies(ctx);
  const sideOf = async (owner: 'buyer' | 'seller') => {
    const found = stored.find((s) => s.demo.owner === owner);
    const account = DEMO_ACCOUNTS.find((a) => a.userName === owner);
    return found && account ? mainAccountOf(ctx, found.company, account.userName) : undefined;
  };
  const buyer = await sideOf('buyer');
  const seller = await sideOf('seller');
  return buyer && seller ? { buyer, seller } : null;
}

/**
 * Whether the phone may be sent one more code today: the daily cap (SMS_DAILY_CAP_PER_PHONE) counts the
 * codes of every purpose a phone was sent since China's midnight (platform/sms/codes.ts).
 */
async function mayBeSentACode(ctx: AppContext, mobile: string): Promise<boolean> {
  const [sent] = await ctx.db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.sentAt, chinaDayStart(new Date()))));
  return (sent?.n ?? 0) < ctx.config.SMS_DAILY_CAP_PER_PHONE;
}

/**
 * The seller's offer of `name` the buyer can buy `lots` minimum quantities of now (shown, in stock, a
 * dangerous good only for a licensed buyer), the smallest minimum order first; else any such offer.
 */
async function offerFor(ctx: AppContext, shopId: number, name: string, lots: number, dangerousAllowed: boolean) {
  const candidates = await ctx.db
    .select({ id: products.id, minOrderQty: products.minOrderQty })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(products.shopId, shopId),
        visibleKnownProduct(ctx.db),
        dangerousAllowed ? undefined : eq(products.isDangerous, false),
        sql`${products.stock} >= ${products.minOrderQty} * ${lots}`,
      ),
    )
    .orderBy(sql`${products.name} = ${name} desc`, asc(products.minOrderQty), asc(products.id))
    .limit(1);
  const offer = candidates[0];
  if (!offer) return undefined;
  let quantity = offer.minOrderQty;
  for (let lot = 1; lot < lots; lot += 1) quantity = addQuantities(quantity, offer.minOrderQty);
  return { productId: offer.id, quantity };
}

/** The buyer's 增值税专用发票 particulars, from its certified company. */
const invoiceOf = (company: CompanyRow): Invoice => ({
  type: 'special',
  title: company.name,
  taxNumber: company.creditCode,
  bankName: company.bankName ?? '',
  bankAccount: company.bankAccount ?? '',
  address: company.registeredAddress,
  phone: company.contactMobile,
});

/**
 * The code the outbox provider "sent" `mobile` to sign `contractNo` — read where a person reads it
 * (the operator console's 短信记录 lists the same table), as the contract tests read theirs.
 */
async function signingCodeSent(ctx: AppContext, mobile: string, contractNo: string): Promise<string> {
  const [sms] = await ctx.db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, 'contractSign'), like(smsOutbox.content, `%${contractNo}%`)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!sms?.code) throw new Error(`demo orders: no signing code reached ${mobile} for ${contractNo}`);
  return sms.code;
}

/**
 * Signs the order's contract for `party` as the signing page does: a code sent to the signer's phone,
 * read from the outbox, and the signature made with it (the PDF stamped with the company's seal; the
 * second signature seals the final, PAdES-signed document).
 *
 * Then the spent code is entered in the code ledger a day earlier. Why: the daily cap per phone
 * (SMS_DAILY_CAP_PER_PHONE, codes.ts counts the codes sent since China's midnight) is there to keep a
 * person's phone from being flooded. The seed's codes are real — sent, read, spent on the signature
 * they verify — but nobody asked for them on the phone: left as today's, the six each demo account
 * signs with would take most of its ten, and a newcomer who signs a few contracts on the first day
 * would be told to wait until tomorrow. Only the ledger row moves (sent, expiry and use together, so it
 * still reads as a code used within its five minutes); the message stays in the outbox at the time it
 * was sent, and the signature and the contract's evidence keep their real times.
 */
async function sign(ctx: AppContext, id: number, party: Party): Promise<void> {
  const { contractNo } = await currentContract(ctx.db, orderSubject(id));
  await sendSignCode(ctx, salesContract, party.caller, id, null, LANG);
  const code = await signingCodeSent(ctx, party.mobile, contractNo);
  await signWithCode(ctx, salesContract, party.caller, { id, code }, { ip: null, userAgent: SEED_AGENT }, LANG, (commit) =>
    ctx.db.transaction(commit),
  );
  const day = sql`interval '1 day'`;
  await ctx.db
    .update(smsCodes)
    .set({
      sentAt: sql`${smsCodes.sentAt} - ${day}`,
      expiresAt: sql`${smsCodes.expiresAt} - ${day}`,
      consumedAt: sql`${smsCodes.consumedAt} - ${day}`,
    })
    // codes.ts keeps a signing code under its purpose and the contract it signs.
    .where(
      and(eq(smsCodes.mobile, party.mobile), eq(smsCodes.purpose, `contractSign:${contractNo}`), isNotNull(smsCodes.consumedAt)),
    );
}

/** The order's (only) line, which the buyer reviews. */
async function lineOf(db: Db, orderId: number): Promise<number> {
  const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)).limit(1);
  if (!line) throw new Error(`demo orders: order ${orderId} has no line`);
  return line.id;
}

/** Half of a quantity, to the kilogramme below (a truck's share of two). */
const halfOf = (quantity: string) => new Decimal(quantity).dividedBy(2).toDecimalPlaces(3, Decimal.ROUND_DOWN).toFixed();

/** A loaded quantity less `kg` on the buyer's weighbridge; counted goods arrive as loaded. */
function lighterBy(loaded: string, unit: string, kg: number): string {
  const perUnit = WEIGHT_UNIT_KG[unit.trim().toLowerCase()];
  return perUnit ? new Decimal(loaded).minus(new Decimal(kg).dividedBy(perUnit)).toFixed() : loaded;
}

/** Takes one step through the use case its route calls, in a transaction of its own as the route does. */
async function take(ctx: AppContext, step: Step, id: number, sides: Record<TradeParty, Party>): Promise<void> {
  const { buyer, seller } = sides;
  const inTransaction = (act: (tx: Db) => Promise<unknown>) => ctx.db.transaction(act);
  switch (step.do) {
    case 'generate':
      await generateContract(ctx, salesContract, seller.caller, id, LANG);
      return;
    case 'sign':
      await sign(ctx, id, sides[step.by]);
      return;
    case 'pay': {
      // The transfer slip the buyer uploads (/encry/upload/img stores it so: encrypted, the buyer's).
      const proof = await storeBytes(ctx, {
        bytes: paymentReceiptPng(),
        fileName: '银行电子回单.png',
        kind: 'img',
        encrypted: true,
        ownerUserId: buyer.caller.userId,
      });
      const body = orderPayBody.parse({ id, proofKeys: [proof.key], remark: step.remark });
      await inTransaction((tx) => payOrder(tx, buyer.caller, body, LANG));
      return;
    }
    case 'confirmMoney':
      await inTransaction((tx) => confirmMoney(tx, seller.caller, { id }, LANG));
      return;
    case 'deliver': {
      const body = orderDeliverBody.parse({ id, carrier: step.carrier, deliveryNo: step.deliveryNo });
      await inTransaction((tx) => deliverOrder(tx, seller.caller, body, LANG));
      return;
    }
    case 'shipHalf': {
      const lines = await ctx.db
        .select({ itemId: orderItems.id, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, id));
      const body = orderShipBody.parse({
        id,
        lines: lines.map((line) => ({ itemId: line.itemId, quantity: halfOf(line.quantity) })),
        crew: { plate: step.plate, driverName: '陈建国', driverIdNumber: '11010519491231002X', driverPhone: '13912345678' },
        ticketNo: step.ticketNo,
      });
      await inTransaction((tx) => shipBatch(tx, seller.caller, body, LANG));
      return;
    }
    case 'arrive': {
      const [latest] = await ctx.db
        .select({ id: orderShipments.id })
        .from(orderShipments)
        .where(eq(orderShipments.orderId, id))
        .orderBy(desc(orderShipments.seq))
        .limit(1);
      if (!latest) throw new Error(`demo orders: order ${id} has no batch to arrive`);
      const loaded = await ctx.db
        .select({ itemId: orderShipmentLines.itemId, loaded: orderShipmentLines.loaded, unit: orderItems.unit })
        .from(orderShipmentLines)
        .innerJoin(orderItems, eq(orderItems.id, orderShipmentLines.itemId))
        .where(eq(orderShipmentLines.shipmentId, latest.id));
      const body = orderArriveBody.parse({
        id,
        shipmentId: latest.id,
        lines: loaded.map((line) => ({ itemId: line.itemId, quantity: lighterBy(line.loaded, line.unit, step.shortKg) })),
        remark: step.remark,
      });
      await inTransaction((tx) => arriveBatch(tx, buyer.caller, body, LANG));
      return;
    }
    case 'receive': {
      const body = orderReceiveBody.parse({ id, remark: step.remark });
      await inTransaction((tx) => receiveOrder(tx, buyer.caller, body, LANG));
      return;
    }
    case 'review': {
      const body = reviewSaveBody.parse({ orderItemId: await lineOf(ctx.db, id), score: step.score, content: step.content });
      await saveReview(ctx.db, buyer.caller, body, LANG);
      return;
    }
    case 'requestCancel': {
      const body = orderCancelBody.parse({ id, reason: step.reason });
      await inTransaction((tx) => requestCancel(tx, sides[step.by].caller, step.by, body, LANG));
      return;
    }
    case 'confirmCancel':
      await inTransaction((tx) => confirmCancel(tx, sides[step.by].caller, step.by, id, LANG));
      return;
    case 'refuseCancel': {
      const body = orderRefuseCancelBody.parse({ id, reason: step.reason });
      await inTransaction((tx) => refuseCancel(tx, sides[step.by].caller, body, LANG));
      return;
    }
    // order-flow.ts lets the buyer withdraw and the seller reject an order waiting for its contract, but no
    // route takes either yet: the seed takes them through applyForCaller, which every order use case is a
    // call of (confirm-money.ts), so the timeline, the stock given back and the counts are what a route's would be.
    case 'withdraw':
      await inTransaction((tx) =>
        applyForCaller(
          tx,
          buyer.caller,
          { orderId: id, action: 'withdraw', party: 'buyer', detail: { reason: step.reason } },
          LANG,
        ),
      );
      return;
    case 'reject':
      await inTransaction((tx) =>
        applyForCaller(
          tx,
          seller.caller,
          { orderId: id, action: 'reject', party: 'seller', detail: { reason: step.reason } },
          LANG,
        ),
      );
      return;
  }
}

/**
 * A newcomer should find something in every order list of the demo buyer and seller. The demo buyer buys from the demo seller's shop and the two
 * take each order as far as DEMO_ORDERS says, every step through the use case its route calls: the
 * checkout reserves stock, the contract is drawn and signed with SMS codes and the companies' seals,
 * the payment proof is an upload, and each step is on the order's timeline and the contract's evidence.
 * Runs after the working companies (the buyer's
 * address and licence). Skipped when the demo seller has any order already, and quietly when the demo
 * companies, their accounts, seals, shop or offers are not there as the seed made them.
 */
export async function seedDemoOrders(ctx: AppContext): Promise<number> {
  const traders = await demoTraders(ctx);
  if (!traders) return 0;
  const { buyer, seller } = traders;

  const [sold] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.sellerCompanyId, seller.company.id))
    .limit(1);
  if (sold) return 0;
  if (!(await approvedSealFor(ctx.db, buyer.company.id, 'buyer'))) return 0;
  if (!(await approvedSealFor(ctx.db, seller.company.id, 'seller'))) return 0;
  // A demo account that spent its codes today (a database seeded before this step) could not sign.
  if (!(await mayBeSentACode(ctx, buyer.mobile)) || !(await mayBeSentACode(ctx, seller.mobile))) return 0;
  const [shop] = await ctx.db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.companyId, seller.company.id), eq(shops.auditStatus, AUDIT_STATUS.APPROVED)))
    .limit(1);
  if (!shop) return 0;
  const [address] = await ctx.db
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, buyer.company.id), isNull(companyAddresses.deletedAt)))
    .orderBy(desc(companyAddresses.isDefault), asc(companyAddresses.id))
    .limit(1);
  const licensed = await hasValidDangerousGoodsLicence(ctx, buyer.company.id);

  const sides = { buyer, seller };
  await ctx.db.transaction((tx) =>
    saveCredit(
      tx,
      { companyId: seller.company.id, userId: seller.caller.userId },
      { creditCode: buyer.company.creditCode, days: DEMO_CREDIT_DAYS, limitAmount: '500000.00', remark: '长期合作客户' },
    ),
  );
  let placed = 0;
  for (const plan of DEMO_ORDERS) {
    const offer = await offerFor(ctx, shop.id, plan.product, plan.lots, licensed);
    if (!offer) break;
    if (plan.term) await ctx.db.update(products).set({ paymentTerms: OPEN_TERMS }).where(eq(products.id, offer.productId));
    const delivery: DeliveryMode = address ? plan.delivery : 'pickup';
    const body = orderDirectPutBody.parse({
      ...offer,
      deliveryMode: delivery,
      ...(delivery === 'pickup' ? {} : { addressId: address?.id }),
      ...(plan.invoice ? { invoice: invoiceOf(buyer.company) } : {}),
      ...(plan.remark ? { remark: plan.remark } : {}),
      ...(plan.term ? { shopTerms: [{ shopId: shop.id, term: plan.term }] } : {}),
    });
    const [order] = (await ctx.db.transaction((tx) => directPutOrder(tx, buyer.caller, body))).orders;
    if (!order) throw new Error('demo orders: the checkout placed no order');
    placed += 1;
    for (const step of plan.steps) await take(ctx, step, order.id, sides);
    const [after] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    if (after?.status !== plan.ends)
      throw new Error(`demo orders: order ${order.orderNo} ended at ${after?.status}, not ${plan.ends}`);
  }
  return placed;
}
