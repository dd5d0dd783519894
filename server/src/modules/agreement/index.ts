/** The agreement module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
import './registration-terms.ts';

export { recordAcceptances } from './acceptance.ts';
export { type CurrentVersions, findCurrentAgreement, readCurrentVersions } from './current-versions.ts';
export { requireReceiptAgreement } from './receipt-agreement.ts';
export { agreementRoutes } from './routes.ts';
export { type AgreementVersionRow, agreementVersions, companyAgreementAffirmations } from './tables.ts';
