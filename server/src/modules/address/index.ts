/** The address module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { addressSnapshotOf, type SnapshotFields, toAddressSnapshot } from './address-repo.ts';
export { listAddresses } from './list-addresses.ts';
export { addressRoutes } from './routes.ts';
export { companyAddresses } from './tables.ts';
