export { sealInfoKey } from './api.ts';
export { sealFeature } from './routes.tsx';
