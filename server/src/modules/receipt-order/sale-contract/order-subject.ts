/** The subject kind of a receipt order's sale contract: `{ kind: 'receiptOrder', id: orderId }`. */
export const RECEIPT_ORDER_KIND = 'receiptOrder';
