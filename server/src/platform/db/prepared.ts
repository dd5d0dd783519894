import { createHash } from 'node:crypto';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { mapRowsOnce } from './row-mapper.ts';

/** What drizzle keeps per database and connection (0.45, node-postgres and PGlite alike). */
interface SessionOfDb {
  session: {
    /** One object for a database and every transaction begun on it. */
    options: object;
    /** The pool, or the connection of a transaction. */
    client: unknown;
    dialect: { sqlToQuery(query: SQL): unknown };
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(values: object): Promise<unknown> };
  };
}

const sessionOf = (db: Db) => (db as unknown as SessionOfDb).session;

/**
 * A hot statement of fixed text, prepared under one name: PostgreSQL parses and plans it once per
 * connection instead of on every call (planning a four-table join costs more than running it).
 * `build` must give the same SQL text every time — values go in placeholders, lists as one array
 * parameter (`= ANY(…)`), never as a variable number of parameters — because a connection keeps one
 * text per name. The query is built once per database; a transaction runs the same built query on its
 * own connection (drizzle's prepared query reads `client` when it executes). Building it anew per
 * transaction cost a checkout a tenth of its server time in a profile.
 */
export function preparedStatement<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    const { options, client } = sessionOf(db);
    let statement = built.get(options);
    if (!statement) {
      statement = mapRowsOnce(build(db));
      built.set(options, statement);
    }
    if ((statement as { client?: unknown }).client === client) return statement;
    return Object.create(statement, { client: { value: client } }) as T;
  };
}

/**
 * A view's row by its id (the placeholder `id`), prepared as preparedStatement prepares: the row, or undefined. The
 * read every step that answers with its object makes — a view joining names is dearer to plan than to run.
 */
export function preparedRowById<Row>(build: (db: Db) => { execute(values: { id: number }): Promise<Row[]> }) {
  const statement = preparedStatement(build);
  return async (db: Db, id: number): Promise<Row | undefined> => {
    const [row] = await statement(db).execute({ id });
    return row;
  };
}

/**
 * Raw SQL whose values are placeholders (`sql.placeholder('name')`), prepared under `name` as preparedStatement
 * prepares a built query: for statements drizzle's builders cannot write. Answers the rows as the driver gives them
 * (column names as selected, values as PostgreSQL's text unless a column has a parser), as rawRows does.
 */
export function preparedSql<Row>(name: string, build: () => SQL) {
  const statement = preparedStatement((db) => {
    const session = sessionOf(db);
    return session.prepareQuery(session.dialect.sqlToQuery(build()), undefined, name, false);
  });
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> =>
    ((await statement(db).execute(values)) as { rows: Row[] }).rows;
}

