import { adminFeature } from '../features/admin/routes.tsx';
import { agreementFeature } from '../features/agreement/routes.tsx';
import { auditFeature } from '../features/audit/routes.tsx';
import { orgFeatures } from '../features/company/org-features.ts';
import { helpFeature } from '../features/help/routes.tsx';
import { userFeature } from '../features/user/routes.tsx';
import type { Feature, MenuEntry } from './feature.ts';

/** Every feature of the app; add a domain's feature here. */
export const features: Feature[] = [userFeature, adminFeature, agreementFeature, helpFeature, auditFeature, ...orgFeatures];

const byOrder = (a: MenuEntry, b: MenuEntry) => a.order - b.order;
export const manageMenuEntries = () => features.flatMap((f) => f.manageMenu ?? []).sort(byOrder);
export const adminMenuEntries = () => features.flatMap((f) => f.adminMenu ?? []).sort(byOrder);
