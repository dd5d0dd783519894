/**
 * The width a table's columns ask for together: its `scroll.x`, so that at 1366 px it scrolls under its pinned
 * columns rather than squeezing them. Every column of such a table names its width.
 */
export const tableWidth = (columns: readonly { width?: number | string }[]) =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);

/** `scroll` for a table of `rows`: none while it is empty, as an empty scrolling region is one a keyboard cannot reach. */
export const scrollWhenRows = (rows: readonly unknown[] | undefined, columns: readonly { width?: number | string }[]) =>
  rows?.length ? { x: tableWidth(columns) } : undefined;
