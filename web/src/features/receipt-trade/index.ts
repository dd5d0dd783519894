export { ListReceiptButton } from './components/ListReceiptButton.tsx';
export { receiptTradeFeature } from './routes.tsx';
