import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { quoteSides } from './bindings.ts';
import { quotes } from './tables.ts';

/** A quote's log is its supplier's and its buyer's (a public quote's readers see the quote, not its history). */
registerLogReadRule('quote', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  const sides = row && reader.company ? quoteSides(row, reader.company.companyId) : [];
  if (!sides.includes('supplier') && !sides.includes('buyer')) throw notFound('quote.notFound');
});
