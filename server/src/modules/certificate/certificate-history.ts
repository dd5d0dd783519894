import {
  type CertificateAction,
  type CertificateHistoryEntry,
  certificateStateLabelKey,
  type Language,
  translate,
} from '@hgsc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { auditActorColumns, toAuditLogEntry } from '../../platform/audit/history.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import { certificateAuditLogs, companyCertificates } from './tables.ts';

/**
 * Every change of one certificate, oldest first. With `companyId` only that company's certificate
 * (removed ones too) is found; without it (operator) any.
 */
export async function certificateHistory(
  ctx: AppContext,
  id: number,
  companyId: number | null,
  language: Language,
): Promise<CertificateHistoryEntry[]> {
  const [found] = await ctx.db
    .select({ id: companyCertificates.id })
    .from(companyCertificates)
    .where(
      companyId === null
        ? eq(companyCertificates.id, id)
        : and(eq(companyCertificates.id, id), eq(companyCertificates.companyId, companyId)),
    );
  if (!found) throw notFound();
  const rows = await ctx.db
    .select({ log: certificateAuditLogs, ...auditActorColumns })
    .from(certificateAuditLogs)
    .leftJoin(users, eq(users.id, certificateAuditLogs.actorUserId))
    .where(eq(certificateAuditLogs.certificateId, id))
    .orderBy(asc(certificateAuditLogs.id));
  return rows.map((row) => ({
    ...toAuditLogEntry(row, {
      action: (action: CertificateAction) => translate(`certificate.action.${action}`, language),
      status: (status) => translate(certificateStateLabelKey(status), language),
    }),
    snapshot: row.log.snapshot as CertificateHistoryEntry['snapshot'],
  }));
}
