import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from './tables.ts';

/**
 * Returns the named secret, creating it on first use. Stored in the database so every API process
 * on the same database signs and encrypts with the same keys.
 */
export async function loadSecret(db: Db, name: string, bytes = 32): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(bytes).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return Buffer.from(row.value, 'base64');
}
