/** The certificate module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { recordHistory } from './certificate-repo.ts';
export { toCertificate } from './certificate-view.ts';
export { certificateRoutes } from './routes.ts';
export { submittedCertificates } from './submitted-certificates.ts';
export { companyCertificates } from './tables.ts';
export { hasValidDangerousGoodsLicence, validLicenceOn } from './valid-licence.ts';
