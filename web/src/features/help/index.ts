export { helpFeature } from './routes.tsx';
