import { type Chemical, type ChemicalSaveBody, hillFormula } from '@hgsc/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { termKeysOf } from './chemical-terms.ts';
import { toChemical } from './chemical-view.ts';
import { chemicals, chemicalTerms } from './tables.ts';

/** The dictionary's entry for a CAS number is one: a second is refused, naming the first. */
async function refuseTakenCas(tx: Db, casNumber: string, exceptId?: number) {
  const [taken] = await tx
    .select({ nameZh: chemicals.nameZh })
    .from(chemicals)
    .where(and(eq(chemicals.casNumber, casNumber), exceptId === undefined ? undefined : ne(chemicals.id, exceptId)));
  if (taken) throw wrongState('chemical.casTaken', { casNumber, nameZh: taken.nameZh });
}

/**
 * POST /admin/chemical/save (operator): a new chemical, or an edited one's next version — over the version the
 * operator read only (another operator's save in between is a 409, never overwritten). Its terms are written again
 * with it, so the search reads the entry as saved.
 */
export async function saveChemical(tx: Db, operator: UserRow, body: ChemicalSaveBody): Promise<Chemical> {
  const values = {
    casNumber: body.casNumber,
    nameZh: body.nameZh,
    nameEn: body.nameEn,
    formula: body.formula,
    hillFormula: body.formula ? hillFormula(body.formula) : null,
    synonyms: body.synonyms,
    updatedBy: operator.id,
    updatedAt: new Date(),
  };
  try {
    let saved: typeof chemicals.$inferSelect | undefined;
    if (body.id === undefined) {
      await refuseTakenCas(tx, body.casNumber);
      [saved] = await tx.insert(chemicals).values(values).returning();
    } else {
      const [current] = await tx.select().from(chemicals).where(eq(chemicals.id, body.id)).for('update');
      if (!current) throw notFound('chemical.notFound');
      if (current.version !== body.version) throw wrongState('chemical.editConflict', { current: current.version });
      await refuseTakenCas(tx, body.casNumber, body.id);
      [saved] = await tx
        .update(chemicals)
        .set({ ...values, version: current.version + 1 })
        .where(eq(chemicals.id, body.id))
        .returning();
      await tx.delete(chemicalTerms).where(eq(chemicalTerms.chemicalId, body.id));
    }
    if (!saved) throw new Error('the chemical was not written');
    const chemicalId = saved.id;
    await tx.insert(chemicalTerms).values(termKeysOf(saved).map((termKey) => ({ termKey, chemicalId })));
    return toChemical(saved, operator.name);
  } catch (error) {
    // Two first saves of one CAS number at the same moment: the loser saw no row.
    if (violatedUniqueConstraint(error))
      throw wrongState('chemical.casTaken', { casNumber: body.casNumber, nameZh: body.nameZh });
    throw error;
  }
}
