import { RECEIPT_CONTRACT_DEFAULTS, type ReceiptContractTerms } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { type ContractEvidencePage, type ContractParties, renderSalesContractPdf } from '../../../platform/pdf/index.ts';
import { type DrawnContract, type PrintedSignature, printedSignatureOf } from '../../contract/index.ts';
import type { ReceiptOrderRow } from '../tables.ts';
import { dangerousGoodsOf, RECEIPT_CONTRACT_TITLE, receiptContractText } from './contract-text.ts';
import type { ReceiptDeal } from './deal.ts';
import { dealFactsOf, dealPartiesOf } from './deal-facts.ts';

/** The terms the order's contract is drawn with: the seller's, or the platform's defaults until it words its own. */
export const termsOf = (order: ReceiptOrderRow): ReceiptContractTerms =>
  order.contractTerms ?? { ...RECEIPT_CONTRACT_DEFAULTS, otherTerms: null };

/** The order's contract text, with the receipt and the terms as they stand now (kind.template). */
export async function receiptContractTemplate(db: Db, deal: ReceiptDeal) {
  const content = receiptContractText(await dealFactsOf(db, deal.order), termsOf(deal.order));
  return { templateId: null, name: RECEIPT_CONTRACT_TITLE, content };
}

/**
 * The receipt sale contract as PDF bytes, drawn like the sales contract (its parties, goods table, signature block and
 * evidence page) from the text the contract keeps: one goods line, the order's quantity at its price, and the
 * signatures so far. The same inputs give the same bytes.
 */
export async function renderReceiptContract(
  db: Db,
  deal: ReceiptDeal,
  contract: DrawnContract,
  signatures: readonly PrintedSignature[],
  evidencePage: ContractEvidencePage | null,
): Promise<Buffer> {
  const { order } = deal;
  const facts = await dealFactsOf(db, order);
  const { buyer, seller } = (contract.parties as ContractParties | null | undefined) ?? (await dealPartiesOf(db, order));
  const terms = termsOf(order);
  return renderSalesContractPdf({
    language: 'zh',
    title: RECEIPT_CONTRACT_TITLE,
    contractNo: contract.contractNo,
    orderNo: order.orderNo,
    signPlace: seller.address,
    generatedAt: contract.generatedAt,
    seller,
    buyer,
    items: [
      {
        productName: facts.product.name,
        casNumber: facts.product.casNumber,
        grade: facts.product.grade || '—',
        packaging: facts.receipt?.packingLabel ?? '—',
        unit: facts.product.unit,
        quantity: order.quantity,
        unitPrice: order.unitPrice,
        amount: order.amount,
        dangerousGoods: dangerousGoodsOf(facts.product),
      },
    ],
    totalAmount: order.amount,
    // The goods stay in the warehouse: what is delivered is the receipt, by the keeper's confirmed transfer.
    delivery: {
      mode: '仓单过户',
      place: `${facts.warehouse.name}（${facts.warehouse.address}）`,
      period: `甲方确认收款后${terms.transferDays}日内`,
      buyerRemark: null,
    },
    payment: { dueDays: terms.paymentDays },
    sellerSignature: printedSignatureOf(signatures.find((s) => s.party === 'seller')),
    buyerSignature: printedSignatureOf(signatures.find((s) => s.party === 'buyer')),
    template: contract.templateContent ?? receiptContractText(facts, terms),
    evidencePage,
  });
}
