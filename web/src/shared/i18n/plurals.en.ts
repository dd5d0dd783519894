import type { MessageKey } from '@hgsc/contracts';
import type { WebMessageKey } from './zh.ts';

/**
 * English for a count of one: i18next picks `<key>_one` when the call passes `count: 1`, the key itself
 * otherwise (Chinese has no plural). Messages counting with another parameter are called with `count` too.
 */
export const pluralsEn = {
  'reviews.count_one': '{{count}} review',
  'goods.termDeposit_one': '{{percent}}% deposit, balance {{days}} day after receipt',
  'orderPayment.depositTerms_one': '{{percent}}% deposit, balance within {{days}} day of receipt',
  'orderPayment.creditTerms_one': 'Credit, {{days}} day after receipt',
  'credit.daysValue_one': '{{days}} day',
  'reviews.scoreOption_one': '{{score}} star',
  'reviews.scoreLabel_one': '{{score}} star',
  'goods.views_one': '{{count}} view',
  'search.count_one': '{{total}} product',
  'audit.product.imageCount_one': '{{count}} image',
  'audit.daysLeft_one': '{{days}} day left',
  'audit.daysExpired_one': 'expired {{days}} day ago',
  'org.certificate.daysLeft_one': '{{days}} day left',
  'org.certificate.licenceExpiring_one':
    'Your hazardous chemicals business licence expires on {{date}} ({{days}} day left); please renew it',
  'org.address.deleteCount_one': '{{count}} address will be deleted',
  'seller.attention.bulkHint_one': '{{count}} selected product will be unfollowed',
  'categoryAdmin.productCount_one': '{{count}} product',
  'categoryAdmin.productCountTree_one': '{{count}} product (with subcategories)',
  'mycart.lineCount_one': '{{count}} product',
  'mycart.headerAria_one': 'Cart, {{count}} product',
  'mycart.removeSelectedHint_one': '{{count}} product will be removed from your cart',
  'mycart.selectedCount_one': '{{count}} buyable product selected',
  'mycart.mergeSkipped_one':
    '{{count}} product of your shopping list could not go into your cart (unavailable, short of stock or your own product)',
  'orderTools.batch.selected_one': '{{count}} order selected',
  'orderTools.batch.title_one': 'Ship {{count}} order',
  'orderTools.batch.confirm_one': 'Ship this order? It then awaits receipt; the waybill number can still be corrected.',
  // bills of lading (bill-page.en.ts)
  'billPage.finish.total_one': '{{count}} ticket, net {{picked}} {{unit}} against the bill’s {{quantity}} {{unit}}',
  'billPage.ticket.total_one': 'Total ({{count}} ticket)',
  'billPage.board.dayScheduled_one': '{{scheduled}} {{unit}} scheduled · {{bills}} bill (incl. collected)',
  'billPage.schedule.capacity_one':
    '{{date}}: capacity {{capacity}} {{unit}}, scheduled {{scheduled}} {{unit}} ({{bills}} bill), {{remaining}} {{unit}} free',
  // quotes (quote.en.ts)
  'quote.terms.creditDays_one': '{{days}} day of credit',
  // market prices (market-price.en.ts)
  'marketPrice.partOf_one': '{{price}} ({{count}} offer, {{tonnes}} t)',
  'marketPrice.dealOf_one': '{{price}} ({{count}} order, {{tonnes}} t)',
  'marketPrice.lastDays_one': 'Last {{days}} day',
  'marketPrice.chartLabel_one': 'Price chart over {{days}} trading day',
  // the receipt market (receipt-market.en.ts)
  'receiptMarket.count_one': '{{total}} listing',
  // receipt orders (receipt-trade.en.ts)
  'receiptTrade.turn.signed.deadline_one': 'The contract has it paid within {{days}} day of signing: by {{deadline}}.',
  'receiptTrade.keeper.waited.minutes_one': '{{count}} minute',
  'receiptTrade.keeper.waited.hours_one': '{{count}} hour',
  'receiptTrade.keeper.waited.days_one': '{{count}} day',
  // the receipt sale contract's terms (receipt-contract.en.ts)
  'receiptContractPage.paymentDaysValue_one': 'Paid in full within {{count}} day of the contract taking effect',
  'receiptContractPage.transferDaysValue_one': 'Transferred within {{count}} day of the seller confirming the money',
} satisfies Partial<Record<`${WebMessageKey | MessageKey}_one`, string>>;
