/** Reading the snapshots history entries keep (the object as it stood after each change). */

/** Nothing to show: null, missing, an empty string or an empty list. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const sameValue = (a: unknown, b: unknown) => (isEmptyValue(a) && isEmptyValue(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The fields (of `fields`, in their order) whose value differs between two snapshots; none without a previous one. */
export function changedFields<F extends { key: string }>(
  snapshot: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  fields: readonly F[],
): F[] {
  if (!previous) return [];
  return fields.filter((field) => !sameValue(snapshot[field.key], previous[field.key]));
}

/** A snapshot value as text: '-' when empty, lists joined with 、. */
export function plainValue(value: unknown): string {
  if (isEmptyValue(value)) return '-';
  if (Array.isArray(value)) return value.map(String).join('、');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
