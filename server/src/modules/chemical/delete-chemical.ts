import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { chemicals } from './tables.ts';

/** POST /admin/chemical/delete (operator): the entry and its terms; offers keep their names and CAS numbers. */
export async function deleteChemical(tx: Db, id: number): Promise<null> {
  const deleted = await tx.delete(chemicals).where(eq(chemicals.id, id)).returning({ id: chemicals.id });
  if (deleted.length === 0) throw notFound('chemical.notFound');
  return null;
}
