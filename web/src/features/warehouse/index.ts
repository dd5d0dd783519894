export { warehouseAdminFeature } from './routes.tsx';
