/** The chemical dictionary's interface: what the route list, the catalogue and the seed may use of it. */
export { termKeysOf } from './chemical-terms.ts';
export { resolveKeyword } from './dictionary.ts';
export { chemicalRoutes } from './routes.ts';
export { chemicals, chemicalTerms } from './tables.ts';
