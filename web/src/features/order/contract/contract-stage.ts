import {
  type ContractView,
  nextOrderStep,
  ORDER_STATUS,
  ORDER_STATUS_SETS,
  type OrderForwardAction,
  type OrderStatus,
} from '@hgsc/contracts';
import { buttonsFor } from '../order-actions.ts';

export type ContractParty = 'buyer' | 'seller';

/**
 * Where an order's contract stands, read from the order status (SPEC §3): 10 waits for the seller
 * to generate it, 37 for both signatures, 38 for the seller's, 39 for the buyer's; from 40 on it is
 * signed; a cancelled, closed or rejected order has ended.
 */
export type ContractStage = 'toGenerate' | 'bothToSign' | 'sellerToSign' | 'buyerToSign' | 'signed' | 'ended';

const S = ORDER_STATUS;
const SIGNED_STATUSES: readonly number[] = ORDER_STATUS_SETS.hasContract.filter(
  (status) => !(ORDER_STATUS_SETS.signing as readonly number[]).includes(status),
);

export function contractStageOf(orderStatus: number): ContractStage {
  switch (orderStatus) {
    case S.WAIT_CONTRACT:
      return 'toGenerate';
    case S.NONE_SIGNED:
      return 'bothToSign';
    case S.SELLER_TO_SIGN:
      return 'sellerToSign';
    case S.BUYER_TO_SIGN:
      return 'buyerToSign';
    default:
      return SIGNED_STATUSES.includes(orderStatus) ? 'signed' : 'ended';
  }
}

/** i18n key of a stage's label (待生成合同 / 待双方签署 / 待卖方签署 / 待买方签署 / 已签署 / 订单已结束). */
export const contractStageLabelKey = (stage: ContractStage) => `contractPage.stage.${stage}`;

/**
 * What the contract page says when no contract is in force: an order that ended (cancelled, closed, rejected) will
 * have none; otherwise the seller is to generate it (the seller is told to, the buyer to wait).
 */
export function noContractKey(orderStatus: number | undefined, side: ContractParty): string {
  if (orderStatus !== undefined && contractStageOf(orderStatus) === 'ended') return 'contractPage.info.noContractEnded';
  return side === 'seller' ? 'contractPage.info.noContractSeller' : 'contractPage.info.noContract';
}

/**
 * Whether the stage tag would only say again what the contract's status tag says: once both have signed, both read
 * 已签署. Before (待卖方签署 beside 部分签署) and after the order ended (订单已结束 beside 已签署) the stage adds to it.
 */
export const stageRepeatsStatus = (stage: ContractStage, contractStatus: ContractView['status'] | undefined): boolean =>
  stage === 'signed' && contractStatus === 'signed';

/**
 * The next step the contract page points to once both sides have signed, taken on the order page: the order's next
 * step and whether it is the caller's (the buyer's 付款 after signing) or which side it waits for; no step while a
 * cancellation request holds the order or once it is complete (the page offers 查看订单). Null while the contract is not
 * signed by both or the order has ended.
 */
export function signedNextStep(
  order: { status: number; cancelRequest?: unknown },
  side: ContractParty,
): { action: OrderForwardAction; yours: boolean; waitingFor: ContractParty[] } | { action: null } | null {
  if (contractStageOf(order.status) !== 'signed') return null;
  const step = order.cancelRequest ? null : nextOrderStep(order.status as OrderStatus);
  if (!step) return { action: null };
  const yours = step.by.includes(side);
  return { action: step.action, yours, waitingFor: yours ? [] : step.by };
}

/** The antd Tag colour of a stage. */
export const contractStageColor = (stage: ContractStage): string =>
  stage === 'signed' ? 'success' : stage === 'ended' ? 'default' : stage === 'toGenerate' ? 'warning' : 'processing';

/** The management-centre paths of the contract pages, by the caller's side. */
export const contractListPath = (party: ContractParty) =>
  party === 'seller' ? '/manage/sellerwaitforsellercontract' : '/manage/buyerwaitforbuycontract';
