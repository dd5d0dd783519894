export { type InquiredOffer, InquiryModal } from './inquiries/inquiry-modal-loader.ts';
export { quoteFeature } from './routes.tsx';
