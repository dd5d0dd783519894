import { dueBeforeShipping, rmbUppercase, usdInWords } from '@hgsc/contracts';
import { printedAmount } from './goods-table.ts';
import { paymentClause, paymentMethodWords } from './payment-clause.ts';
import type { SalesContractInput } from './sales-contract-input.ts';
import {
  DEFAULT_ACCEPTANCE_DAYS,
  DEFAULT_CARRIER,
  DEFAULT_DISPUTE_RESOLUTION,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_QUALITY_STANDARD,
  dangerousGoodsTerms,
  type SalesContractPlaceholder,
} from './sales-contract-template.ts';
import {
  DEFAULT_CARRIER_EN,
  DEFAULT_DISPUTE_RESOLUTION_EN,
  DEFAULT_PAYMENT_METHOD_EN,
  DEFAULT_QUALITY_STANDARD_EN,
  dangerousGoodsTermsEn,
} from './sales-contract-template-en.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The payment clause's facts for a contract: its terms (prepaid when none), the deposit as printed, the account. */
function clause(input: SalesContractInput, en: boolean) {
  const terms = input.payment.terms ?? { term: 'prepay' as const, depositPercent: null, dueDays: 0 };
  const deposit =
    terms.term === 'deposit' ? printedAmount(dueBeforeShipping('deposit', input.totalAmount, terms.depositPercent)) : null;
  return {
    ...terms,
    depositAmount: deposit && (en ? `USD ${deposit}` : `人民币 ${deposit} 元`),
  };
}

/** The contract's date as printed, in China time whatever the server's zone: 2025年03月07日. */
export function contractDate(date: Date): string {
  const china = new Date(date.getTime() + 8 * 3600_000);
  return `${china.getUTCFullYear()}年${pad(china.getUTCMonth() + 1)}月${pad(china.getUTCDate())}日`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** An English contract's date, China time: 7 March 2025. */
export function contractDateEn(date: Date): string {
  const china = new Date(date.getTime() + 8 * 3600_000);
  return `${china.getUTCDate()} ${MONTHS[china.getUTCMonth()]} ${china.getUTCFullYear()}`;
}

/** The contract's date in its language. */
export const contractDateIn = (input: Pick<SalesContractInput, 'generatedAt' | 'language'>): string =>
  input.language === 'en' ? contractDateEn(input.generatedAt) : contractDate(input.generatedAt);

/** The text values of every placeholder of the sales contract (the goods table is drawn, not filled). */
export function salesContractValues(input: SalesContractInput): Record<Exclude<SalesContractPlaceholder, 'goodsTable'>, string> {
  const en = input.language === 'en';
  const dangerous = input.items
    .filter((item) => item.dangerousGoods)
    .map((item) =>
      en
        ? `${item.productName} (CAS ${item.casNumber}, ${item.dangerousGoods?.unNumber}, ${item.dangerousGoods?.hazardClass})`
        : `${item.productName}（CAS ${item.casNumber}，${item.dangerousGoods?.unNumber}，${item.dangerousGoods?.hazardClass}）`,
    );
  const terms = input.terms ?? {};
  if (en) {
    return {
      contractNo: input.contractNo,
      orderNo: input.orderNo,
      signPlace: input.signPlace,
      signDate: contractDateEn(input.generatedAt),
      sellerName: input.seller.companyName,
      sellerCreditCode: input.seller.creditCode,
      sellerAddress: input.seller.address,
      sellerBankName: input.seller.bankName || '—',
      sellerBankAccount: input.seller.bankAccount || '—',
      buyerName: input.buyer.companyName,
      buyerCreditCode: input.buyer.creditCode,
      buyerAddress: input.buyer.address,
      totalAmount: printedAmount(input.totalAmount),
      totalAmountInWords: usdInWords(input.totalAmount),
      deliveryMode: input.delivery.mode,
      deliveryPlace: input.delivery.place,
      deliveryPeriod: input.delivery.period,
      carrier: input.delivery.carrier || DEFAULT_CARRIER_EN,
      paymentMethod:
        input.payment.method || (input.payment.terms ? paymentMethodWords(clause(input, true), true) : DEFAULT_PAYMENT_METHOD_EN),
      paymentTerms: paymentClause(clause(input, true), true),
      paymentDays: String(input.payment.dueDays),
      qualityStandard: terms.quality || DEFAULT_QUALITY_STANDARD_EN,
      acceptanceDays: String(terms.acceptanceDays ?? DEFAULT_ACCEPTANCE_DAYS),
      disputeResolution: terms.disputeResolution || DEFAULT_DISPUTE_RESOLUTION_EN,
      otherTerms: terms.other ? `\n${terms.other}` : '',
      dangerousGoodsTerms: dangerous.length > 0 ? dangerousGoodsTermsEn(dangerous.join('; ')) : '',
    };
  }
  return {
    contractNo: input.contractNo,
    orderNo: input.orderNo,
    signPlace: input.signPlace,
    signDate: contractDate(input.generatedAt),
    sellerName: input.seller.companyName,
    sellerCreditCode: input.seller.creditCode,
    sellerAddress: input.seller.address,
    sellerBankName: input.seller.bankName,
    sellerBankAccount: input.seller.bankAccount,
    buyerName: input.buyer.companyName,
    buyerCreditCode: input.buyer.creditCode,
    buyerAddress: input.buyer.address,
    totalAmount: printedAmount(input.totalAmount),
    totalAmountInWords: rmbUppercase(input.totalAmount),
    deliveryMode: input.delivery.mode,
    deliveryPlace: input.delivery.place,
    deliveryPeriod: input.delivery.period,
    carrier: input.delivery.carrier || DEFAULT_CARRIER,
    paymentMethod:
      input.payment.method || (input.payment.terms ? paymentMethodWords(clause(input, false), false) : DEFAULT_PAYMENT_METHOD),
    paymentTerms: paymentClause(clause(input, false), false),
    paymentDays: String(input.payment.dueDays),
    qualityStandard: terms.quality || DEFAULT_QUALITY_STANDARD,
    acceptanceDays: String(terms.acceptanceDays ?? DEFAULT_ACCEPTANCE_DAYS),
    disputeResolution: terms.disputeResolution || DEFAULT_DISPUTE_RESOLUTION,
    otherTerms: terms.other ? `\n${terms.other}` : '',
    dangerousGoodsTerms: dangerous.length > 0 ? dangerousGoodsTerms(dangerous.join('；')) : '',
  };
}
