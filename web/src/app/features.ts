import { addressFeature } from '../features/address/index.ts';
import { adminFeature } from '../features/admin/index.ts';
import { agreementFeature } from '../features/agreement/index.ts';
import { attentionFeature } from '../features/attention/index.ts';
import { auctionFeature } from '../features/auction/index.ts';
import { auditFeature } from '../features/audit/index.ts';
import { billOfLadingFeature } from '../features/bill-of-lading/index.ts';
import { cartFeature } from '../features/cart/index.ts';
import { catalogueFeature } from '../features/catalogue/index.ts';
import { categoryFeature } from '../features/category/index.ts';
import { certificateFeature } from '../features/certificate/index.ts';
import { chemicalFeature } from '../features/chemical/index.ts';
import { companyFeature } from '../features/company/index.ts';
import { filePreviewFeature } from '../features/files/index.ts';
import { helpFeature } from '../features/help/index.ts';
import { homeFeature } from '../features/home/index.ts';
import { homeBlockFeature } from '../features/homeblock/index.ts';
import { marketPriceFeature } from '../features/market-price/index.ts';
import { newsAdminFeature, newsFeature } from '../features/news/index.ts';
import { notificationFeature } from '../features/notification/index.ts';
import {
  contractFeature,
  contractLinkFeature,
  contractTemplateFeature,
  contractVerifyFeature,
  englishContractFeature,
  orderFeature,
} from '../features/order/index.ts';
import { productFeature } from '../features/product/index.ts';
import { quoteFeature } from '../features/quote/index.ts';
import { receiptTradeFeature } from '../features/receipt-trade/index.ts';
import { reviewFeature } from '../features/review/index.ts';
import { sealFeature } from '../features/seal/index.ts';
import { shopFeature } from '../features/shop/index.ts';
import { shopPublicFeature } from '../features/storefront/index.ts';
import { subAccountFeature } from '../features/subaccount/index.ts';
import { userFeature } from '../features/user/index.ts';
import { warehouseAdminFeature } from '../features/warehouse/index.ts';
import { warehouseReceiptFeature } from '../features/warehouse-receipt/index.ts';
import type { Feature } from './feature.ts';

/** Every feature of the app; add a domain's feature here. */
export const features: Feature[] = [
  userFeature,
  adminFeature,
  agreementFeature,
  helpFeature,
  auditFeature,
  // The company area: certification and regulations, certificates, addresses, sub-accounts.
  companyFeature,
  certificateFeature,
  addressFeature,
  subAccountFeature,
  categoryFeature,
  chemicalFeature,
  newsAdminFeature,
  warehouseAdminFeature,
  homeBlockFeature,
  // The seller's management pages: shop entry and profile, products, and followed products.
  shopFeature,
  productFeature,
  attentionFeature,
  catalogueFeature,
  shopPublicFeature,
  newsFeature,
  homeFeature,
  cartFeature,
  orderFeature,
  warehouseReceiptFeature,
  receiptTradeFeature,
  marketPriceFeature,
  quoteFeature,
  auctionFeature,
  billOfLadingFeature,
  contractFeature,
  contractTemplateFeature,
  contractVerifyFeature,
  englishContractFeature,
  contractLinkFeature,
  filePreviewFeature,
  sealFeature,
  reviewFeature,
  notificationFeature,
];
