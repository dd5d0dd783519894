export { chemicalFeature } from './routes.tsx';
