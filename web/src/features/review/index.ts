export { ProductReviews } from './components/ProductReviews.tsx';
export { reviewFeature } from './routes.tsx';
