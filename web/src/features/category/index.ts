export { categoryFeature } from './routes.tsx';
