import { useUserPower } from '../../../shared/signed-in-user.ts';

/**
 * Whether the person may take the holder's steps (apply, withdraw, split): the main account, or a sub-account granted
 * receipt.manage. A reader (receipt.view) sees the same pages without those buttons instead of a 403 after a click.
 */
export function useMayManageReceipts(): boolean {
  const power = useUserPower();
  return Boolean(power.data && (power.data.isMainAccount || power.data.codes.includes('receipt.manage')));
}
