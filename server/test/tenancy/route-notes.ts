import type { PermissionCode } from '@hgsc/contracts';
import { auctionBody } from '../../src/modules/auction/test-kit.ts';

/**
 * What a route's metadata cannot tell the tenancy guard, with the reason. A route naming an object by id must declare
 * `config.permission` (the guard then refuses a sub-account without it) or be noted here; so must a paged list.
 */
export interface RouteNote {
  reason: string;
  /** The permission its use case checks, in the company the id names rather than the active one. */
  permission?: PermissionCode[];
  /** What is not checked: 'refused' — no permission to withhold, the call is the caller's own; 'all' — besides, its ids name nothing of another company's. */
  unchecked?: 'refused' | 'all';
  /** Fields the schema cannot say are needed together (a refinement), set on each sample. */
  input?: Record<string, unknown>;
  /** Another company's id is refused otherwise than 404: the status and the field named. */
  foreign?: { status: number; field?: string };
  /** Why the owner's call cannot show the object is there (another call consumed it first). */
  ownerUnchecked?: string;
}

const BY_NAMED_COMPANY = 'the id may name any company the caller belongs to, so companyForCall checks the permission there';
const ENTITY_LOG = 'bizType names the kind of entity bizId is: the guard’s objects are checked as orders';
const REFERENCE_DATA = 'its ids name the receipt registry’s reference data (warehouses, products), the same for every user';
const RECEIPT_FILTERS =
  'warehouseId and productId filter the caller’s own receipts by reference data; another company’s receipts are never listed';
const BILL_FILTERS =
  'warehouseId filters the caller’s own bills of lading by reference data; another company’s bills are never listed';
const PUBLIC_PRODUCT = 'productId names a public product (the catalogue shows it to anyone)';
const REFUND_ENTRY =
  'the world’s ledger entry is the shared order’s payment, and a refund needs an order settled below it (refunds.int.test answers refunds as each side)';

