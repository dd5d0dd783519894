import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../../platform/flow/readers.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { receiptOrderProposals } from '../tables.ts';

/** An entered order's log is read by its buyer and the operator. */
registerLogReadRule('receiptProposal', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db
    .select({ buyerCompanyId: receiptOrderProposals.buyerCompanyId })
    .from(receiptOrderProposals)
    .where(eq(receiptOrderProposals.id, id));
  if (!row || reader.company?.companyId !== row.buyerCompanyId) throw notFound('receiptProposal.notFound');
});
