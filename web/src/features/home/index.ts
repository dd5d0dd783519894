export { homeBlockQueries } from './home-queries.ts';
export { loadHomePage } from './page-loaders.ts';
export { homeFeature } from './routes.tsx';
export { siteInfoQuery, useSiteInfo } from './site-info.ts';
