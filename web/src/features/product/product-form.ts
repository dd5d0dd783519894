import {
  compareDecimal,
  type HazardClass,
  isWeightUnit,
  type MessageKey,
  MONEY_PATTERN,
  type OfferPaymentTerms,
  type Product,
  type productSaveBody,
  QUANTITY_PATTERN,
} from '@hgsc/contracts';
import type { z } from 'zod';

/** The product form (/manage/goodsmanage); the category and the delivery region are cascader paths. */
export interface ProductFormValues {
  name: string;
  /** Category ids from the top; the last one is the product's category. */
  categoryPath: number[];
  casNumber: string;
  grade?: string;
  purity?: string;
  /** 生产厂家 / 品牌. */
  brand?: string;
  packaging: number;
  unit: string;
  /** The net weight of one unit in kilograms, for a unit that is not a weight. */
  unitWeightKg?: string;
  price: string;
  /** 面议: no price nor tiers, a quotation prices each sale. */
  priceOnRequest?: boolean;
  /** 阶梯价 rows as typed: from the quantity up, the price. */
  priceTiers?: { minQty?: string; price?: string }[];
  /** 付款方式 beyond 款到发货, as the form holds them. */
  paymentTerms?: PaymentTermsValues;
  minOrderQty: string;
  stock: string;
  /** [provinceCode, cityCode] of the delivery place. */
  place?: string[];
  deliveryPlace: string;
  warehouse?: string;
  /** YYYY-MM-DD. */
  validUntil?: string;
  images: string[];
  description?: string;
  isDangerous: boolean;
  unNumber?: string;
  hazardClass?: HazardClass;
  sdsFileKey?: string;
}

export type ProductSaveInput = z.input<typeof productSaveBody>;

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * The body of /product/save (and, with the id, /product/update). Empty optional fields are left
 * out; a product that is not dangerous sends no UN number, class or SDS.
 */
export function productBodyOf(values: ProductFormValues, submit: boolean): ProductSaveInput {
  const [provinceCode, cityCode] = values.place ?? [];
  return {
    categoryId: values.categoryPath[values.categoryPath.length - 1] ?? 0,
    name: values.name.trim(),
    casNumber: values.casNumber.trim(),
    grade: text(values.grade),
    purity: text(values.purity),
    brand: text(values.brand),
    packaging: values.packaging,
    unit: values.unit.trim(),
    unitWeightKg: isWeightUnit(values.unit) ? undefined : text(values.unitWeightKg),
    ...pricesOf(values),
    paymentTerms: offerTermsOf(values.paymentTerms),
    minOrderQty: values.minOrderQty.trim(),
    stock: values.stock.trim(),
    deliveryPlace: values.deliveryPlace.trim(),
    provinceCode: provinceCode || undefined,
    cityCode: provinceCode ? cityCode || undefined : undefined,
    warehouse: text(values.warehouse),
    validUntil: values.validUntil || undefined,
    images: values.images,
    description: text(values.description),
    isDangerous: values.isDangerous,
    ...(values.isDangerous
      ? {
          unNumber: text(values.unNumber)?.toUpperCase(),
          hazardClass: values.hazardClass,
          sdsFileKey: values.sdsFileKey || undefined,
        }
      : {}),
    submit,
  };
}

/** The offer's terms as its form holds them: a deposit switched on with its percent and balance days. */
export interface PaymentTermsValues {
  deposit?: boolean;
  depositPercent?: number | null;
  balanceDays?: number | null;
  credit?: boolean;
  acceptance?: boolean;
}

export const offerTermsOf = (values: PaymentTermsValues | undefined): OfferPaymentTerms => ({
  depositPercent: values?.deposit ? (values.depositPercent ?? null) : null,
  balanceDays: values?.deposit ? (values.balanceDays ?? 0) : 0,
  credit: Boolean(values?.credit),
  acceptance: Boolean(values?.acceptance),
});

export const termsValuesOf = (terms: OfferPaymentTerms): PaymentTermsValues => ({
  deposit: terms.depositPercent !== null,
  depositPercent: terms.depositPercent ?? 30,
  balanceDays: terms.balanceDays,
  credit: terms.credit,
  acceptance: terms.acceptance,
});

/** The price and tiers a form sends: none on 面议. */
export const pricesOf = (values: {
  price?: string;
  priceOnRequest?: boolean;
  priceTiers?: { minQty?: string; price?: string }[];
}) =>
  values.priceOnRequest
    ? { price: null, priceTiers: [] }
    : {
        price: values.price?.trim() ?? '',
        priceTiers: (values.priceTiers ?? []).map((tier) => ({
          minQty: tier.minQty?.trim() ?? '',
          price: tier.price?.trim() ?? '',
        })),
      };

