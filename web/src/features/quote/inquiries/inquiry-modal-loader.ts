import { lazy } from 'react';

/** 询价 on an offer's page, loaded when a buyer opens it: the public page does not carry the form. */
export const InquiryModal = lazy(() => import('./InquiryModal.tsx'));
export type { InquiredOffer } from './InquiryModal.tsx';
