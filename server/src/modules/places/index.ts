/** The places module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { divisions, shortName } from './divisions.ts';
export { englishPlaceNames } from './english-names.ts';
export { type ResolvedPlaces, resolvePlaces } from './resolve-places.ts';
export { placesRoutes } from './routes.ts';
