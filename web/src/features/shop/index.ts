export { ShopGate, useShopEntry } from './components/ShopGate.tsx';
export { shopFeature } from './routes.tsx';
