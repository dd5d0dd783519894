import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './address/index.ts';
import { adminRoutes } from './admin/index.ts';
import { agreementRoutes } from './agreement/index.ts';
import { attentionRoutes } from './attention/index.ts';
import { auctionModuleRoutes } from './auction/index.ts';
import { billOfLadingRoutes } from './bill-of-lading/index.ts';
import { captchaRoutes } from './captcha/index.ts';
import { cartRoutes } from './cart/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { categoryRoutes } from './category/index.ts';
import { certificateRoutes } from './certificate/index.ts';
import { chemicalRoutes } from './chemical/index.ts';
import { companyRoutes } from './company/index.ts';
import { contractEvidenceRoutes } from './contract/index.ts';
import { filesRoutes } from './files/index.ts';
import { healthRoutes } from './health/index.ts';
import { helpRoutes } from './help/index.ts';
import { homeBlockRoutes } from './homeblock/index.ts';
import { logsRoutes } from './logs/index.ts';
import { marketPriceRoutes } from './market-price/index.ts';
import { newsRoutes } from './news/index.ts';
import { nodeLogRoutes } from './node-log/index.ts';
import { notificationRoutes } from './notification/index.ts';
import { ocrRoutes } from './ocr/index.ts';
import {
  contractAccessoryRoutes,
  contractLinkRoutes,
  contractTemplateRoutes,
  orderInvoiceRoutes,
  orderRoutes,
  salesContractRoutes,
} from './order/index.ts';
import { placesRoutes } from './places/index.ts';
import { productRoutes } from './product/index.ts';
import { inquiryModuleRoutes, quoteModuleRoutes } from './quote/index.ts';
import { receiptExchangeRoutes } from './receipt-exchange/index.ts';
import { receiptListingRoutes } from './receipt-listing/index.ts';
import { receiptContractRoutes, receiptOrderRoutes, receiptProposalRoutes } from './receipt-order/index.ts';
import { regulationRoutes } from './regulation/index.ts';
import { reviewRoutes } from './review/index.ts';
import { sealRoutes } from './seal/index.ts';
import { shopRoutes } from './shop/index.ts';
import { siteRoutes } from './site/index.ts';
import { subAccountRoutes } from './subaccount/index.ts';
import { userRoutes } from './user/index.ts';
import { warehouseRoutes } from './warehouse/index.ts';
import { warehouseReceiptRoutes } from './warehouse-receipt/index.ts';

/** Every domain's routes, mounted under /api. Add a domain here when its routes work. */
export const domainRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  captchaRoutes,
  userRoutes,
  adminRoutes,
  filesRoutes,
  logsRoutes,
  placesRoutes,
  companyRoutes,
  ocrRoutes,
  agreementRoutes,
  helpRoutes,
  subAccountRoutes,
  addressRoutes,
  certificateRoutes,
  regulationRoutes,
  shopRoutes,
  categoryRoutes,
  productRoutes,
  catalogueRoutes,
  chemicalRoutes,
  marketPriceRoutes,
  attentionRoutes,
  cartRoutes,
  orderRoutes,
  nodeLogRoutes,
  notificationRoutes,
  newsRoutes,
  homeBlockRoutes,
  siteRoutes,
  sealRoutes,
  salesContractRoutes,
  contractEvidenceRoutes,
  contractAccessoryRoutes,
  orderInvoiceRoutes,
  contractTemplateRoutes,
  contractLinkRoutes,
  reviewRoutes,
  warehouseRoutes,
  warehouseReceiptRoutes,
  billOfLadingRoutes,
  receiptListingRoutes,
  receiptOrderRoutes,
  receiptProposalRoutes,
  receiptExchangeRoutes,
  receiptContractRoutes,
  quoteModuleRoutes,
  inquiryModuleRoutes,
  auctionModuleRoutes,
];
