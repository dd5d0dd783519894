import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * A receipt exchange (仓单串换) as data (domains/warehouse-receipts.md §3.3): the holder of a receipt (the applicant)
 * asks to swap a quantity of it for the same quantity of the same product of another brand or at another warehouse,
 * offered on the receipt market by its holder (the counterparty). The counterparty quotes a premium per unit (升贴水:
 * positive, the applicant pays it; negative, the counterparty pays it), again while the applicant has not accepted.
 * The applicant accepts the quote with its SMS code (its signature), the counterparty countersigns with its own; the
 * side owed the premium confirms it received the money; then each warehouse's keeper confirms its endorsement (Civil
 * Code art. 910), and the last confirmation settles the swap in one transaction: the applicant holds the target part,
 * the counterparty the source part.
 *
 * Until it is signed the applicant may cancel and the counterparty decline, saying why; once accepted the swap
 * holds the target part too, and only the operator cancels a signed one. Either end frees both parts.
 */
export const EXCHANGE_STATUSES = ['submitted', 'quoted', 'accepted', 'signed', 'settled', 'declined', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const EXCHANGE_ACTIONS = ['quote', 'decline', 'cancel', 'accept', 'sign', 'collectPremium', 'confirm'] as const;
export type ExchangeAction = (typeof EXCHANGE_ACTIONS)[number];
export type ExchangeParty = 'applicant' | 'counterparty' | 'sourceKeeper' | 'targetKeeper' | 'operator' | 'system';
/** The sides a company may be of an exchange: a keeper of both warehouses confirms both endorsements at once. */
export type ExchangeSide = Exclude<ExchangeParty, 'operator' | 'system'>;

export const exchangeStatusLabelKey = (status: ExchangeStatus): MessageKey => `exchangeStatus.${status}`;

/** What the flow reads of an exchange. */
export interface ExchangeFlowState {
  status: ExchangeStatus;
  /** 元 per unit; negative when the counterparty pays it. */
  premium: string | null;
  premiumCollected: boolean;
  sourceConfirmed: boolean;
  targetConfirmed: boolean;
}

const isZero = (amount: string | null) => amount === null || /^-?0*(\.0*)?$/.test(amount);

/** Who is owed the premium: the counterparty when it is positive, the applicant when negative, nobody at zero. */
export function premiumPayee(premium: string | null): 'applicant' | 'counterparty' | null {
  if (isZero(premium)) return null;
  return premium?.startsWith('-') ? 'applicant' : 'counterparty';
}

/** Where a keeper's confirmation leads: settled once both endorsements are confirmed, else it waits for the other. */
const afterConfirm = (side: 'sourceKeeper' | 'targetKeeper') => (exchange: ExchangeFlowState) =>
  (side === 'sourceKeeper' ? exchange.targetConfirmed : exchange.sourceConfirmed) ? 'settled' : 'signed';

export const EXCHANGE_FLOW = defineFlow<ExchangeStatus, ExchangeAction, ExchangeParty, ExchangeFlowState>({
  kind: 'receiptExchange',
  actions: EXCHANGE_ACTIONS,
  transitions: [
    { from: ['submitted', 'quoted'], action: 'quote', by: 'counterparty', to: 'quoted', permission: 'receipt.trade' },
    {
      from: ['submitted', 'quoted', 'accepted'],
      action: 'decline',
      by: 'counterparty',
      to: 'declined',
      permission: 'receipt.trade',
    },
    // The listing ended under a request not yet accepted (expired, stopped by the platform): the request lapses.
    { from: ['submitted', 'quoted'], action: 'decline', by: 'system', to: 'declined' },
    {
      from: ['submitted', 'quoted', 'accepted'],
      action: 'cancel',
      by: 'applicant',
      to: 'cancelled',
      permission: 'receipt.trade',
    },
    { from: ['accepted', 'signed'], action: 'cancel', by: 'operator', to: 'cancelled' },
    { from: ['quoted'], action: 'accept', by: 'applicant', to: 'accepted', permission: 'contract.sign' },
    { from: ['accepted'], action: 'sign', by: 'counterparty', to: 'signed', permission: 'contract.sign' },
    { from: ['signed'], action: 'collectPremium', by: 'applicant', to: 'signed', permission: 'finance.collect' },
    { from: ['signed'], action: 'collectPremium', by: 'counterparty', to: 'signed', permission: 'finance.collect' },
    {
      from: ['signed'],
      action: 'confirm',
      by: 'sourceKeeper',
      to: afterConfirm('sourceKeeper'),
      permission: 'warehouse.confirm',
    },
    {
      from: ['signed'],
      action: 'confirm',
      by: 'targetKeeper',
      to: afterConfirm('targetKeeper'),
      permission: 'warehouse.confirm',
    },
  ],
  final: ['settled', 'declined', 'cancelled'],
  stateOf: (exchange) => exchange.status,
  stateLabel: exchangeStatusLabelKey,
  guard: (transition, exchange) => {
    if (transition.action === 'collectPremium')
      return premiumPayee(exchange.premium) === transition.by && !exchange.premiumCollected;
    if (transition.action === 'confirm') {
      const done = transition.by === 'sourceKeeper' ? exchange.sourceConfirmed : exchange.targetConfirmed;
      if (done) return false;
      // The keepers endorse goods that are paid for: the premium's payee says it has the money first.
      return premiumPayee(exchange.premium) === null || exchange.premiumCollected ? true : 'exchange.premiumNotCollected';
    }
    return true;
  },
});

/** The tabs of a side's exchanges and the statuses each shows. */
export const EXCHANGE_TABS = ['waiting', 'signing', 'settling', 'settled', 'ended', 'all'] as const;
export type ExchangeTab = (typeof EXCHANGE_TABS)[number];
export const EXCHANGE_TAB_STATUSES: Record<ExchangeTab, readonly ExchangeStatus[]> = {
  waiting: ['submitted', 'quoted'],
  signing: ['accepted'],
  settling: ['signed'],
  settled: ['settled'],
  ended: ['declined', 'cancelled'],
  all: EXCHANGE_STATUSES,
};
