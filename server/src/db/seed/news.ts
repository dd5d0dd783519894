import { eq, inArray, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { newsArticles, newsCategories } from '../../modules/news/index.ts';
import { users } from '../../modules/user/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { SEED_NEWS_ARTICLES, SEED_NEWS_CATEGORIES } from './news-content.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises concurrent seeders (two processes starting on one database). */
const NEWS_SEED_LOCK = 0x6e657773; // 'news'

/** A 16:9 cover: the colour fading to white from left to right, as a PNG. */
function coverPng([r, g, b]: readonly [number, number, number]): Buffer {
  const width = 320;
  const height = 180;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const fade = x / width / 2;
      const i = (y * width + x) * 4;
      png.data[i] = Math.round(r + (255 - r) * fade);
      png.data[i + 1] = Math.round(g + (255 - g) * fade);
      png.data[i + 2] = Math.round(b + (255 - b) * fade);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/**
 * The news categories (by name) and the demo articles (by title) that are missing, published,
 * written by the demo operator when it exists. Answers how many rows were created.
 */
export async function seedNews(ctx: AppContext): Promise<number> {
  const operatorName = DEMO_ACCOUNTS.find((a) => a.role === 'operator')?.userName;
  const [operator] = operatorName
    ? await ctx.db.select({ id: users.id }).from(users).where(eq(users.userName, operatorName))
    : [];
  const now = Date.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NEWS_SEED_LOCK})`);
    const createdCategories = await tx
      .insert(newsCategories)
      .values(SEED_NEWS_CATEGORIES)
      .onConflictDoNothing()
      .returning({ id: newsCategories.id });
    const categories = await tx
      .select({ id: newsCategories.id, name: newsCategories.name })
      .from(newsCategories)
      .where(
        inArray(
          newsCategories.name,
          SEED_NEWS_CATEGORIES.map((c) => c.name),
        ),
      );
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    const existing = await tx
      .select({ title: newsArticles.title })
      .from(newsArticles)
      .where(
        inArray(
          newsArticles.title,
          SEED_NEWS_ARTICLES.map((a) => a.title),
        ),
      );
    const have = new Set(existing.map((a) => a.title));
    let created = 0;
    for (const article of SEED_NEWS_ARTICLES) {
      const category = categoryId.get(article.category);
      if (have.has(article.title) || category === undefined) continue;
      const cover = article.cover
        ? await storeBytes(
            { ...ctx, db: tx },
            {
              bytes: coverPng(article.cover),
              fileName: 'cover.png',
              kind: 'img',
              encrypted: false,
              ownerUserId: operator?.id ?? null,
            },
          )
        : null;
      const publishedAt = new Date(now - article.daysAgo * DAY_MS);
      await tx.insert(newsArticles).values({
        categoryId: category,
        title: article.title,
        summary: article.summary,
        content: article.content,
        coverKey: cover?.key ?? null,
        source: article.source,
        author: article.author,
        status: 'published',
        publishedAt,
        pinned: article.pinned ?? false,
        createdBy: operator?.id ?? null,
        updatedBy: operator?.id ?? null,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      created += 1;
    }
    return createdCategories.length + created;
  });
}
