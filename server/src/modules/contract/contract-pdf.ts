import {
  addressWords,
  contractLanguageOf,
  type DeliveryMode,
  deliveryModeLabelKey,
  gradeWords,
  hazardClassLabelKey,
  packagingLabelKey,
  translate,
  unitWords,
} from '@hgsc/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import {
  type ContractEvidencePage,
  type ContractLanguage,
  type ContractParties,
  type ContractParty,
  type ContractSignature,
  DEFAULT_DELIVERY_PERIOD_EN,
  renderSalesContractPdf,
  sha256Hex,
} from '../../platform/pdf/index.ts';
import { companies } from '../company/tables.ts';
import { type OrderItemRow, type OrderRow, orderItems } from '../order/tables.ts';
import { englishPlaceNames } from '../places/english-names.ts';

/** Defaults of the platform's template for what an order does not say. */
const DELIVERY_PERIOD = '合同生效后7日内';
const PAYMENT_DUE_DAYS = 3;

/** A signature as printed: who, when (China time) and the seal image. */
export interface PrintedSignature {
  party: 'buyer' | 'seller';
  signerName: string;
  signedAt: Date;
  ip: string | null;
  sealPng: Buffer;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in China time, whatever the server's zone. */
export function chinaDateTime(date: Date): string {
  const c = new Date(date.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
}

/**
 * The parties of the order's contract as the companies stand now (generation and template previews): the contract keeps
 * them (`contracts.parties`), so its signed versions print what was generated.
 */
export async function contractPartiesOf(
  db: Db,
  order: OrderRow,
  /** false: without the companies' receiving accounts, as contracts generated before they were kept printed them. */
  { accounts = true }: { accounts?: boolean } = {},
): Promise<ContractParties> {
  const rows = await db
    .select()
    .from(companies)
    .where(inArray(companies.id, [order.buyerCompanyId, order.sellerCompanyId]));
  const party = (id: number): ContractParty => {
    const c = rows.find((row) => row.id === id);
    if (!c) throw new Error(`company ${id} missing`);
    return {
      companyName: c.name,
      creditCode: c.creditCode,
      address: c.registeredAddress,
      legalPerson: c.legalPerson,
      contactName: c.contactName,
      phone: c.contactMobile,
      bankName: (accounts && c.bankName) || '',
      bankAccount: (accounts && c.bankAccount) || '',
    };
  };
  const buyer = party(order.buyerCompanyId);
  // The buyer's invoice information carries the account to invoice when it gave one, over the company's own.
  if (order.invoice?.bankName || order.invoice?.bankAccount) {
    buyer.bankName = order.invoice.bankName ?? '';
    buyer.bankAccount = order.invoice.bankAccount ?? '';
  }
  return { buyer, seller: party(order.sellerCompanyId) };
}

/**
 * A dangerous line's UN number and class as printed: "UN1593", "6.1项 第6类 毒性物质和感染性物质"
 * (English: "Division 6.1 …", "Class 3 …" as the label says).
 */
function dangerousGoodsOf(item: OrderItemRow, language: ContractLanguage) {
  if (!item.isDangerous || !item.unNumber || !item.hazardClass) return null;
  const label = translate(hazardClassLabelKey(item.hazardClass), language);
  if (language === 'en') {
    return {
      unNumber: item.unNumber,
      hazardClass: item.hazardClass.includes('.') ? `Division ${item.hazardClass}, ${label}` : label,
    };
  }
  return { unNumber: item.unNumber, hazardClass: item.hazardClass.includes('.') ? `${item.hazardClass}项 ${label}` : label };
}

/**
 * An English contract's delivery term, Incoterms® 2020 style, from the order's delivery mode: the
 * buyer collecting is EXW at the seller's premises, the seller's own delivery DAP at the buyer's
 * address, a carrier the seller books CPT to it.
 */
const INCOTERM: Record<DeliveryMode, string> = {
  pickup: 'EXW (Ex Works)',
  sellerDelivery: 'DAP (Delivered at Place)',
  logistics: 'CPT (Carriage Paid To)',
};

const toSignature = (s: PrintedSignature | undefined): ContractSignature | null =>
  s ? { signerName: s.signerName, signedAt: chinaDateTime(s.signedAt), ip: s.ip, sealPng: s.sealPng } : null;

/**
 * The order's sales contract as PDF bytes: parties, goods lines, amounts, delivery and payment terms
 * from the order, and the signatures so far. The same inputs give the same bytes.
 */
export async function renderOrderContract(
  db: Db,
  order: OrderRow,
  /**
   * `templateContent`: the exact template text the contract was generated from (null: the platform's); `parties`: as
   * kept at generation (absent: the companies as they stand now, for a new contract or a preview; null: a contract
   * generated before parties were kept, redrawn as it printed them then, without receiving accounts).
   */
  contract: { contractNo: string; generatedAt: Date; templateContent?: string | null; parties?: ContractParties | null },
  signatures: readonly PrintedSignature[],
  /** The signing evidence page, drawn last when the contract is complete. */
  evidencePage: ContractEvidencePage | null = null,
): Promise<Buffer> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const { buyer, seller } =
    contract.parties ?? (await contractPartiesOf(db, order, { accounts: contract.parties === undefined }));
  const { address } = order;
  const language = contractLanguageOf(order.currency);
  const en = language === 'en';
  const place = address
    ? en
      ? addressWords(address, language, englishPlaceNames())
      : address.fullAddress
    : en
      ? `${seller.address} (the Seller’s premises, collected by the Buyer)`
      : `${seller.address}（买方自提）`;
  return renderSalesContractPdf({
    language,
    contractNo: contract.contractNo,
    orderNo: order.orderNo,
    signPlace: seller.address,
    generatedAt: contract.generatedAt,
    seller,
    buyer,
    items: items.map((item) => ({
      productName: item.name,
      casNumber: item.casNumber,
      grade: [item.grade && gradeWords(item.grade, language), item.purity].filter(Boolean).join(' ') || '—',
      packaging: translate(packagingLabelKey(item.packaging), language),
      unit: unitWords(item.unit, language, item.quantity),
      quantity: item.quantity,
      unitPrice: item.price,
      amount: item.amount,
      dangerousGoods: dangerousGoodsOf(item, language),
    })),
    totalAmount: order.totalAmount,
    delivery: en
      ? {
          mode: `${INCOTERM[order.deliveryMode]}, Incoterms® 2020`,
          place,
          period: DEFAULT_DELIVERY_PERIOD_EN,
          buyerRemark: order.remark,
        }
      : {
          mode: translate(deliveryModeLabelKey(order.deliveryMode), 'zh'),
          place,
          period: DELIVERY_PERIOD,
          buyerRemark: order.remark,
        },
    payment: { dueDays: PAYMENT_DUE_DAYS },
    sellerSignature: toSignature(signatures.find((s) => s.party === 'seller')),
    buyerSignature: toSignature(signatures.find((s) => s.party === 'buyer')),
    template: contract.templateContent ?? null,
    evidencePage,
  });
}

/** Stores a contract PDF encrypted (only the order's parties may read it: file-access.ts). */
export async function storeContractPdf(ctx: AppContext, bytes: Buffer, contractNo: string, userId: number) {
  const stored = await storeBytes(ctx, {
    bytes,
    fileName: `${contractNo}.pdf`,
    kind: 'pdf',
    encrypted: true,
    ownerUserId: userId,
  });
  return { key: stored.key, sha256: sha256Hex(bytes) };
}

/** Removes a PDF whose contract change was not saved. */
export async function discardContractPdf(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(storedFiles).where(eq(storedFiles.key, key));
  await ctx.storage.delete(key).catch(() => {});
}
