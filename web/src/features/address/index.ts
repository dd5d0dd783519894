export { ADDRESS_KEY, addressApi } from './api.ts';
export { AddressModal } from './components/AddressModal.tsx';
export { DeliveryAddressField } from './components/DeliveryAddressSelect.tsx';
export { addressFeature } from './routes.tsx';
