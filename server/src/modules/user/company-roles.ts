import type { CompanyRole } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { slot } from '../../platform/modules/slot.ts';

/** The roles the operator gave a company (a warehouse company): answered by the warehouse module, none until it does. */
export const companyRoles = slot<(db: Db, companyId: number) => Promise<CompanyRole[]>>('companyRoles', async () => []);
