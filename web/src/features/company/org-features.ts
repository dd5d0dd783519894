import type { Feature } from '../../app/feature.ts';
import { addressFeature } from '../address/routes.tsx';
import { certificateFeature } from '../certificate/routes.tsx';
import { subAccountFeature } from '../subaccount/routes.tsx';
import { companyFeature } from './routes.tsx';

/** The company area: certification and regulations, certificates, addresses, sub-accounts. */
export const orgFeatures: Feature[] = [companyFeature, certificateFeature, addressFeature, subAccountFeature];
