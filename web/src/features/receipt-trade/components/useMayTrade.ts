import { useUserPower } from '../../../shared/signed-in-user.ts';

/**
 * Whether the person may take the trading steps (list, reprice, delist, take, decline, withdraw): the code
 * receipt.trade in the company they act for (a main account holds it). A reader (receipt.view) sees the same pages
 * without those buttons instead of a 403 after a click; undefined until the codes are read.
 */
export function useMayTrade(): boolean | undefined {
  const power = useUserPower();
  return power.data ? power.data.codes.includes('receipt.trade') : undefined;
}
