/**
 * The contract's payment clause for the order's terms (contracts payment-terms.ts), with the quantity tolerance it
 * settles on: the words both parties sign. The template prints the receiving account and the first payment's days.
 */
export interface PaymentClauseInput {
  term: 'prepay' | 'deposit' | 'credit' | 'acceptance';
  depositPercent: number | null;
  /** The deposit as printed (人民币 43,740.00 元), for deposit terms. */
  depositAmount: string | null;
  /** After receipt: the balance's or the credit's days (0: on receipt). */
  dueDays: number;
}

/** When the balance is due: within the days after receipt, or on receipt. */
function balanceWhen(input: PaymentClauseInput, en: boolean): string {
  if (en) return input.dueDays > 0 ? `within ${input.dueDays} days of receipt` : 'on receipt';
  return input.dueDays > 0 ? `收货后 ${input.dueDays} 日内` : '收货时';
}

/** 结算方式 as the contract names it. */
export function paymentMethodWords(input: PaymentClauseInput, en: boolean): string {
  const balance = balanceWhen(input, en);
  const words = {
    prepay: en ? 'Telegraphic transfer (T/T), in full before delivery' : '银行转账（电汇），款到发货',
    deposit: en
      ? `${input.depositPercent}% deposit before delivery, balance ${balance}`
      : `定金 ${input.depositPercent}% + 尾款（尾款${balance}付清）`,
    credit: en ? `Open account, ${input.dueDays} days after receipt` : `账期 ${input.dueDays} 日（自收货之日起）`,
    acceptance: en ? 'Bank acceptance bill, in full before delivery' : '银行承兑汇票，款到发货',
  };
  return words[input.term];
}

/** What the buyer pays when and how the quantity settles. */
export function paymentClause(input: PaymentClauseInput, en: boolean): string {
  const tolerance = en
    ? 'Goods sold by weight may be delivered within ±0.3% of the contract quantity and are paid on the quantity the Buyer confirms as arrived, at most 100.3% of the contract quantity.'
    : '以重量计价的产品，交货数量允许在合同数量 ±3‰ 范围内溢短，按乙方确认的实际到货数量结算，结算数量不超过合同数量的 100.3%。';
  const balance = balanceWhen(input, en);
  const clauses = {
    prepay: en
      ? 'The Buyer shall remit the total contract value to the Seller’s account below and upload the bank slip to the platform; the Seller ships after confirming receipt.'
      : '乙方应将合同总金额付至下列甲方收款账户，并通过平台上传付款凭证；甲方确认收款后按约定发货。',
    deposit: en
      ? `The Buyer shall pay a deposit of ${input.depositPercent}% of the contract value (${input.depositAmount}); the Seller ships after confirming the deposit. The balance, being the settled amount less the payments made, is due ${balance}.`
      : `乙方应先支付定金，即合同总金额的 ${input.depositPercent}%（${input.depositAmount}）；甲方确认收到定金后按约定发货。尾款为按实际到货数量结算的金额扣除已付款项，乙方应于${balance}付清。`,
    credit: en
      ? `The Seller ships before payment; the Buyer shall pay the settled amount within ${input.dueDays} days of receipt.`
      : `甲方先行发货，乙方应于收货后 ${input.dueDays} 日内付清按实际到货数量结算的金额。`,
    acceptance: en
      ? 'The Buyer shall pay the total contract value by bank acceptance bills, registering each bill’s number, accepting bank and due date with its image on the platform; the Seller ships after confirming receipt of the bills.'
      : '乙方应以银行承兑汇票支付合同总金额，并通过平台登记汇票号码、承兑银行、到期日及汇票影像；甲方确认收到汇票后按约定发货。',
  };
  return `${clauses[input.term]}\n${tolerance}`;
}