/** A built query drizzle can prepare under a name. */
export interface PreparableQuery<Result> {
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * What drizzle's prepared query keeps (0.45, node-postgres and PGlite alike): the text, and the name it sends
 * with it in the two configurations it executes through.
 */
interface PreparedQueryInternals {
  queryString: string;
  rawQueryConfig: { name?: string };
  queryConfig: { name?: string };
}

/**
 * How many shapes this process prepares on a database: every connection keeps each prepared text (and PostgreSQL
 * its plan) for good, so a stream of new shapes — filter combinations nobody repeats — must not grow them without
 * end. The shapes asked for first, the everyday ones, take the places; later new ones are planned per call.
 */
export const PREPARED_SHAPES_MAX = 200;
const preparedShapes = new WeakMap<object, Set<string>>();

function preparedShapesOf(db: Db): Set<string> {
  const { options } = sessionOf(db);
  let shapes = preparedShapes.get(options);
  if (!shapes) {
    shapes = new Set();
    preparedShapes.set(options, shapes);
  }
  return shapes;
}

/** A built query prepared under its text's name where this process still prepares new shapes (PREPARED_SHAPES_MAX). */
function nameAfterText<Prepared extends PreparedQueryInternals>(db: Db, prepared: Prepared): Prepared {
  const name = `shape_${sha1(prepared.queryString)}`;
  const shapes = preparedShapesOf(db);
  if (!shapes.has(name)) {
    if (shapes.size >= PREPARED_SHAPES_MAX) return prepared;
    shapes.add(name);
  }
  prepared.rawQueryConfig.name = name;
  prepared.queryConfig.name = name;
  return prepared;
}

/**
 * Runs a query built on `db` for this call (its values bound inline) as a prepared statement named after its SQL text:
 * the calls of one shape share it, each connection parses it once, and PostgreSQL plans it per call only until
 * a generic plan proves no dearer (after five calls) — planning a catalogue page cost more than running it.
 * Only for shapes whose best plan does not hang on the values: a generic plan is made for no value in
 * particular (a keyword read through the grams index, where a rare and a common gram want opposite plans, is
 * not one), and it sees a partial index's predicate or a row goal only where they are literals. PGlite ignores
 * the name: the same query runs unprepared there.
 */
export function runPrepared<Result>(db: Db, query: PreparableQuery<Result> & PromiseLike<Result>): PromiseLike<Result> {
  // Built once: the name is derived from the built text and then given to the prepared query (building the query
  // a second time to name it cost a tenth of an uncached search's server time in a profile).
  const prepared = query.prepare('') as ReturnType<typeof query.prepare> & PreparedQueryInternals;
  return nameAfterText(db, prepared).execute();
}

/** A query drizzle has built and rendered, executed with its placeholders' values. */
interface BuiltQuery<Result> extends PreparedQueryInternals {
  client: unknown;
  params: unknown[];
  execute(values: Record<string, unknown>): Promise<Result>;
}

/**
 * How many built queries of runShaped this process keeps per database, the least recently used given up first: a
 * shape is a combination of filters, so visitors could make new ones without end.
 */
export const BUILT_SHAPES_MAX = 500;
const builtShapes = new WeakMap<object, Map<string, BuiltQuery<unknown>>>();

/** Under test, every kept query is built again and compared: a shape that names too little fails at once. */
const checkShapes = process.env.NODE_ENV === 'test';

/**
 * Runs a query whose text depends on `shape` alone, its values being placeholders filled from `values`: it is built
 * and rendered once per shape and database, then only executed (drizzle's building and rendering of a catalogue
 * page was a quarter of an uncached search's server time in a profile). `shape` must name everything `build` writes
 * into the text — which conditions, the sort, literals — and never a value that a placeholder carries. With
 * `prepared`, the statement is named after its text as runPrepared names it; otherwise it is planned per call.
 */
export async function runShaped<Result>(
  db: Db,
  shape: string,
  build: () => PreparableQuery<Result>,
  values: Record<string, unknown>,
  { prepared }: { prepared: boolean },
): Promise<Result> {
  const { options, client } = sessionOf(db);
  let kept = builtShapes.get(options);
  if (!kept) {
    kept = new Map();
    builtShapes.set(options, kept);
  }
  const key = `${prepared ? 'prepared' : 'planned'} ${shape}`;
  let query = kept.get(key) as BuiltQuery<Result> | undefined;
  if (query) {
    // Most recently used last: the first key is the one to give up.
    kept.delete(key);
    if (checkShapes) sameBuild(shape, query, build().prepare('') as unknown as BuiltQuery<Result>);
  } else {
    query = mapRowsOnce(build().prepare('')) as unknown as BuiltQuery<Result>;
    if (prepared) nameAfterText(db, query);
    if (kept.size >= BUILT_SHAPES_MAX) kept.delete(kept.keys().next().value as string);
  }
  kept.set(key, query as BuiltQuery<unknown>);
  if (checkShapes) everyPlaceholderGiven(shape, query, values);
  const onClient = query.client === client ? query : (Object.create(query, { client: { value: client } }) as BuiltQuery<Result>);
  return onClient.execute(values);
}

const placeholderOf = (param: unknown) =>
  is(param, Placeholder) ? param : is(param, Param) && is(param.value, Placeholder) ? param.value : undefined;

function sameBuild(shape: string, kept: BuiltQuery<unknown>, fresh: BuiltQuery<unknown>) {
  const fixed = (query: BuiltQuery<unknown>) =>
    JSON.stringify(query.params.map((param) => placeholderOf(param)?.name ?? { fixed: param }));
  if (kept.queryString !== fresh.queryString || fixed(kept) !== fixed(fresh))
    throw new Error(`shape "${shape}" names too little: another text or fixed values were built under it`);
}

/** A placeholder given `undefined` is sent as null (drizzle refuses only a missing key): a condition silently never true. */
function everyPlaceholderGiven(shape: string, query: BuiltQuery<unknown>, values: Record<string, unknown>) {
  for (const param of query.params) {
    const name = placeholderOf(param)?.name;
    if (name !== undefined && values[name] === undefined) throw new Error(`shape "${shape}": no value for "${name}"`);
  }
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 24);
