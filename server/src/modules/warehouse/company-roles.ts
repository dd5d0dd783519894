import { eq } from 'drizzle-orm';
import { companyRoles } from '../user/index.ts';
import { keeperCompanies } from './tables.ts';

// A company the operator marked as a warehouse company is a keeper: its members may hold the keeper's codes.
companyRoles.fill(async (db, companyId) => {
  const [keeper] = await db
    .select({ id: keeperCompanies.companyId })
    .from(keeperCompanies)
    .where(eq(keeperCompanies.companyId, companyId));
  return keeper ? ['keeper'] : [];
});
