export { AgreementGate, ReceiptAgreementGate } from './AgreementGate.tsx';
export { AgreementModal } from './components/AgreementModal.tsx';
export { AgreementText } from './components/AgreementText.tsx';
export { agreementFeature } from './routes.tsx';
export { shownVersions, useCurrentAgreements } from './use-agreements.ts';
