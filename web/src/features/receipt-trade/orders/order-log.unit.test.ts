import { describe, expect, it } from 'vitest';
import { receiptTradeEn } from '../../../shared/i18n/receipt-trade.en.ts';
import { receiptTradeZh } from '../../../shared/i18n/receipt-trade.zh.ts';
import { logActionKey, logRoleKey, ORDER_LOG_ACTIONS, ORDER_LOG_ROLES } from './order-log.ts';

const inBoth = (key: string | null) => key !== null && key in receiptTradeZh && key in receiptTradeEn;

describe('the words of a receipt order’s log', () => {
  it('name every step of the flow and every party in both languages', () => {
    expect(ORDER_LOG_ACTIONS.filter((action) => !inBoth(logActionKey(action, 'buyer')))).toEqual([]);
    expect(ORDER_LOG_ROLES.filter((role) => !inBoth(logRoleKey(role)))).toEqual([]);
  });

  it('tell the platform’s decline (the listing ended) from the seller’s, and leave an unknown step its code', () => {
    expect(logActionKey('decline', 'system')).toBe('receiptTrade.log.action.declineBySystem');
    expect(logActionKey('decline', 'seller')).toBe('receiptTrade.log.action.decline');
    expect(logActionKey('somethingNew', 'seller')).toBeNull();
    expect(logRoleKey('auditor')).toBeNull();
  });
});
