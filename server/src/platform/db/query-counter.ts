import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { Db } from './client.ts';

const scope = new AsyncLocalStorage<StatementTally>();

/**
 * The SQL statements one scope (a request, a job, a test's block) sent to the database. `count`
 * includes transaction control: every transaction adds two (BEGIN, then COMMIT or ROLLBACK);
 * savepoints of nested transactions count as the statements they are.
 */
export class StatementTally {
  count = 0;
  transactions = 0;
  /** The statements' text, kept only when asked (diagnostics, not for every request). */
  readonly texts: string[] | undefined;

  constructor({ keepTexts = false } = {}) {
    this.texts = keepTexts ? [] : undefined;
  }

  add(text: string, statements = 1) {
    this.count += statements;
    this.texts?.push(text);
  }

  addTransaction() {
    this.transactions += 1;
    this.add('begin … commit', 2);
  }
}

/** Runs `fn` with `tally` counting every statement issued in its async continuation. */
export const inTally = <T>(tally: StatementTally, fn: () => T): T => scope.run(tally, fn);

/** Counts the statements `fn` issues (texts kept for diagnostics). */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; tally: StatementTally }> {
  const tally = new StatementTally({ keepTexts: true });
  const result = await inTally(tally, fn);
  return { result, tally };
}

// node-postgres sends BEGIN/COMMIT/ROLLBACK through drizzle's logger, PGlite does not: both are
// counted once, where the transaction starts (countTransactions), so both databases count alike.
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** Drizzle's logger hook: every statement drizzle sends, counted in the current scope (if any). */
export const statementObserver: Logger = {
  logQuery(query: string) {
    const tally = scope.getStore();
    if (tally && !TRANSACTION_CONTROL.test(query)) tally.add(query);
  },
};

/** Makes `db.transaction` count its BEGIN and COMMIT/ROLLBACK in the current scope. */
export function countTransactions(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = ((run, config) => {
    scope.getStore()?.addTransaction();
    return begin(run, config);
  }) as Db['transaction'];
  return db;
}
