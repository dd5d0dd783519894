/** The seal module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { approvedSealFor } from './approved-seal.ts';
export { sealRoutes } from './routes.ts';
export { sealPng } from './seal-image.ts';
export { readSealImage, storeGeneratedSeal } from './seal-image-file.ts';
export { recordSealHistory } from './seal-repo.ts';
export { companySeals } from './tables.ts';
