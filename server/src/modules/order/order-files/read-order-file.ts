import type { MessageKey } from '@hgsc/contracts';
import type { AppContext } from '../../../platform/context.ts';
import { readStoredFile } from '../../../platform/files/read-file.ts';
import type { UserRow } from '../../user/index.ts';
import { liveOrderFile } from './order-file-rows.ts';
import type { OrderFileTable } from './order-file-table.ts';

/**
 * The row, stored file and plaintext of the order's file `id` for a download; unknown, removed or
 * another order's → 404 `missing`. The caller has already been checked against the order.
 */
export async function readOrderFile<T extends OrderFileTable>(
  ctx: AppContext,
  table: T,
  where: { orderId: number; id: number },
  user: UserRow,
  missing: MessageKey,
) {
  const row = await liveOrderFile(ctx.db, table, where, missing);
  const { file, bytes } = await readStoredFile(ctx, row.fileKey, user, { publicOnly: false });
  return { row, file, bytes };
}
