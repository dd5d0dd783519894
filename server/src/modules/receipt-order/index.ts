/** The receipt-order module's interface: what the route list and the demo seed may use of it. */
export { applyForListing } from './apply-order.ts';
export { placeQuotedReceiptOrder, type QuotedReceiptSale } from './place-quoted-order.ts';
export { proposeOrder } from './proposal/propose.ts';
export { receiptProposalRoutesPlugin as receiptProposalRoutes } from './proposal/routes.ts';
export { receiptOrderRoutesPlugin as receiptOrderRoutes } from './routes.ts';
export { receiptContractRoutes } from './sale-contract/routes.ts';
export { receiptOrders } from './tables.ts';
