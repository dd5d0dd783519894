import { type AdminSealDetail, AUDIT_STATUS, type Language, type SealAction, type SealRole, translate } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import { auditActorColumns, auditStatusLabel, toAuditLogEntry } from '../../platform/audit/history.ts';
import type { AppContext } from '../../platform/context.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { users } from '../user/index.ts';
import { inForceColumn, toAdminSeal } from './admin-seal-view.ts';
import { activeSeal } from './seal-repo.ts';
import { toSeal } from './seal-view.ts';
import { companySeals, sealAuditLogs } from './tables.ts';

/**
 * POST /admin/seal/detail (operator): one application with its company, its audit trail oldest first, and, while it
 * is under review, the seal in force it would replace (to compare). A decided application replaces nothing any more:
 * approved, it is the seal in force or one a later approval replaced; rejected, it never was.
 */
export async function sealDetail(ctx: AppContext, id: number, language: Language): Promise<AdminSealDetail> {
  const [row] = await ctx.db
    .select({
      seal: companySeals,
      company: { id: companies.id, name: companies.name, creditCode: companies.creditCode },
      submittedByName: users.name,
      inForce: inForceColumn(ctx.db),
    })
    .from(companySeals)
    .innerJoin(companies, eq(companies.id, companySeals.companyId))
    .leftJoin(users, eq(users.id, companySeals.submittedBy))
    .where(eq(companySeals.id, id));
  if (!row) throw notFound();
  const pending = row.seal.auditStatus === AUDIT_STATUS.PENDING;
  const [active, logs] = await readTogether(ctx.db, [
    () => (pending ? activeSeal(ctx.db, row.seal.companyId, row.seal.role as SealRole) : Promise.resolve(null)),
    () =>
      ctx.db
        .select({ log: sealAuditLogs, ...auditActorColumns })
        .from(sealAuditLogs)
        .leftJoin(users, eq(users.id, sealAuditLogs.actorUserId))
        .where(eq(sealAuditLogs.sealId, id))
        .orderBy(asc(sealAuditLogs.id)),
  ]);
  return {
    ...toAdminSeal(row, language),
    replaces: pending && active && active.id !== id ? toSeal(active, language, { inForce: true, submittedByName: null }) : null,
    history: logs.map((log) =>
      toAuditLogEntry(log, {
        action: (action: SealAction) => translate(`seal.action.${action}`, language),
        status: (status) => auditStatusLabel(status, language),
      }),
    ),
  };
}
