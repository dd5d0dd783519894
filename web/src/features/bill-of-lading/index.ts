export { BillNoLink, usePickedOutBill, WithBillLink } from './components/PickedOutBill.tsx';
export { PickupButton } from './components/PickupButton.tsx';
export { ReceiptBills } from './components/ReceiptBills.tsx';
export { billOfLadingFeature } from './routes.tsx';
