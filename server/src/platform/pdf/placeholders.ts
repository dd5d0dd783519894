/**
 * Named placeholders in contract templates: `{{name}}` (spaces inside the braces allowed). Shared by
 * the platform's default contract and, later, the shops' own templates: a template may only use the
 * names the platform knows, so a typo never reaches a signed contract as literal braces.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

export class UnknownPlaceholderError extends Error {
  constructor(readonly names: readonly string[]) {
    super(`Unknown placeholder(s): ${names.join(', ')}`);
    this.name = 'UnknownPlaceholderError';
  }
}

/** The distinct placeholder names a template uses, in order of first use. */
export function placeholdersIn(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}

/** The names a template uses that are not in `known` (empty when the template is valid). */
export function unknownPlaceholders(template: string, known: readonly string[]): string[] {
  return placeholdersIn(template).filter((name) => !known.includes(name));
}

/**
 * Replaces every placeholder with its value. Throws UnknownPlaceholderError, naming them all, when
 * the template uses a name that `values` does not have. Values are inserted as they are (no
 * placeholder expansion inside values).
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  const missing = placeholdersIn(template).filter((name) => !Object.hasOwn(values, name));
  if (missing.length > 0) throw new UnknownPlaceholderError(missing);
  return template.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');
}
