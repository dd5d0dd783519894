import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';

/** What drizzle 0.45 keeps on a node-postgres database (see prepared.ts). */
interface PoolSession {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  /** One object for the database and every transaction on it: prepared.ts keys its statements by it. */
  options: NonNullable<ConstructorParameters<typeof NodePgSession>[3]>;
  transaction: Db['transaction'];
}

/** Drizzle's own rendering of isolation level, access mode and deferrability (protected on the class). */
const configSql = (tx: object, config: PgTransactionConfig) =>
  (tx as { getTransactionConfigSQL(config: PgTransactionConfig): ReturnType<typeof sql> }).getTransactionConfigSQL(config);

/**
 * Transactions on a pool that give their connection back on every path. Drizzle's own sends BEGIN
 * before its try/finally, so a connection lost at BEGIN (a restarted server) was never released: a
 * few such losses and the pool had nothing left to lend, the process up but serving nothing. Here
 * the connection goes back whatever happens, and one whose transaction could not be ended cleanly
 * (ROLLBACK failed: the connection is gone or in doubt) is destroyed instead of lent again. The
 * error a caller sees is its own, not the ROLLBACK's.
 */
export function releaseOnEveryPath(db: Db, pool: pg.Pool): void {
  const session = (db as unknown as { session: PoolSession }).session;
  session.transaction = (async (run: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const tx = new NodePgTransaction(
        session.dialect,
        new NodePgSession(client, session.dialect, session.schema, session.options),
        session.schema,
      );
      await tx.execute(sql`begin${config ? sql` ${configSql(tx, config)}` : undefined}`);
      try {
        const result = await run(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      }
    } catch (error) {
      // BEGIN or COMMIT failed: nothing says the connection is fit to lend again.
      broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  }) as unknown as Db['transaction'];
}
