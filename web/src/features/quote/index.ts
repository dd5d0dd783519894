export { quoteFeature } from './routes.tsx';
