import { lazy, Suspense } from 'react';
import { useAgreementGate, useReceiptAgreementGate } from './gate.ts';

/** The modal's code loads only when a call asks for acceptance. */
const AgreementGateModal = lazy(() => import('./components/AgreementGateModal.tsx'));
const ReceiptAgreementGateModal = lazy(() => import('./components/ReceiptAgreementGateModal.tsx'));

/**
 * Mounted once in the public frame (every page a user sees): when a call answers 403
 * AGREEMENT_REQUIRED, a blocking modal shows the new texts and asks the user to accept them.
 */
export function AgreementGate() {
  const versions = useAgreementGate();
  if (!versions) return null;
  return (
    <Suspense fallback={null}>
      <AgreementGateModal versions={versions} />
    </Suspense>
  );
}

/**
 * Mounted beside the agreement gate: when a receipt action answers 403 RECEIPT_AGREEMENT_REQUIRED, a modal shows the
 * receipt agreement and lets the user affirm it for the company; the action then goes on.
 */
export function ReceiptAgreementGate() {
  const asked = useReceiptAgreementGate();
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptAgreementGateModal />
    </Suspense>
  );
}
