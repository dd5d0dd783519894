/** `%text%` for ILIKE with the pattern characters of the text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
