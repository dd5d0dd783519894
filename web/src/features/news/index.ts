export { newsAdminFeature } from './admin/routes.tsx';
export { newsQueries } from './api.ts';
export { NewsByCategory } from './components/NewsByCategory.tsx';
export { NewsPictures } from './components/NewsPictures.tsx';
export { NewsTicker } from './components/NewsTicker.tsx';
export { newsFeature } from './routes.tsx';
