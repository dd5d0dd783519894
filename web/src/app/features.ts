import { adminFeature } from '../features/admin/routes.tsx';
import { agreementFeature } from '../features/agreement/routes.tsx';
import { auditFeature } from '../features/audit/routes.tsx';
import { cartFeature } from '../features/cart/routes.tsx';
import { catalogueFeature } from '../features/catalogue/routes.tsx';
import { categoryFeature } from '../features/category/routes.tsx';
import { orgFeatures } from '../features/company/org-features.ts';
import { filePreviewFeature } from '../features/files/routes.tsx';
import { helpFeature } from '../features/help/routes.tsx';
import { homeFeature } from '../features/home/routes.tsx';
import { homeBlockFeature } from '../features/homeblock/routes.tsx';
import { newsAdminFeature } from '../features/news/admin/routes.tsx';
import { newsFeature } from '../features/news/routes.tsx';
import { notificationFeature } from '../features/notification/routes.tsx';
import { englishContractFeature } from '../features/order/contract/english/routes.tsx';
import { contractLinkFeature } from '../features/order/contract/link/routes.tsx';
import { contractFeature } from '../features/order/contract/routes.tsx';
import { contractTemplateFeature } from '../features/order/contract/template/routes.tsx';
import { contractVerifyFeature } from '../features/order/contract/verify/routes.tsx';
import { orderFeature } from '../features/order/routes.tsx';
import { reviewFeature } from '../features/review/routes.tsx';
import { sealFeature } from '../features/seal/routes.tsx';
import { shopPublicFeature } from '../features/shop/public/routes.tsx';
import { sellerFeatures } from '../features/shop/seller-features.ts';
import { userFeature } from '../features/user/routes.tsx';
import type { Feature } from './feature.ts';

/** Every feature of the app; add a domain's feature here. */
export const features: Feature[] = [
  userFeature,
  adminFeature,
  agreementFeature,
  helpFeature,
  auditFeature,
  ...orgFeatures,
  categoryFeature,
  newsAdminFeature,
  homeBlockFeature,
  ...sellerFeatures,
  catalogueFeature,
  shopPublicFeature,
  newsFeature,
  homeFeature,
  cartFeature,
  orderFeature,
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
