export { loadStatusPages } from './page-loaders.ts';
