import { type Language, type MessageKey, type NodeLogRow, translate } from '@hgsc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { checkLogReader, type LogReader } from '../../platform/flow/readers.ts';
import { nodeOperationLogs as log } from '../../platform/flow/tables.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { users } from '../user/index.ts';

const rowsWithNames = (db: Db) =>
  db
    .select({ row: log, actorName: users.name, companyName: companies.name })
    .from(log)
    .leftJoin(users, eq(users.id, log.actorUserId))
    .leftJoin(companies, eq(companies.id, log.companyId));

type Found = Awaited<ReturnType<ReturnType<typeof rowsWithNames>['execute']>>[number];

/** A row as the parties see it: the node in their words; the address it came from stays with the operators. */
const toView = ({ row, actorName, companyName }: Found, lang: Language): NodeLogRow => ({
  id: row.id,
  bizType: row.bizType,
  bizId: row.bizId,
  node: translate(row.node as MessageKey, lang),
  action: row.action,
  actorRole: row.actorRole,
  actorName: actorName ?? null,
  companyName: companyName ?? null,
  fromState: row.fromState,
  toState: row.toState,
  detail: row.detail,
  attachments: row.attachments,
  at: row.createdAt.toISOString(),
  digest: row.digest,
  prevHash: row.prevHash,
  hash: row.hash,
});

/** POST /nodeOperationLog/list: every step of an entity the reader may read, oldest first. */
export async function listNodeLog(db: Db, reader: LogReader, entity: { bizType: string; bizId: number }, lang: Language) {
  await checkLogReader(db, reader, entity.bizType, entity.bizId);
  const rows = await rowsWithNames(db)
    .where(and(eq(log.bizType, entity.bizType), eq(log.bizId, entity.bizId)))
    .orderBy(asc(log.id));
  return rows.map((row) => toView(row, lang));
}

/** POST /nodeOperationLog/detail: one step, its entity readable by the reader (else 404 as for a step not there). */
export async function nodeLogDetail(db: Db, reader: LogReader, id: number, lang: Language): Promise<NodeLogRow> {
  const [found] = await rowsWithNames(db).where(eq(log.id, id));
  if (!found) throw notFound();
  await checkLogReader(db, reader, found.row.bizType, found.row.bizId);
  return toView(found, lang);
}
