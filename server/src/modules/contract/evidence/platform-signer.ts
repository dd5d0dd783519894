import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import {
  generateSigningMaterial,
  type PlatformSigningKey,
  type SigningMaterialPem,
  signingKeyOf,
  signingMaterialFromP12,
} from '../../../platform/pdf/signing-certificate.ts';
import { appSecrets } from '../../../platform/security/tables.ts';

/** The app_secrets row holding the generated key and certificates (JSON of SigningMaterialPem). */
const SECRET_NAME = 'contract-signing-certificate';

const loaded = new WeakMap<AppContext, Promise<PlatformSigningKey>>();

async function generatedMaterial(ctx: AppContext): Promise<SigningMaterialPem> {
  const [existing] = await ctx.db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (existing) return JSON.parse(existing.value) as SigningMaterialPem;
  // Two processes starting together: both generate, the first insert wins and both read it back.
  await ctx.db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(generateSigningMaterial()) })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error(`secret ${SECRET_NAME} missing after insert`);
  return JSON.parse(row.value) as SigningMaterialPem;
}

async function load(ctx: AppContext): Promise<PlatformSigningKey> {
  const { CONTRACT_SIGNING_P12: p12Path, CONTRACT_SIGNING_P12_PASSWORD: password } = ctx.config;
  if (p12Path) return signingKeyOf(signingMaterialFromP12(readFileSync(p12Path), password));
  return signingKeyOf(await generatedMaterial(ctx));
}

/**
 * The key and certificate that sign final contract PDFs: the configured PKCS#12
 * (CONTRACT_SIGNING_P12), else the platform's own CA-issued certificate, generated once and shared
 * by every process through the database. Loaded once per app.
 */
export function platformSigningKey(ctx: AppContext): Promise<PlatformSigningKey> {
  let key = loaded.get(ctx);
  if (!key) {
    key = load(ctx);
    loaded.set(ctx, key);
    key.catch(() => loaded.delete(ctx));
  }
  return key;
}
