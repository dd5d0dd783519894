import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './address/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { agreementRoutes } from './agreement/routes.ts';
import { attentionRoutes } from './attention/routes.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { categoryRoutes } from './category/routes.ts';
import { certificateRoutes } from './certificate/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { contractAccessoryRoutes } from './contract/accessory/routes.ts';
import { contractEvidenceRoutes } from './contract/evidence/routes.ts';
import { contractLinkRoutes } from './contract/link/routes.ts';
import { contractTemplateRoutes } from './contract/template/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { helpRoutes } from './help/routes.ts';
import { homeBlockRoutes } from './homeblock/routes.ts';
import { logsRoutes } from './logs/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { nodeLogRoutes } from './node-log/routes.ts';
import { notificationRoutes } from './notification/routes.ts';
import { ocrRoutes } from './ocr/routes.ts';
import { orderInvoiceRoutes } from './order/invoice/routes.ts';
import { orderRoutes } from './order/routes.ts';
import { salesContractRoutes } from './order/sales-contract/routes.ts';
import { placesRoutes } from './places/routes.ts';
import { productRoutes } from './product/routes.ts';
import { regulationRoutes } from './regulation/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { sealRoutes } from './seal/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { subAccountRoutes } from './subaccount/routes.ts';
import { userRoutes } from './user/routes.ts';

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
];
