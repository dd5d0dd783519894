/** The cart module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { buyerStanding } from './buyer.ts';
export { type CartProduct, cartProductColumns, loadCartProducts, toCartItem } from './cart-view.ts';
export { addQuantities, lineAmount, plainDecimal, quantityStatus, storedQuantity, sumAmounts } from './pricing.ts';
export { cartRoutes } from './routes.ts';
export { cartItems } from './tables.ts';
