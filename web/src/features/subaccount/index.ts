export { subAccountFeature } from './routes.tsx';
