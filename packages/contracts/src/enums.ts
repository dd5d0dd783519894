/** SPEC §3 status and code tables. Labels are message keys in the i18n catalogue. */

export const ORDER_STATUS = {
  WAIT_CONTRACT: 10,
  NONE_SIGNED: 37,
  SELLER_TO_SIGN: 38,
  BUYER_TO_SIGN: 39,
  CONTRACT_COMPLETE: 40,
  BUYER_PAID: 60,
  SELLER_RECEIVED_MONEY: 61,
  /** 部分发货: some batches loaded, more to come. */
  PART_SHIPPED: 65,
  AWAITING_RECEIPT: 70,
  /** 待付尾款: everything arrived and settled, the settled amount not confirmed in full yet. */
  BALANCE_DUE: 75,
  /** 待退款: everything arrived and settled below what the seller confirmed; it refunds the difference. */
  REFUND_DUE: 76,
  COMPLETE: 80,
  CANCELLED: 100,
  CLOSED: 101,
  SELLER_CANCELLED: 102,
  BUYER_CANCELLED: 103,
  REJECTED: 104,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const PACKAGING = {
  BULK_LIQUID: 0,
  BARREL: 1,
  LIQUID_BAG: 2,
  IBC: 3,
  TONNE_BAG: 4,
  WOVEN_BAG: 5,
  TANK: 6,
} as const;
export type Packaging = (typeof PACKAGING)[keyof typeof PACKAGING];

export const AUDIT_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

export const PUBLISH_STATUS = { OFF_SHELF: 0, ON_SHELF: 1 } as const;
export type PublishStatus = (typeof PUBLISH_STATUS)[keyof typeof PUBLISH_STATUS];

export const USER_ROLE = { USER: 'user', OPERATOR: 'operator' } as const;
export type UserRole = (typeof USER_ROLE)[keyof typeof USER_ROLE];

export const USER_STATUS = { ENABLED: 1, DISABLED: 0 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
/**
 * The visitor's language for the server, beside the page's own setting (SPEC §1 `language`): the server draws the
 * public pages in Chinese and leaves them to the browser for a visitor who chose English.
 */
export const LANGUAGE_COOKIE = 'hgsc-language';
