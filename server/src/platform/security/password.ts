import { hash, verify } from '@node-rs/argon2';

/** OWASP 2023 argon2id baseline: m=19 MiB, t=2, p=1 (Algorithm.Argon2id is 2). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so timing does not reveal existence. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
