export { marketPriceHref, marketPriceQueries } from './api.ts';
export { PriceMove } from './components/PriceMove.tsx';
export { marketPriceFeature } from './routes.tsx';
