export { loadManageLayout } from './page-loaders.ts';
