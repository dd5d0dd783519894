import type { CompanyDetail, Language } from '@hgsc/contracts';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { companyForCall } from './membership.ts';
import { toCompanyDetail } from './view.ts';

/** GET /company/info: the active company in full, for its members holding company.info. */
export async function activeCompanyInfo(db: Db, auth: Auth, lang: Language): Promise<CompanyDetail> {
  const { company } = await companyForCall(db, auth, undefined, 'company.info');
  return toCompanyDetail(company, lang);
}
