export { warehouseReceiptFeature } from './routes.tsx';
