import { rmbUppercase } from '@hgsc/contracts';
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

const pad = (n: number) => String(n).padStart(2, '0');

/** The contract's date as printed, in China time whatever the server's zone: 2025年03月07日. */
export function contractDate(date: Date): string {
  const china = new Date(date.getTime() + 8 * 3600_000);
  return `${china.getUTCFullYear()}年${pad(china.getUTCMonth() + 1)}月${pad(china.getUTCDate())}日`;
}

/** The text values of every placeholder of the sales contract (the goods table is drawn, not filled). */
export function salesContractValues(input: SalesContractInput): Record<Exclude<SalesContractPlaceholder, 'goodsTable'>, string> {
  const dangerous = input.items
    .filter((item) => item.dangerousGoods)
    .map(
      (item) =>
        `${item.productName}（CAS ${item.casNumber}，${item.dangerousGoods?.unNumber}，${item.dangerousGoods?.hazardClass}）`,
    );
  const terms = input.terms ?? {};
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
    totalAmount: input.totalAmount,
    totalAmountInWords: rmbUppercase(input.totalAmount),
    deliveryMode: input.delivery.mode,
    deliveryPlace: input.delivery.place,
    deliveryPeriod: input.delivery.period,
    carrier: input.delivery.carrier || DEFAULT_CARRIER,
    paymentMethod: input.payment.method || DEFAULT_PAYMENT_METHOD,
    paymentDays: String(input.payment.dueDays),
    qualityStandard: terms.quality || DEFAULT_QUALITY_STANDARD,
    acceptanceDays: String(terms.acceptanceDays ?? DEFAULT_ACCEPTANCE_DAYS),
    disputeResolution: terms.disputeResolution || DEFAULT_DISPUTE_RESOLUTION,
    otherTerms: terms.other ? `\n${terms.other}` : '',
    dangerousGoodsTerms: dangerous.length > 0 ? dangerousGoodsTerms(dangerous.join('；')) : '',
  };
}
