import {
  hazardClassLabelKey,
  type Language,
  packagingLabelKey,
  type QuoteDeliveryMode,
  type QuotePaymentTerms,
  type QuoteSaveBody,
  type QuoteTerms,
  quoteDeliveryModeLabelKey,
  quotePaymentTermsLabelKey,
  translate,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { canonicalJson, sha256Hex } from '../../platform/security/hashing.ts';
import type { ProductRow } from '../product/index.ts';
import type { ReceiptProductRow, WarehouseRow } from '../warehouse/index.ts';
import type { ReceiptRow } from '../warehouse-receipt/index.ts';

/** The receipt a quote sells, as it was when its terms were written. */
export interface QuotedReceipt {
  id: number;
  receiptNo: string;
  warehouseName: string;
}

/**
 * The terms of a quote as stored (the current ones, a saved revision, each frozen version): what the supplier
 * offered and the goods as they were then. Amounts and quantities are decimal text, never numbers. A quote sells a
 * shop's product (`productId`) or a held receipt (`receipt`; records written before receipts could be quoted lack it).
 */
export interface QuoteTermsRecord {
  productId: number | null;
  receipt?: QuotedReceipt | null;
  name: string;
  casNumber: string;
  grade: string | null;
  purity: string | null;
  packaging: number;
  unit: string;
  isDangerous: boolean;
  unNumber: string | null;
  hazardClass: string | null;
  quantity: string;
  minQty: string;
  unitPrice: string;
  deliveryMode: QuoteDeliveryMode;
  deliveryPlace: string | null;
  deliveryFrom: string;
  deliveryTo: string;
  paymentTerms: QuotePaymentTerms;
  creditDays: number | null;
  /** ISO 8601, UTC. */
  validUntil: string;
  remark: string | null;
}

type TermsInput = Omit<QuoteSaveBody, 'id' | 'buyerCompanyId'>;

/** The goods a quote names, as they are now: a shop's product, or a receipt with its goods and warehouse. */
export type QuotedGoods =
  | { subject: 'product'; product: ProductRow }
  | { subject: 'receipt'; receipt: ReceiptRow; product: ReceiptProductRow; warehouse: WarehouseRow };

function goodsFacts(goods: QuotedGoods) {
  if (goods.subject === 'product') {
    const { product } = goods;
    return {
      productId: product.id,
      receipt: null,
      name: product.name,
      casNumber: product.casNumber,
      grade: product.grade,
      purity: product.purity,
      packaging: product.packaging,
      unit: product.unit,
      isDangerous: product.isDangerous,
      unNumber: product.isDangerous ? product.unNumber : null,
      hazardClass: product.isDangerous ? product.hazardClass : null,
    };
  }
  const { receipt, product, warehouse } = goods;
  return {
    productId: null,
    receipt: { id: receipt.id, receiptNo: receipt.receiptNo, warehouseName: warehouse.name },
    name: product.name,
    casNumber: product.casNumber,
    grade: product.grade,
    purity: null,
    packaging: receipt.packing,
    unit: product.unit,
    isDangerous: product.hazardClass !== null,
    unNumber: product.unNumber,
    hazardClass: product.hazardClass,
  };
}

/** The terms a supplier wrote, with the goods as they are now; quantities and price in their plain form. */
export function termsRecord(input: TermsInput, goods: QuotedGoods): QuoteTermsRecord {
  return {
    ...goodsFacts(goods),
    quantity: new Decimal(input.quantity).toFixed(),
    minQty: new Decimal(input.minQty).toFixed(),
    unitPrice: new Decimal(input.unitPrice).toFixed(2),
    deliveryMode: input.deliveryMode,
    deliveryPlace: input.deliveryPlace,
    deliveryFrom: input.deliveryFrom,
    deliveryTo: input.deliveryTo,
    paymentTerms: input.paymentTerms,
    creditDays: input.paymentTerms === 'credit' ? (input.creditDays ?? null) : null,
    validUntil: new Date(input.validUntil).toISOString(),
    remark: input.remark,
  };
}

export const termsSubject = (record: QuoteTermsRecord) => (record.receipt ? ('receipt' as const) : ('product' as const));

/** quantity × unit price, to the fen. */
export const quoteAmount = (quantity: string, unitPrice: string) =>
  new Decimal(quantity).times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The terms as a reader sees them, in its language. */
export function toQuoteTerms(record: QuoteTermsRecord, lang: Language): QuoteTerms {
  return {
    productId: record.productId,
    receipt: record.receipt ?? null,
    name: record.name,
    casNumber: record.casNumber,
    grade: record.grade,
    purity: record.purity,
    packaging: record.packaging,
    packagingLabel: translate(packagingLabelKey(record.packaging), lang),
    unit: record.unit,
    isDangerous: record.isDangerous,
    unNumber: record.unNumber,
    hazardClassLabel: record.hazardClass ? translate(hazardClassLabelKey(record.hazardClass), lang) : null,
    quantity: record.quantity,
    minQty: record.minQty,
    unitPrice: record.unitPrice,
    amount: quoteAmount(record.quantity, record.unitPrice),
    deliveryMode: record.deliveryMode,
    deliveryModeLabel: translate(quoteDeliveryModeLabelKey(termsSubject(record), record.deliveryMode), lang),
    deliveryPlace: record.deliveryPlace,
    deliveryFrom: record.deliveryFrom,
    deliveryTo: record.deliveryTo,
    paymentTerms: record.paymentTerms,
    paymentTermsLabel: translate(quotePaymentTermsLabelKey(record.paymentTerms), lang),
    creditDays: record.creditDays,
    validUntil: record.validUntil,
    remark: record.remark,
  };
}

/** What a version commits to, hashed: its quote, parties and terms (SHA-256, hex). */
export const versionDigest = (frozen: {
  quoteNo: string;
  version: number;
  supplierCompanyId: number;
  buyerCompanyId: number | null;
  terms: QuoteTermsRecord;
}) => sha256Hex(canonicalJson(frozen));
