import type { AppContext } from '../../platform/context.ts';
import { slot } from '../../platform/modules/slot.ts';
import type { UserRow } from './tables.ts';

/**
 * A check a login must pass beyond the account's own status, filled by the module that knows it (a sub-account
 * logs in only while its company keeps it). It refuses by throwing an AppError.
 */
export const loginGate = slot<(ctx: AppContext, user: UserRow) => Promise<void>>('loginGate', async () => {});
