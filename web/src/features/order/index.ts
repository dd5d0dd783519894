export { englishContractFeature } from './contract/english/routes.tsx';
export { contractLinkFeature } from './contract/link/routes.tsx';
export { contractFeature } from './contract/routes.tsx';
export { contractTemplateFeature } from './contract/template/routes.tsx';
export { contractVerifyFeature } from './contract/verify/routes.tsx';
export { orderFeature } from './routes.tsx';
