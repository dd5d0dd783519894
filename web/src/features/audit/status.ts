/** SPEC §3 audit status codes as the list filters send them ('' = every status). */
export const AUDIT_STATUS_CODES = ['0', '1', '2'] as const;
export type StatusFilter = (typeof AUDIT_STATUS_CODES)[number] | '';