/** A stored quantity without the zeros NUMERIC(18,4) pads it with: "25.0000" → "25", "0.5000" → "0.5". */
export const trimZeros = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** A stored product as form values; `categoryPath` comes from the category picker. */
export function productFormValuesOf(product: Product, categoryPath: number[]): ProductFormValues {
  return {
    name: product.name,
    categoryPath,
    casNumber: product.casNumber,
    grade: product.grade ?? '',
    purity: product.purity ?? '',
    brand: product.brand ?? '',
    packaging: product.packaging,
    unit: product.unit,
    unitWeightKg: product.unitWeightKg ? trimZeros(product.unitWeightKg) : '',
    price: product.price ?? '',
    priceOnRequest: product.price === null,
    priceTiers: product.priceTiers.map((tier) => ({ minQty: trimZeros(tier.minQty), price: tier.price })),
    paymentTerms: termsValuesOf(product.paymentTerms),
    minOrderQty: trimZeros(product.minOrderQty),
    stock: trimZeros(product.stock),
    place: product.provinceCode ? [product.provinceCode, ...(product.cityCode ? [product.cityCode] : [])] : [],
    deliveryPlace: product.deliveryPlace,
    warehouse: product.warehouse ?? '',
    validUntil: product.validUntil ?? undefined,
    images: product.images,
    description: product.description ?? '',
    isDangerous: product.isDangerous,
    unNumber: product.unNumber ?? '',
    hazardClass: (product.hazardClass ?? undefined) as HazardClass | undefined,
    sdsFileKey: product.sdsFileKey ?? undefined,
  };
}

/** /product/update with a stored product unchanged, to submit it for audit from the list. */
export const submitBodyOf = (product: Product) => ({
  id: product.id,
  ...productBodyOf(productFormValuesOf(product, [product.categoryId]), true),
});

/** Server field (data.field, e.g. "images.0") → form field; undefined when the form has no such field. */
const FORM_FIELDS: readonly string[] = [
  'name',
  'casNumber',
  'grade',
  'purity',
  'brand',
  'packaging',
  'unit',
  'unitWeightKg',
  'price',
  'priceTiers',
  'paymentTerms',
  'minOrderQty',
  'stock',
  'deliveryPlace',
  'warehouse',
  'validUntil',
  'images',
  'description',
  'isDangerous',
  'unNumber',
  'hazardClass',
  'sdsFileKey',
];
const ALIASES: Record<string, string> = { categoryId: 'categoryPath', provinceCode: 'place', cityCode: 'place' };
export function productFormFieldOf(serverField: string | undefined): string | (string | number)[] | undefined {
  const [head, index, inner] = serverField?.split('.') ?? [];
  if (!head) return undefined;
  // A price tier's own field (priceTiers.1.price) is the row's input.
  if (head === 'priceTiers' && index && inner) return [head, Number(index), inner];
  // A term's figure (paymentTerms.depositPercent) is its own input.
  if (head === 'paymentTerms' && index) return [head, index];
  return ALIASES[head] ?? (FORM_FIELDS.includes(head) ? head : undefined);
}

// Client checks of decimal strings, with the server's messages (no floats: DESIGN §2).

/** A price: at most 2 decimals, above zero. */
export function moneyProblem(value: string): MessageKey | null {
  const v = value.trim();
  if (!MONEY_PATTERN.test(v)) return 'product.moneyInvalid';
  return compareDecimal(v, '0') === 0 ? 'product.mustBePositive' : null;
}

/** A quantity: at most 4 decimals; `positive` refuses zero (minimum order), stock may be zero. */
export function quantityProblem(value: string, positive: boolean): MessageKey | null {
  const v = value.trim();
  if (!QUANTITY_PATTERN.test(v)) return 'product.quantityInvalid';
  return positive && compareDecimal(v, '0') === 0 ? 'product.mustBePositive' : null;
}

/** The minimum order may not exceed the stock, unless the stock is zero (out of stock). */
export function minOrderProblem(minOrderQty: string, stock: string): MessageKey | null {
  const min = minOrderQty.trim();
  const have = stock.trim();
  if (!QUANTITY_PATTERN.test(min) || !QUANTITY_PATTERN.test(have)) return null;
  if (compareDecimal(have, '0') === 0) return null;
  return compareDecimal(min, have) > 0 ? 'product.minOrderOverStock' : null;
}
