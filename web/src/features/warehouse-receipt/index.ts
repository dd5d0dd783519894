export { HolderTimeline } from './components/HolderTimeline.tsx';
export { warehouseReceiptFeature } from './routes.tsx';
