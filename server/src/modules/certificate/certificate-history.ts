import { type CertificateAction, type CertificateHistoryEntry, type Language, type MessageKey, translate } from '@hgsc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../user/tables.ts';
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
    .select({ log: certificateAuditLogs, actorName: users.name })
    .from(certificateAuditLogs)
    .leftJoin(users, eq(users.id, certificateAuditLogs.actorUserId))
    .where(eq(certificateAuditLogs.certificateId, id))
    .orderBy(asc(certificateAuditLogs.id));
  return rows.map(({ log, actorName }) => ({
    id: log.id,
    action: log.action,
    actionLabel: translate(`certificate.action.${log.action satisfies CertificateAction}` as MessageKey, language),
    auditStatus: log.auditStatus,
    reason: log.reason,
    actorUserId: log.actorUserId,
    actorName: actorName ?? null,
    snapshot: log.snapshot as CertificateHistoryEntry['snapshot'],
    createdAt: log.createdAt.toISOString(),
  }));
}
