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
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import {
  type ContractEvidencePage,
  type ContractLanguage,
  type ContractParties,
  type ContractParty,
  DEFAULT_DELIVERY_PERIOD_EN,
  renderSalesContractPdf,
} from '../../../platform/pdf/index.ts';
import { companyParties } from '../../company/index.ts';
import { type DrawnContract, type PrintedSignature, printedSignatureOf } from '../../contract/index.ts';
import { englishPlaceNames } from '../../places/index.ts';
import { type OrderItemRow, type OrderRow, orderItems } from '../tables.ts';

/** Defaults of the platform's template for what an order does not say. */
const DELIVERY_PERIOD = '合同生效后7日内';
const PAYMENT_DUE_DAYS = 3;

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
  const parties = await companyParties(db, order);
  // Contracts generated before the receiving accounts were kept printed none.
  const party = (p: ContractParty): ContractParty => (accounts ? p : { ...p, bankName: '', bankAccount: '' });
  const buyer = party(parties.buyer);
  // The buyer's invoice information carries the account to invoice when it gave one, over the company's own.
  if (order.invoice?.bankName || order.invoice?.bankAccount) {
    buyer.bankName = order.invoice.bankName ?? '';
    buyer.bankAccount = order.invoice.bankAccount ?? '';
  }
  return { buyer, seller: party(parties.seller) };
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

/**
 * The order's sales contract as PDF bytes: parties, goods lines, amounts, delivery and payment terms
 * from the order, and the signatures so far. The same inputs give the same bytes.
 */
export async function renderOrderContract(
  db: Db,
  order: OrderRow,
  contract: DrawnContract,
  signatures: readonly PrintedSignature[],
  /** The signing evidence page, drawn last when the contract is complete. */
  evidencePage: ContractEvidencePage | null = null,
): Promise<Buffer> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const { buyer, seller } =
    (contract.parties as ContractParties | null | undefined) ??
    (await contractPartiesOf(db, order, { accounts: contract.parties === undefined }));
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
    payment: {
      dueDays: PAYMENT_DUE_DAYS,
      terms: { term: order.paymentTerm, depositPercent: order.depositPercent, dueDays: order.dueDays },
    },
    sellerSignature: printedSignatureOf(signatures.find((s) => s.party === 'seller')),
    buyerSignature: printedSignatureOf(signatures.find((s) => s.party === 'buyer')),
    template: contract.templateContent ?? null,
    evidencePage,
  });
}
