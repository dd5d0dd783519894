import type { Feature } from '../../app/feature.ts';
import { attentionFeature } from '../attention/routes.tsx';
import { productFeature } from '../product/routes.tsx';
import { shopFeature } from './routes.tsx';

/** The seller's management pages: shop entry and profile, products, and followed products. */
export const sellerFeatures: Feature[] = [shopFeature, productFeature, attentionFeature];
