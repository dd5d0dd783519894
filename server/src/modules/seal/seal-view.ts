import {
  type Language,
  type Seal,
  type SealPurpose,
  type SealRole,
  type SealSource,
  sealPurposeLabelKey,
  sealRoleLabelKey,
  sealSourceLabelKey,
  translate,
} from '@hgsc/contracts';
import { auditStatusLabel } from '../../platform/audit/history.ts';
import { encryptedFileUrl } from '../company/index.ts';
import { maskMobile } from '../user/index.ts';
import type { CompanySealRow } from './tables.ts';

/**
 * A seal application as the company reads it, labels in the caller's language. The image is
 * served by /seeEncryptionView, which serves plain (/oss) files too and checks who may see it.
 */
export function toSeal(
  row: CompanySealRow,
  language: Language,
  extra: { inForce: boolean; submittedByName: string | null },
): Seal {
  const role = row.role as SealRole;
  const source = row.source as SealSource;
  const purpose = row.purpose as SealPurpose;
  return {
    id: row.id,
    role,
    roleLabel: translate(sealRoleLabelKey(role), language),
    source,
    sourceLabel: translate(sealSourceLabelKey(source), language),
    purpose,
    purposeLabel: translate(sealPurposeLabelKey(purpose), language),
    sealNumber: row.sealNumber,
    nameOnSeal: row.nameOnSeal,
    imageKey: row.imageKey,
    imageUrl: encryptedFileUrl(row.imageKey),
    holderMobileMasked: maskMobile(row.holderMobile),
    auditStatus: row.auditStatus,
    auditStatusLabel: auditStatusLabel(row.auditStatus, language),
    auditReason: row.auditReason,
    inForce: extra.inForce,
    submittedAt: row.submittedAt.toISOString(),
    submittedByName: extra.submittedByName,
    auditedAt: row.auditedAt?.toISOString() ?? null,
  };
}
