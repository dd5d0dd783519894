import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { wrongState } from '../../../platform/http/app-error.ts';
import { contractTemplates } from './tables.ts';

/**
 * In the transaction that stores a contract drawn from a shop template: holds the template row
 * (FOR SHARE, so a concurrent delete waits and then sees the contract) and refuses (409) when it was
 * deleted or changed since the PDF was drawn from it.
 */
export async function holdTemplate(tx: Db, templateId: number | null, drawnContent: string): Promise<void> {
  if (templateId === null) return;
  const [row] = await tx
    .select({ content: contractTemplates.content, deletedAt: contractTemplates.deletedAt })
    .from(contractTemplates)
    .where(eq(contractTemplates.id, templateId))
    .for('share');
  if (!row || row.deletedAt !== null || row.content !== drawnContent) throw wrongState('contractTemplate.changedMeanwhile');
}
