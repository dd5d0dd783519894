export type { PageParams } from './api.ts';
export { ListSearch } from './components/ListSearch.tsx';
export { loadAdminLayout, loadAdminLoginPage } from './page-loaders.ts';
export { adminFeature } from './routes.tsx';
