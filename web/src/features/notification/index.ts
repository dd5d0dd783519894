export { loadNotificationBell } from './page-loaders.ts';
export { notificationFeature } from './routes.tsx';
