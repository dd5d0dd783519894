import type { Caller } from '../../../platform/auth/caller.ts';
import type { AppContext } from '../../../platform/context.ts';
import { wrongState } from '../../../platform/http/app-error.ts';
import { downloadContract } from '../../contract/index.ts';
import type { UserRow } from '../../user/index.ts';
import { CONTRACT_READERS, dealForCaller } from './deal.ts';
import { receiptSaleContract } from './kind.ts';

/**
 * /wr/contract/contract/download: the PDF of the contract in force, for the order's two sides (the engine evidences the
 * download, or the viewing of a preview). Before the seller draws one up, or after it was withdrawn, there is none (409).
 */
export async function downloadReceiptContract(
  ctx: AppContext,
  caller: Caller,
  user: UserRow,
  body: { id: number; preview?: boolean | undefined },
  ip: string | null,
) {
  const { deal } = await dealForCaller(ctx.db, body.id, caller, CONTRACT_READERS);
  if (!deal.contract) throw wrongState('receiptContract.notDrawn');
  const { bytes, contractNo } = await downloadContract(ctx, receiptSaleContract, caller, user, body, ip);
  return { bytes, mime: 'application/pdf', fileName: `${contractNo}.pdf` };
}
