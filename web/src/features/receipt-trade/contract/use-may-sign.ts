import { useUserPower } from '../../../shared/signed-in-user.ts';

/**
 * Whether the person may take the contract's steps (draw up, sign, withdraw or refuse): every one needs contract.sign
 * (a main account holds it). The server's `actions` say what the order's flow allows the side; a reader without the
 * code sees the contract without buttons that would only be refused.
 */
export function useMaySign(): boolean {
  const { data } = useUserPower();
  return data?.codes.includes('contract.sign') ?? false;
}
