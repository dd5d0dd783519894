import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';
import { CONTRACT_WEIGHT_TOLERANCE } from './tonne-price.ts';

/**
 * A bill of lading (提单) as data (domains/warehouse-receipts.md §3.2), shared by the server, which enforces it, and the
 * web, which shows each party its steps. The holder asks to take goods out of a receipt it holds (the receipt locked
 * for the pick-up); the keeper schedules a day and a slot within the warehouse's daily outbound capacity (and may
 * move it), then records each load's weighbridge ticket and finishes it: the picked goods' receipt is deregistered,
 * what was not taken stays held. Until loading the holder may cancel, the keeper may refuse with a reason, and the
 * operator may stop it; each releases the receipt.
 */
export const BILL_STATUSES = ['submitted', 'scheduled', 'finished', 'cancelled'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const BILL_ACTIONS = ['schedule', 'finish', 'cancel'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];
export type BillParty = 'holder' | 'keeper' | 'operator';

export const billStatusLabelKey = (status: BillStatus): MessageKey => `billStatus.${status}`;

export const BILL_FLOW = defineFlow<BillStatus, BillAction, BillParty, { status: BillStatus }>({
  kind: 'billOfLading',
  actions: BILL_ACTIONS,
  transitions: [
    { from: ['submitted'], action: 'schedule', by: 'keeper', to: 'scheduled', permission: 'warehouse.pickup' },
    { from: ['scheduled'], action: 'schedule', by: 'keeper', to: 'same', permission: 'warehouse.pickup' },
    { from: ['scheduled'], action: 'finish', by: 'keeper', to: 'finished', permission: 'warehouse.pickup' },
    { from: ['submitted', 'scheduled'], action: 'cancel', by: 'holder', to: 'cancelled', permission: 'receipt.billOfLading' },
    { from: ['submitted', 'scheduled'], action: 'cancel', by: 'keeper', to: 'cancelled', permission: 'warehouse.pickup' },
    { from: ['submitted', 'scheduled'], action: 'cancel', by: 'operator', to: 'cancelled' },
  ],
  final: ['finished', 'cancelled'],
  stateOf: (bill) => bill.status,
  stateLabel: billStatusLabelKey,
});

/** The tabs of /manage/billLadingList (SPEC: audit, pass, cancel, finish, all) and the statuses each shows. */
export const BILL_TABS = ['all', 'audit', 'pass', 'cancel', 'finish'] as const;
export type BillTab = (typeof BILL_TABS)[number];
export const BILL_TAB_STATUSES: Record<BillTab, readonly BillStatus[]> = {
  all: BILL_STATUSES,
  audit: ['submitted'],
  pass: ['scheduled'],
  cancel: ['cancelled'],
  finish: ['finished'],
};

/** The loading slots of a day at the gate. */
export const BILL_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type BillSlot = (typeof BILL_SLOTS)[number];
export const billSlotLabelKey = (slot: BillSlot): MessageKey => `billSlot.${slot}`;

/** How far ahead the keeper may schedule a pick-up. */
export const BILL_SCHEDULE_DAYS_AHEAD = 30;

/**
 * The weighbridge's tolerance when the last load takes everything: the tickets may differ from the receipt's quantity
 * by at most 3‰ (the loss standard most receipts state), the difference recorded on the bill.
 */
export const BILL_WEIGHT_TOLERANCE = CONTRACT_WEIGHT_TOLERANCE;
