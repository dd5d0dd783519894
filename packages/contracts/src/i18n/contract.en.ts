import type { contractZh } from './contract.zh.ts';

export const contractEn: Record<keyof typeof contractZh, string> = {
  'contract.status.generated': 'Awaiting signatures',
  'contract.status.partlySigned': 'Partly signed',
  'contract.status.signed': 'Signed',
  'contract.status.cancelled': 'Cancelled',
  'contract.notFound': 'Contract not found',
  'contract.generated': 'Contract generated',
  'contract.signed': 'Contract signed',
  'contract.affirmed': 'Contract terms confirmed',
  'contract.cancelled': 'Contract cancelled',
  'contract.sealMissingBuyer': 'Set up a buyer seal or a contract seal and have it approved first',
  'contract.sealMissingSeller': 'Set up a seller seal or a contract seal and have it approved first',
  'contract.notYourTurn': 'It is not your turn to sign the contract',
  'contract.changedMeanwhile': 'The other party signed meanwhile, refresh and try again',
  'order.action.affirmContract': 'Confirmed the contract terms',
};
