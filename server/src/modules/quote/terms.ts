import {
  type DeliveryMode,
  deliveryModeLabelKey,
  hazardClassLabelKey,
  type Language,
  packagingLabelKey,
  type QuotePaymentTerms,
  type QuoteSaveBody,
  type QuoteTerms,
  quotePaymentTermsLabelKey,
  translate,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { canonicalJson, sha256Hex } from '../../platform/security/hashing.ts';
import type { ProductRow } from '../product/index.ts';

/**
 * The terms of a quote as stored (the current ones, a saved revision, each frozen version): what the supplier
 * offered and the goods as they were then. Amounts and quantities are decimal text, never numbers.
 */
export interface QuoteTermsRecord {
  productId: number;
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
  deliveryMode: DeliveryMode;
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

/** The terms a supplier wrote, with the product as it is now; quantities and price in their plain form. */
export function termsRecord(input: TermsInput, product: ProductRow): QuoteTermsRecord {
  return {
    productId: product.id,
    name: product.name,
    casNumber: product.casNumber,
    grade: product.grade,
    purity: product.purity,
    packaging: product.packaging,
    unit: product.unit,
    isDangerous: product.isDangerous,
    unNumber: product.isDangerous ? product.unNumber : null,
    hazardClass: product.isDangerous ? product.hazardClass : null,
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

/** quantity × unit price, to the fen. */
export const quoteAmount = (quantity: string, unitPrice: string) =>
  new Decimal(quantity).times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The terms as a reader sees them, in its language. */
export function toQuoteTerms(record: QuoteTermsRecord, lang: Language): QuoteTerms {
  return {
    productId: record.productId,
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
    deliveryModeLabel: translate(deliveryModeLabelKey(record.deliveryMode), lang),
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
