export { homeBlockFeature } from './routes.tsx';
