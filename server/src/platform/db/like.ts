/** `%text%` for ILIKE with the pattern characters of the text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether the text has a letter with a case: only then may ILIKE (or a lower-cased comparison) find more than LIKE. */
export const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();
