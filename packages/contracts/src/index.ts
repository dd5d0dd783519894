export * from './captcha.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './i18n/index.ts';
export * from './user/schemas.ts';