export const ROUTE_NOTES: Record<string, RouteNote> = {
  'POST /api/company/update': { reason: BY_NAMED_COMPANY, permission: ['company.info'] },
  'GET /api/company/audit': { reason: BY_NAMED_COMPANY, permission: ['company.info'] },
  'POST /api/company/audit': { reason: BY_NAMED_COMPANY, permission: ['company.info'] },
  'POST /api/company/buyer/seal/info': { reason: BY_NAMED_COMPANY, permission: ['company.seal'] },
  'POST /api/company/seller/seal/info': { reason: BY_NAMED_COMPANY, permission: ['company.seal'] },
  'POST /api/company/contract/seal/info': { reason: BY_NAMED_COMPANY, permission: ['company.seal'] },
  'POST /api/company/change/company': {
    reason: 'switching to a company of one’s own asks no permission; another company’s id is still not found',
    unchecked: 'refused',
  },
  'POST /api/ordercart/remove': {
    reason: 'a cart is its user’s (one without a company has one too): buy.cart is checked in the use case',
    permission: ['buy.cart'],
  },
  'POST /api/ordercart/addtocart': { reason: PUBLIC_PRODUCT, unchecked: 'all' },
  'POST /api/wr/product/attention': { reason: `${PUBLIC_PRODUCT}; following is the caller’s own`, unchecked: 'all' },
  'POST /api/wr/product/attention/del': { reason: `${PUBLIC_PRODUCT}; following is the caller’s own`, unchecked: 'all' },
  'POST /api/wr/product/attention/list': { reason: 'the products the caller follows: its own list', unchecked: 'all' },
  'POST /api/notification/list': {
    reason: 'the caller’s own inbox: notifications are a person’s, not a company’s',
    unchecked: 'all',
  },
  'POST /api/notification/read': {
    reason: 'marks the caller’s own notifications; another person’s ids change nothing (updated 0)',
    unchecked: 'all',
  },
  'POST /api/wr/factory/pickup/list': { reason: REFERENCE_DATA, unchecked: 'all' },
  'POST /api/cs/quote/save': {
    reason:
      'a quote’s validity is a moment within 30 days, not the day the other routes’ validUntil names; it sells a product or a receipt, not both: the sample quotes the product (a receipt quote’s tenancy: quote-receipt.int.test.ts)',
    input: { validUntil: new Date(Date.now() + 2 * 86_400_000).toISOString(), receiptId: undefined, inquiryId: undefined },
  },
  'POST /api/cs/quote/inquiry/submit': { reason: PUBLIC_PRODUCT, unchecked: 'all' },
  'POST /api/cs/quote/select/last': {
    reason: 'the caller’s own last terms to a buyer for a product: another company’s ids find none (null)',
    unchecked: 'all',
  },
  'POST /api/cs/quote/is/authority': {
    reason: 'answers whether the caller may act, never the object: another company’s quote is answered not allowed',
    unchecked: 'all',
  },
  'POST /api/auctionTrust/save': {
    reason: 'a coherent auction (its times ahead, its steps and lots consistent) cannot be sampled field by field',
    input: auctionBody(),
  },
  'POST /api/auctionTrust/board': {
    reason: 'a published auction’s board is open to any signed-in reader, each shown what the rules let it see',
    unchecked: 'all',
  },
  'POST /api/csSignUp/apply': {
    reason: 'auctionId names a published auction, which any certified company may sign up to',
    unchecked: 'all',
  },
  'POST /api/csQuotedPrice/save': {
    reason: 'auctionId names a published auction: a company not qualified for it is refused 403',
    foreign: { status: 403 },
    ownerUnchecked: 'the world’s auction takes sign-ups, not bids (auction.int.test bids through every rule)',
  },
  'POST /api/auctionTrust/deal/list': {
    reason: 'the deals of an auction the caller is a side of: another company’s auction answers none',
    unchecked: 'all',
  },
  'POST /api/auctionTrust/deal/contract/download': {
    reason: 'the deal’s contract PDF, to its two sides',
    ownerUnchecked: 'the world’s deal has no contract until its owner draws one up (auction.int.test downloads one)',
  },
  'POST /api/auctionWhiteList/add': {
    reason: 'companyId names the certified company the caller puts on its own list: any may be',
    unchecked: 'all',
  },
  'POST /api/wr/order/apply': {
    reason: 'listingId names a listing on the public receipt market, which any certified company may apply for',
    unchecked: 'all',
  },
  'POST /api/wr/order/list': {
    reason: 'listingId filters the caller’s own receipt orders; another company’s orders are never listed',
    unchecked: 'all',
  },
  'POST /api/order/refund/confirm': {
    reason: 'the buyer’s answer to a refund its seller declared',
    ownerUnchecked: REFUND_ENTRY,
  },
  'POST /api/order/refund/refuse': {
    reason: 'the buyer’s answer to a refund its seller declared',
    ownerUnchecked: REFUND_ENTRY,
  },
  'POST /api/order/refund/cancel': {
    reason: 'the seller withdraws a refund it declared',
    ownerUnchecked: REFUND_ENTRY,
  },
  'POST /api/wr/order/transfer/confirm': {
    reason: 'the keeper’s confirmation',
    ownerUnchecked:
      'the shared order still waits for the seller, and a keeper is shown an order only once asked to confirm its transfer (receipt-settlement.int.test confirms one)',
  },
  'POST /api/wr/order/transfer/refuse': {
    reason: 'the keeper’s refusal',
    ownerUnchecked:
      'the shared order still waits for the seller, and a keeper is shown an order only once asked to confirm its transfer (receipt-settlement.int.test refuses one)',
  },
  'POST /api/wr/warehouse/info': { reason: REFERENCE_DATA, unchecked: 'all' },
  'POST /api/wr/warehouse/fee/list': { reason: REFERENCE_DATA, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/list/passtab': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/list/aduittab': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/list/nopasstab': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/list/cancellationtab': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/list/tradetab': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/list': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/search': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/list/prime': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/warehouse/receipt/deposit': {
    reason:
      'warehouseId and productId name reference data any company deposits into (its sub-account 403 is in deposit-registration.int.test)',
    unchecked: 'all',
  },
  'POST /api/wr/warehouse/receipt/tab/counts': { reason: RECEIPT_FILTERS, unchecked: 'all' },
  'POST /api/wr/bill/lading/all/list': { reason: BILL_FILTERS, unchecked: 'all' },
  'POST /api/wr/bill/lading/audit/list': { reason: BILL_FILTERS, unchecked: 'all' },
  'POST /api/wr/bill/lading/pass/list': { reason: BILL_FILTERS, unchecked: 'all' },
  'POST /api/wr/bill/lading/cancel/list': { reason: BILL_FILTERS, unchecked: 'all' },
  'POST /api/wr/bill/lading/finish/list': { reason: BILL_FILTERS, unchecked: 'all' },
  'POST /api/wr/bill/lading/tab/counts': { reason: BILL_FILTERS, unchecked: 'all' },
  'GET /api/company/passCompanyList': { reason: 'the public profiles of certified companies, for pickers', unchecked: 'all' },
  'POST /api/productAppraise/buyerPageList': {
    reason: 'productId filters the reviews of the caller’s own shop (reviews are public)',
    unchecked: 'all',
  },
  'POST /api/order/settle': {
    reason: 'the cart lines {cartIds} or one product {productId}, not both; the product is public, the lines are checked',
    input: { productId: undefined, quantity: undefined },
  },
  'POST /api/order/direct/putorder': {
    reason: 'productId is public; the address must be the caller’s: another’s is refused as a missing address field',
    foreign: { status: 400, field: 'addressId' },
  },
  'POST /api/order/putorder': {
    reason: 'declares buy.order; noted for the owner’s check only',
    ownerUnchecked: 'the one cart line is consumed by POST /api/ordercart/remove, checked before it',
  },
  'POST /api/ordercart/removebatch': {
    reason: 'a cart is its user’s (one without a company has one too): buy.cart is checked in the use case',
    permission: ['buy.cart'],
    ownerUnchecked: 'the one cart line is consumed by POST /api/ordercart/remove, checked before it',
  },
  'POST /api/order/updateOrderPrice': {
    reason: 'new prices or a freight amount, at least one',
    input: { freightAmount: '0.00' },
  },
  'POST /api/user/subaccount/update': { reason: 'a new name or new permissions, at least one', input: { name: '张三' } },
  'POST /api/order/delivers': {
    reason: 'its ids are inside orders[]: each order answers its own outcome (order.int.test covers another company’s)',
    unchecked: 'all',
  },
  'POST /api/nodeOperationLog/list': { reason: ENTITY_LOG, input: { bizType: 'order' } },
  'POST /api/nodeOperationLog/verify': { reason: ENTITY_LOG, input: { bizType: 'order' } },
};
