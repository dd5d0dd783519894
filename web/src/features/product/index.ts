export { productFeature } from './routes.tsx';
