import { createBlockingGate, useBlockingGate } from './blocking-gate.ts';

/** The versions a 403 AGREEMENT_REQUIRED answer asks the user to accept (0: none published). */
export interface GateVersions {
  userAgreementVersion: number;
  privacyVersion: number;
}

const asVersion = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/**
 * The agreement gate: while the user has not accepted the current agreements, every call that answers 403
 * AGREEMENT_REQUIRED waits here until the user accepts or leaves.
 */
const agreementGate = createBlockingGate<GateVersions>('AGREEMENT_REQUIRED', (data) => ({
  userAgreementVersion: asVersion(data.userAgreementVersion),
  privacyVersion: asVersion(data.privacyVersion),
}));

export const useAgreementGate = () => useBlockingGate(agreementGate);
export const settleGate = agreementGate.settle;

/**
 * The receipt agreement gate: a receipt action of a company that has not affirmed the current receipt agreement
 * (403 RECEIPT_AGREEMENT_REQUIRED) waits here until a member affirms it for the company, or gives up.
 */
const receiptGate = createBlockingGate<{ version: number }>('RECEIPT_AGREEMENT_REQUIRED', (data) => ({
  version: asVersion(data.version),
}));

export const useReceiptAgreementGate = () => useBlockingGate(receiptGate);
export const settleReceiptGate = receiptGate.settle;
