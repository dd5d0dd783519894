import { defineFlow, type FlowTransition } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * The physical side of a warehouse receipt as data (domains/warehouse-receipts.md §3.1), shared by the server, which
 * enforces it (platform/flow), and the web, which shows each party its steps and whose turn it is.
 *
 * A deposit application (入库申请): the depositor applies, the keeper receives the goods (weighed, QC report) or
 * refuses them, the applicant may withdraw while nothing was received, and the keeper registers the receipt.
 */
export const DEPOSIT_STATUSES = ['pending', 'received', 'refused', 'withdrawn', 'registered'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_ACTIONS = ['receive', 'refuse', 'withdraw', 'register'] as const;
export type DepositAction = (typeof DEPOSIT_ACTIONS)[number];
export type DepositParty = 'applicant' | 'keeper';

export const depositStatusLabelKey = (status: DepositStatus): MessageKey => `depositStatus.${status}`;

export const DEPOSIT_FLOW = defineFlow<DepositStatus, DepositAction, DepositParty, { status: DepositStatus }>({
  kind: 'deposit',
  actions: DEPOSIT_ACTIONS,
  transitions: [
    { from: ['pending'], action: 'receive', by: 'keeper', to: 'received', permission: 'warehouse.receive' },
    { from: ['pending'], action: 'refuse', by: 'keeper', to: 'refused', permission: 'warehouse.receive' },
    { from: ['pending'], action: 'withdraw', by: 'applicant', to: 'withdrawn', permission: 'receipt.manage' },
    { from: ['received'], action: 'register', by: 'keeper', to: 'registered', permission: 'warehouse.register' },
  ],
  final: ['refused', 'withdrawn', 'registered'],
  stateOf: (deposit) => deposit.status,
  stateLabel: depositStatusLabelKey,
});

/**
 * A receipt: registered by the keeper (待审核), approved (in circulation) or rejected by the operator (the keeper
 * corrects and resubmits), split by its holder into children (the parent retired), deregistered (注销) by the keeper
 * when the goods are gone. Another deal holds it by a lock (listed, in an order, pledged, under pick-up, frozen): a
 * locked receipt takes none of its holder's steps until the lock is released.
 */
export const RECEIPT_STATUSES = ['pendingAudit', 'active', 'rejected', 'split', 'cancelled'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const RECEIPT_ACTIONS = ['update', 'approve', 'reject', 'split', 'cancel', 'lock', 'unlock', 'transfer'] as const;
export type ReceiptAction = (typeof RECEIPT_ACTIONS)[number];
export type ReceiptParty = 'holder' | 'keeper' | 'operator' | 'system';

/** What holds a receipt besides its holder: at most one at a time. */
export const RECEIPT_LOCKS = ['none', 'listing', 'order', 'pledge', 'pickup', 'freeze', 'swap'] as const;
export type ReceiptLock = (typeof RECEIPT_LOCKS)[number];

export const receiptStatusLabelKey = (status: ReceiptStatus): MessageKey => `receiptStatus.${status}`;
export const receiptLockLabelKey = (lock: ReceiptLock): MessageKey => `receiptLock.${lock}`;

export interface ReceiptFlowState {
  status: ReceiptStatus;
  lock: ReceiptLock;
}

export type ReceiptTransition = FlowTransition<ReceiptStatus, ReceiptAction, ReceiptParty, ReceiptFlowState>;

/** The deals whose receipt changes holder when the keeper confirms the endorsement. */
const TRANSFERRED_LOCKS: readonly ReceiptLock[] = ['order', 'swap'];

/** The holder's and keeper's steps a lock stops; the lock's own deal (the system) still takes them. */
const HELD_BY_LOCK: readonly ReceiptAction[] = ['split', 'cancel'];

export const RECEIPT_FLOW = defineFlow<ReceiptStatus, ReceiptAction, ReceiptParty, ReceiptFlowState>({
  kind: 'warehouseReceipt',
  actions: RECEIPT_ACTIONS,
  transitions: [
    { from: ['pendingAudit'], action: 'update', by: 'keeper', to: 'same', permission: 'warehouse.register' },
    { from: ['rejected'], action: 'update', by: 'keeper', to: 'pendingAudit', permission: 'warehouse.register' },
    { from: ['pendingAudit'], action: 'approve', by: 'operator', to: 'active' },
    { from: ['pendingAudit'], action: 'reject', by: 'operator', to: 'rejected' },
    { from: ['active'], action: 'split', by: 'holder', to: 'split', permission: 'receipt.manage' },
    { from: ['active'], action: 'split', by: 'system', to: 'split' },
    { from: ['active', 'rejected'], action: 'cancel', by: 'keeper', to: 'cancelled', permission: 'warehouse.register' },
    { from: ['active'], action: 'cancel', by: 'system', to: 'cancelled' },
    { from: ['active'], action: 'lock', by: 'holder', to: 'same', permission: 'receipt.manage' },
    { from: ['active'], action: 'lock', by: 'system', to: 'same' },
    { from: ['active'], action: 'unlock', by: 'holder', to: 'same', permission: 'receipt.manage' },
    { from: ['active'], action: 'unlock', by: 'operator', to: 'same' },
    { from: ['active'], action: 'unlock', by: 'system', to: 'same' },
    // An endorsement (a sale's, an exchange's) takes effect when the keeper confirms it (Civil Code art. 910).
    { from: ['active'], action: 'transfer', by: 'keeper', to: 'same', permission: 'warehouse.confirm' },
  ],
  final: ['split', 'cancelled'],
  stateOf: (receipt) => receipt.status,
  stateLabel: receiptStatusLabelKey,
  guard: (transition, receipt) => {
    if (transition.action === 'unlock') return receipt.lock === 'none' ? 'receipt.notLocked' : true;
    // At most one lock at a time, whoever asks.
    if (transition.action === 'lock') return receipt.lock === 'none' ? true : 'receipt.locked';
    // Only a receipt a deal holds is transferred: the order or the exchange is what the keeper confirms.
    if (transition.action === 'transfer') return TRANSFERRED_LOCKS.includes(receipt.lock) ? true : 'receipt.notLocked';
    // A lock's own deal ends it (a pick-up cancels the receipt it holds): only that deal, the system, takes it on.
    if (HELD_BY_LOCK.includes(transition.action) && receipt.lock !== 'none' && transition.by !== 'system')
      return 'receipt.locked';
    return true;
  },
});

/** The five tabs of /manage/warehouseReceiptList (SPEC: pass, audit, no-pass, cancellation, trade). */
export const RECEIPT_TABS = ['passtab', 'aduittab', 'nopasstab', 'cancellationtab', 'tradetab'] as const;
export type ReceiptTab = (typeof RECEIPT_TABS)[number];
/** Locks that mean the receipt is in trade (交易中) rather than simply in circulation. */
export const TRADE_LOCKS: readonly ReceiptLock[] = ['listing', 'order', 'swap'];
