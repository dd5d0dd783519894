/** The company module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { checkRegion } from './application-checks.ts';
export { companyParties } from './contract-party.ts';
export { lockCompany } from './lock-company.ts';
export { memberAdmitted, memberHolding, membersHoldingAny } from './member-holding.ts';
export { companyForCall } from './membership.ts';
export { companyRoutes } from './routes.ts';
export { type CompanyMemberRow, type CompanyRow, companies, companyMembers } from './tables.ts';
export { draftsFor, type Telling } from './tell-members.ts';
export { encryptedFileUrl, regionNames, writeHistory } from './view.ts';
