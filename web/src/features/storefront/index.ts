export { shopPublicFeature } from './routes.tsx';
