export { CART_QUERY_KEY } from './api.ts';
export { AddToCartButton } from './components/AddToCartButton.tsx';
export { CartBadge } from './components/CartBadge.tsx';
export { mergeBuylist } from './merge.ts';
export { cartFeature } from './routes.tsx';
