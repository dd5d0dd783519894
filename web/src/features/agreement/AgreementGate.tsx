import { lazy, Suspense } from 'react';
import { useAgreementGate } from './gate.ts';

/** The modal's code loads only when a call asks for acceptance. */
const AgreementGateModal = lazy(() => import('./components/AgreementGateModal.tsx'));

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