export const contractInfoPath = (orderId: number, party: ContractParty) =>
  `${party === 'seller' ? '/manage/sellercontractinfo' : '/manage/buyercontractinfo'}?orderId=${orderId}`;

export const CONTRACT_BUTTONS = ['generateContract', 'sign', 'affirm', 'preview', 'download', 'cancelContract'] as const;
export type ContractButton = (typeof CONTRACT_BUTTONS)[number];

/**
 * The contract buttons of an order, in page order. The steps come from the server's allowedActions
 * through order-actions.ts (the same rule as the order pages) and need `contract.sign`; affirming
 * the terms goes with signing, once per side (`affirmed` undefined: not offered). Preview and
 * download come when a contract exists: `hasContract` when the caller knows it (the versions),
 * otherwise the order status says so.
 */
export function contractButtonsFor(
  order: { status: number; allowedActions: readonly string[] },
  options: { canSign: boolean; hasContract?: boolean; affirmed?: boolean },
): ContractButton[] {
  const shown = new Set<string>(buttonsFor(order));
  const hasContract = options.hasContract ?? shown.has('downloadContract');
  const may = (action: 'generateContract' | 'sign' | 'cancelContract') => options.canSign && shown.has(action);
  const wanted: Record<ContractButton, boolean> = {
    generateContract: may('generateContract'),
    sign: may('sign'),
    affirm: may('sign') && options.affirmed === false,
    preview: hasContract,
    download: hasContract,
    cancelContract: may('cancelContract'),
  };
  return CONTRACT_BUTTONS.filter((button) => wanted[button]);
}

/** Whether the order waits on the caller's side (to generate or to sign). */
export const waitsOnCaller = (order: { allowedActions: readonly string[] }) =>
  order.allowedActions.includes('generateContract') || order.allowedActions.includes('sign');

/** One line of a contract's history: generated, signed by a side, or cancelled. */
export interface ContractEvent {
  key: string;
  kind: 'generated' | 'signed' | 'cancelled';
  at: string;
  version: number;
  contractNo: string;
  party?: ContractParty;
  companyName?: string;
  signerName?: string;
  /** The PDF's SHA-256 after this step (the generated or the stamped file). */
  sha256?: string;
  reason?: string | null;
}

/** The versions' history, newest first (ties: the later step of the same version first). */
export function contractEvents(versions: readonly ContractView[]): ContractEvent[] {
  const events: ContractEvent[] = [];
  for (const v of versions) {
    const base = { version: v.version, contractNo: v.contractNo };
    events.push({
      ...base,
      key: `${v.id}-generated`,
      kind: 'generated',
      at: v.generatedAt,
      companyName: v.sellerCompanyName,
      sha256: v.sha256AtGeneration,
    });
    v.signatures.forEach((s, index) => {
      events.push({
        ...base,
        key: `${v.id}-signed-${index}`,
        kind: 'signed',
        at: s.signedAt,
        party: s.party,
        companyName: s.companyName,
        signerName: s.signerName,
        sha256: s.sha256After,
      });
    });
    if (v.cancelledAt)
      events.push({ ...base, key: `${v.id}-cancelled`, kind: 'cancelled', at: v.cancelledAt, reason: v.cancelReason });
  }
  const rank = { generated: 0, signed: 1, cancelled: 2 };
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        Date.parse(b.event.at) - Date.parse(a.event.at) ||
        b.event.version - a.event.version ||
        rank[b.event.kind] - rank[a.event.kind] ||
        b.index - a.index,
    )
    .map(({ event }) => event);
}

/** The contract in force (the newest version not cancelled), if any. */
export const currentContractOf = (versions: readonly ContractView[]): ContractView | undefined =>
  [...versions].sort((a, b) => b.version - a.version).find((v) => v.status !== 'cancelled');
