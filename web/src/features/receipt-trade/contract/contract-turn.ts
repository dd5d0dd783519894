import type { ReceiptContract, ReceiptOrderStatus } from '@hgsc/contracts';

export type ContractSide = 'buyer' | 'seller';

/**
 * Where a receipt sale contract stands: the order waits for the seller to take it (the contract comes then), the seller
 * is to draw it up (none yet, or the last version was withdrawn or refused), one or both sides are to sign it, both
 * signed it, or the order ended before they did.
 */
export type ContractStage = 'notTaken' | 'toDraw' | 'toSign' | 'signed' | 'ended';

export interface ContractTurn {
  stage: ContractStage;
  /** The sides the contract waits on now, seller first; none once signed or ended. */
  waitingFor: ContractSide[];
  /** The caller's side is among them. */
  yours: boolean;
}

/** The order ended without a signed contract: nobody draws or signs any more. */
const ENDED: readonly ReceiptOrderStatus[] = ['declined', 'withdrawn', 'cancelled'];

/** Whose turn the contract is, as the caller's side (`contract.party`) reads it. */
export function contractTurn(contract: Pick<ReceiptContract, 'party' | 'orderStatus' | 'contract'>): ContractTurn {
  const current = contract.contract;
  const of = (stage: ContractStage, waitingFor: ContractSide[]): ContractTurn => ({
    stage,
    waitingFor,
    yours: waitingFor.includes(contract.party),
  });
  if (current?.status === 'signed') return of('signed', []);
  if (ENDED.includes(contract.orderStatus)) return of('ended', []);
  if (contract.orderStatus === 'applied') return of('notTaken', ['seller']);
  if (!current || current.status === 'cancelled') return of('toDraw', ['seller']);
  const signed = new Set(current.signatures.map((signature) => signature.party));
  return of(
    'toSign',
    (['seller', 'buyer'] as const).filter((side) => !signed.has(side)),
  );
}

/**
 * The i18n key of the turn's sentence ({{party}}: the sides waited for): the caller's own step, the other side's, or
 * where the contract ended up. `short` for a table's cell, the full sentence for the contract's banner.
 */
export function contractTurnKey(turn: ContractTurn, variant: 'full' | 'short' = 'full'): string {
  const root = variant === 'short' ? 'receiptContractPage.turnShort' : 'receiptContractPage.turn';
  if (turn.stage === 'signed' || turn.stage === 'ended' || turn.stage === 'notTaken') return `${root}.${turn.stage}`;
  if (!turn.yours) return `${root}.${turn.stage}.waiting`;
  // Both still to sign: the caller signs, and the other side too.
  return turn.waitingFor.length > 1 ? `${root}.${turn.stage}.yoursAndTheirs` : `${root}.${turn.stage}.yours`;
}

/** The i18n key naming the sides waited for: 买方, 卖方, or 双方. */
export const waitingForKey = (turn: ContractTurn): string =>
  turn.waitingFor.length > 1 ? 'receiptContractPage.side.both' : `receiptContractPage.side.${turn.waitingFor[0] ?? 'both'}`;

/** The side that withdraws (the seller, who drew it up) or refuses (the buyer) a version: the words of its button. */
export const cancelWordKey = (side: ContractSide) =>
  side === 'seller' ? 'receiptContractPage.cancel.withdraw' : 'receiptContractPage.cancel.refuse';

/** The antd Tag colour of a stage. */
export const contractStageColor = (stage: ContractStage): string =>
  ({ notTaken: 'default', toDraw: 'warning', toSign: 'processing', signed: 'success', ended: 'default' })[stage];
