import {
  type Certificate,
  type CertificateType,
  certificateStateLabelKey,
  certificateTypeLabelKey,
  chinaDate,
  daysBetween,
  expiryStateLabelKey,
  expiryStateOf,
  type Language,
  translate,
} from '@hgsc/contracts';
import { encryptedFileUrl } from '../company/index.ts';
import type { CompanyCertificateRow } from './tables.ts';

/** A certificate as the caller sees it: labels in their language, expiry as of `today` (China). */
export function toCertificate(row: CompanyCertificateRow, language: Language, today: string = chinaDate()): Certificate {
  const type = row.type as CertificateType;
  const expiryState = expiryStateOf(row.validFrom, row.validTo, today);
  return {
    id: row.id,
    type,
    typeLabel: translate(certificateTypeLabelKey(type), language),
    number: row.number,
    scope: row.scope,
    validFrom: row.validFrom,
    validTo: row.validTo,
    fileKey: row.fileKey,
    fileUrl: encryptedFileUrl(row.fileKey),
    auditStatus: row.auditStatus,
    auditStatusLabel: translate(certificateStateLabelKey(row.auditStatus), language),
    auditReason: row.auditReason,
    expiryState,
    expiryLabel: translate(expiryStateLabelKey(expiryState), language),
    daysToExpiry: daysBetween(today, row.validTo),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    auditedAt: row.auditedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
