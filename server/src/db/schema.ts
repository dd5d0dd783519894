/** Every table of the product; drizzle-kit reads this to generate migrations. */
export * from '../modules/address/tables.ts';
export * from '../modules/agreement/tables.ts';
export * from '../modules/category/tables.ts';
export * from '../modules/certificate/tables.ts';
export * from '../modules/company/tables.ts';
export * from '../modules/help/tables.ts';
export * from '../modules/product/tables.ts';
export * from '../modules/regulation/tables.ts';
export * from '../modules/shop/tables.ts';
export * from '../modules/subaccount/tables.ts';
export * from '../modules/user/tables.ts';
export * from '../platform/auth/tables.ts';
export * from '../platform/captcha/tables.ts';
export * from '../platform/files/tables.ts';
export * from '../platform/logs/tables.ts';
export * from '../platform/security/tables.ts';
export * from '../platform/sms/tables.ts';
