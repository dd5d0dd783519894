import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { quoteWithNamesById, sidesOfFound } from './quote-view.ts';

/** A quote's log is its supplier's and its buyer's (a public quote's readers see the quote, not its history). */
registerLogReadRule('quote', async (db, reader, id) => {
  if (reader.operator) return;
  const found = await quoteWithNamesById(db, id);
  const sides = found && reader.company ? sidesOfFound(found, reader.company.companyId) : [];
  if (!sides.includes('supplier') && !sides.includes('buyer')) throw notFound('quote.notFound');
});
