import type { Db } from './client.ts';

/**
 * A hot statement of fixed text, prepared under one name: PostgreSQL parses and plans it once per
 * connection instead of on every call (planning a four-table join costs more than running it).
 * `build` must give the same SQL text every time — values go in placeholders, lists as one array
 * parameter (`= ANY(…)`), never as a variable number of parameters — because a connection keeps one
 * text per name. The built query is kept per `db`; a transaction builds its own (its queries run on
 * its connection), and PostgreSQL still skips parsing and planning where the connection knows the name.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
