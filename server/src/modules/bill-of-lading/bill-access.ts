import type { Bill, Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type BillViewer, type BillWithNames, billsWithNames, toBills } from './bill-view.ts';
import { billSides } from './bindings.ts';
import { billsOfLading } from './tables.ts';

async function viewOne(db: Db, found: BillWithNames, viewer: BillViewer, lang: Language): Promise<Bill> {
  const [bill] = await toBills(db, [found], viewer, lang);
  if (!bill) throw new Error('a bill view went missing');
  return bill;
}

/** A bill as `viewer` sees it: its holder and keeper, or the operator; 404 to anyone else, as for a missing one. */
export async function readBill(db: Db, id: number, viewer: BillViewer, lang: Language): Promise<Bill> {
  const [found] = await billsWithNames(db).where(eq(billsOfLading.id, id));
  if (!found || ('companyId' in viewer && billSides(found.row, viewer.companyId).length === 0)) throw notFound('bill.notFound');
  return viewOne(db, found, viewer, lang);
}

/** The gate's look-up: a pick-up code opens a bill only to the keeper of its warehouse. */
export async function billByCode(db: Db, code: string, companyId: number, lang: Language): Promise<Bill> {
  const [found] = await billsWithNames(db).where(eq(billsOfLading.pickupCode, code));
  if (!found || found.row.keeperCompanyId !== companyId) throw notFound('bill.notFound');
  return viewOne(db, found, { companyId }, lang);
}
