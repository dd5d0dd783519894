import type { ShopAgreement } from '@hgsc/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shopAgreementVersions } from './tables.ts';

type Row = typeof shopAgreementVersions.$inferSelect;

const toAgreement = (row: Row): ShopAgreement => ({
  version: row.version,
  title: row.title,
  content: row.content,
  publishedAt: row.publishedAt.toISOString(),
});

/** GET|POST /shop/agreement/info: the current (highest) shop entry agreement, or null when none is published. */
export async function currentShopAgreement(db: Db): Promise<ShopAgreement | null> {
  const [row] = await db.select().from(shopAgreementVersions).orderBy(desc(shopAgreementVersions.version)).limit(1);
  return row ? toAgreement(row) : null;
}

/**
 * POST /admin/shop/agreement/publish: the next version. Two operators publishing at once: the
 * unique version makes one of them fail, and that one retries on the new latest.
 */
export async function publishShopAgreement(
  db: Db,
  input: { title: string; content: string },
  publishedBy: number | null,
): Promise<ShopAgreement> {
  for (let attempt = 0; ; attempt += 1) {
    const current = await currentShopAgreement(db);
    const [row] = await db
      .insert(shopAgreementVersions)
      .values({ version: (current?.version ?? 0) + 1, title: input.title, content: input.content, publishedBy })
      .onConflictDoNothing()
      .returning();
    if (row) return toAgreement(row);
    if (attempt >= 3) throw new Error('could not publish the shop agreement');
  }
}
