export { CERTIFICATE_KEY, certificateApi } from './api.ts';
export { certificateFeature } from './routes.tsx';
