import type { LedgerKind, OrderAction } from '@hgsc/contracts';
import type { TradeParty } from '../order-access.ts';

/**
 * Who pays and who answers each way of the order's ledger, the steps the flow names for them, and the order's columns
 * that sum them: the buyer's payments to the seller, the seller's refunds back to the buyer.
 */
export interface LedgerSide {
  payer: TradeParty;
  payee: TradeParty;
  declare: OrderAction;
  confirm: OrderAction;
  refuse: OrderAction;
  withdraw: OrderAction;
  declaredColumn: 'paidAmount' | 'refundDeclaredAmount';
  confirmedColumn: 'confirmedAmount' | 'refundedAmount';
}

export const LEDGER_SIDES: Record<LedgerKind, LedgerSide> = {
  payment: {
    payer: 'buyer',
    payee: 'seller',
    declare: 'pay',
    confirm: 'confirmMoney',
    refuse: 'refusePayment',
    withdraw: 'withdrawPayment',
    declaredColumn: 'paidAmount',
    confirmedColumn: 'confirmedAmount',
  },
  refund: {
    payer: 'seller',
    payee: 'buyer',
    declare: 'refund',
    confirm: 'confirmRefund',
    refuse: 'refuseRefund',
    withdraw: 'withdrawRefund',
    declaredColumn: 'refundDeclaredAmount',
    confirmedColumn: 'refundedAmount',
  },
};
