import { DANGEROUS_GOODS_LICENCE } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import type { CurrentVersions } from '../../modules/agreement/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { CompanyPlan } from './company-plan.ts';
import type { ScaleFiles } from './shared-files.ts';
import { type Column, loadTempTable, nextId } from './sql-kit.ts';

/**
 * The companies phase: each scale company with its main account (one argon2 hash for all, computed
 * once by the caller), membership, accepted agreements; the first `shops` of them with an approved
 * shop and a 危险化学品经营许可证 (3 % of them expired), the next ones with a shop application under review or
 * rejected (no products, no licence). Leaves the temporary tables scale_company
 * (n → user_id, company_id) and scale_shop (k → shop_id, company_id, owner, groups, place) for the
 * phases after it (and scale_application, which they do not use).
 */

export interface CompanyPhaseInput {
  plan: CompanyPlan;
  files: ScaleFiles;
  operatorId: number | null;
  passwordHash: string;
  agreements: CurrentVersions;
  shopAgreementVersion: number | null;
}

const COMPANY_COLUMNS: readonly Column[] = [
  ['n', 'int'],
  ['user_name', 'text'],
  ['mobile', 'text'],
  ['person', 'text'],
  ['name', 'text'],
  ['credit_code', 'text'],
  ['legal_person', 'text'],
  ['registered_address', 'text'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['area_code', 'text'],
  ['province_name', 'text'],
  ['city_name', 'text'],
  ['area_name', 'text'],
  ['street', 'text'],
  ['intro', 'text'],
  ['created_at', 'timestamptz'],
];

/** company-plan.ts PlannedShopEntry: what every shop application says, open or not. */
const SHOP_ENTRY_COLUMNS: readonly Column[] = [
  ['k', 'int'],
  ['name', 'text'],
  ['intro', 'text'],
  ['main_products', 'text'],
  ['address', 'text'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['area_code', 'text'],
];

const SHOP_COLUMNS: readonly Column[] = [
  ...SHOP_ENTRY_COLUMNS,
  ['delivery_place', 'text'],
  ['warehouse', 'text'],
  ['group1', 'int'],
  ['group2', 'int'],
  ['created_at', 'timestamptz'],
  ['licence_number', 'text'],
  ['licence_scope', 'text'],
  ['licence_valid_from', 'date'],
  ['licence_valid_to', 'date'],
];

const APPLICATION_COLUMNS: readonly Column[] = [
  ...SHOP_ENTRY_COLUMNS,
  ['audit_status', 'smallint'],
  ['audit_reason', 'text'],
  ['submitted_at', 'timestamptz'],
  ['audited_at', 'timestamptz'],
];

async function insertAccountsAndCompanies(tx: Db, input: CompanyPhaseInput) {
  const { files, operatorId, passwordHash, agreements } = input;
  await tx.execute(sql`ALTER TABLE scale_company ADD COLUMN user_id bigint, ADD COLUMN company_id bigint`);
  await tx.execute(sql`UPDATE scale_company SET user_id = ${nextId('users')}, company_id = ${nextId('companies')}`);
  await tx.execute(sql`CREATE INDEX ON scale_company (n)`);
  await tx.execute(sql`
    INSERT INTO users (id, user_name, mobile, name, password_hash, role, status, active_company_id,
      accepted_user_agreement_version, accepted_privacy_version, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT user_id, user_name, mobile, person, ${passwordHash}::text, 'user', 1, company_id,
      ${agreements.user}::int, ${agreements.privacy}::int, created_at, created_at
    FROM scale_company ORDER BY n`);
  await tx.execute(sql`
    INSERT INTO companies (id, name, credit_code, legal_person, registered_address, province_code, city_code, area_code,
      contact_name, contact_mobile, license_file_key, intro, audit_status, submitted_at, audited_at, audited_by,
      owner_user_id, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT company_id, name, credit_code, legal_person, registered_address, province_code, city_code, area_code,
      person, mobile, ${files.licenceKey}::text, intro, 1, created_at, created_at + interval '1 day', ${operatorId}::bigint,
      user_id, created_at, created_at + interval '1 day'
    FROM scale_company ORDER BY n`);
  await tx.execute(sql`
    INSERT INTO company_members (company_id, user_id, is_main, status, created_at, updated_at)
    SELECT company_id, user_id, true, 1, created_at, created_at FROM scale_company ORDER BY n`);
  // The consent evidence of each current agreement, as registration would have written it.
  for (const [type, version] of Object.entries(agreements)) {
    if (version === 0) continue;
    await tx.execute(sql`
      INSERT INTO agreement_acceptances (user_id, type, version, via, accepted_at)
      SELECT user_id, ${type}::text, ${version}::int, 'seed', created_at FROM scale_company ORDER BY n`);
  }
}

async function insertShopsAndLicences(tx: Db, input: CompanyPhaseInput) {
  const { files, operatorId, shopAgreementVersion } = input;
  await tx.execute(sql`ALTER TABLE scale_shop ADD COLUMN shop_id bigint, ADD COLUMN company_id bigint, ADD COLUMN owner_user_id bigint,
    ADD COLUMN owner_name text, ADD COLUMN owner_mobile text`);
  await tx.execute(sql`
    UPDATE scale_shop s SET shop_id = ${nextId('shops')}, company_id = c.company_id, owner_user_id = c.user_id,
      owner_name = c.person, owner_mobile = c.mobile
    FROM scale_company c WHERE c.n = s.k`);
  await tx.execute(sql`CREATE INDEX ON scale_shop (k)`);
  await tx.execute(sql`
    INSERT INTO shops (id, company_id, name, intro, main_products, contact_name, contact_mobile, province_code, city_code,
      area_code, address, entry_agreement_version, audit_status, submitted_at, audited_at, audited_by, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT shop_id, company_id, name, intro, main_products, owner_name, owner_mobile, province_code, city_code,
      area_code, address, ${shopAgreementVersion}::int, 1, created_at, created_at + interval '1 day', ${operatorId}::bigint,
      created_at, created_at + interval '1 day'
    FROM scale_shop ORDER BY k`);
  await tx.execute(sql`
    INSERT INTO company_certificates (company_id, type, number, scope, valid_from, valid_to, file_key, audit_status,
      submitted_at, audited_at, audited_by, created_by, created_at, updated_at)
    SELECT company_id, ${DANGEROUS_GOODS_LICENCE}::text, licence_number, licence_scope, licence_valid_from, licence_valid_to,
      ${files.certificateKey}::text, 1, created_at, created_at + interval '2 days', ${operatorId}::bigint, owner_user_id,
      created_at, created_at + interval '2 days'
    FROM scale_shop ORDER BY k`);
}

async function insertApplications(tx: Db, input: CompanyPhaseInput) {
  await loadTempTable(
    tx,
    'scale_application',
    APPLICATION_COLUMNS,
    input.plan.applications as unknown as Record<string, unknown>[],
  );
  await tx.execute(sql`
    INSERT INTO shops (company_id, name, intro, main_products, contact_name, contact_mobile, province_code, city_code,
      area_code, address, entry_agreement_version, audit_status, audit_reason, submitted_at, audited_at, audited_by,
      created_at, updated_at)
    SELECT c.company_id, a.name, a.intro, a.main_products, c.person, c.mobile, a.province_code, a.city_code, a.area_code,
      a.address, ${input.shopAgreementVersion}::int, a.audit_status, a.audit_reason, a.submitted_at, a.audited_at,
      CASE WHEN a.audited_at IS NULL THEN NULL ELSE ${input.operatorId}::bigint END, a.submitted_at,
      coalesce(a.audited_at, a.submitted_at)
    FROM scale_application a JOIN scale_company c ON c.n = a.k ORDER BY a.k`);
}

export async function insertCompanies(tx: Db, input: CompanyPhaseInput): Promise<void> {
  await loadTempTable(tx, 'scale_company', COMPANY_COLUMNS, input.plan.companies as unknown as Record<string, unknown>[]);
  await loadTempTable(tx, 'scale_shop', SHOP_COLUMNS, input.plan.shops as unknown as Record<string, unknown>[]);
  await insertAccountsAndCompanies(tx, input);
  await insertShopsAndLicences(tx, input);
  await insertApplications(tx, input);
}
