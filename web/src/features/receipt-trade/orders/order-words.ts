import { type Language, type ReceiptOrder, unitWords } from '@hgsc/contracts';
import { formatDate, formatNumber } from '../../../shared/format.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { buyerFeeFrom } from './order-money.ts';

/**
 * The parameters every message about an order may name (the turn banner, the steps' confirmations): the parties,
 * the goods and the money in the page's words. A side is named by its company: the one that asked to cancel, the one
 * that cancelled.
 */
export function orderWords(order: ReceiptOrder, language: Language) {
  const company = (side: 'buyer' | 'seller' | 'operator' | null) =>
    side === 'buyer' ? order.buyerCompanyName : side === 'seller' ? order.sellerCompanyName : '';
  return {
    no: order.orderNo,
    buyer: order.buyerCompanyName,
    seller: order.sellerCompanyName,
    keeper: order.keeperCompanyName,
    warehouse: order.warehouseName,
    product: order.productName,
    quantity: `${formatNumber(order.quantity)} ${unitWords(order.unit, language)}`,
    amount: yuan(order.amount),
    paid: yuan(order.paidAmount),
    collected: yuan(order.collectedAmount),
    unpaid: yuan(order.unpaidAmount),
    receiptNo: order.receiptNo ?? '-',
    listingNo: order.listingNo,
    status: order.statusLabel,
    asker: company(order.cancelRequestedBy ?? order.cancelledBy),
    cancelReason: order.cancelReason ?? '',
    refuseReason: order.transferRefuseReason ?? '',
    fee: yuan(order.sellerStorageFee ?? '0'),
    feeDay: order.feeSplitDate ? formatDate(order.feeSplitDate, 'YYYY-MM-DD') : '-',
    buyerFrom: order.feeSplitDate ? buyerFeeFrom(order.feeSplitDate) : '-',
  };
}
export type OrderWords = ReturnType<typeof orderWords>;
