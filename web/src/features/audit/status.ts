/** SPEC §3 audit status codes as the list filters send them ('' = every status). */
export const AUDIT_STATUS_CODES = ['0', '1', '2'] as const;
export type StatusFilter = (typeof AUDIT_STATUS_CODES)[number] | '';

/**
 * The status segments of an operator list: a queue opens on 审核中 and ends with 全部 where it
 * has one; a whole list opens on 全部.
 */
export const QUEUE_STATUSES: readonly StatusFilter[] = AUDIT_STATUS_CODES;
export const QUEUE_WITH_ALL_STATUSES: readonly StatusFilter[] = [...AUDIT_STATUS_CODES, ''];
export const LIST_STATUSES: readonly StatusFilter[] = ['', ...AUDIT_STATUS_CODES];
