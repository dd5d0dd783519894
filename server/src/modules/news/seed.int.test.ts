import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedNews } from '../../db/seed/news.ts';
import { SEED_NEWS_ARTICLES, SEED_NEWS_CATEGORIES } from '../../db/seed/news-content.ts';
import { newsArticles, newsCategories } from './tables.ts';

describe('news seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the categories and published articles once, even when two seeders run together', async () => {
    const [first, second] = await Promise.all([seedNews(t.ctx), seedNews(t.ctx)]);
    expect((first ?? 0) + (second ?? 0)).toBe(SEED_NEWS_CATEGORIES.length + SEED_NEWS_ARTICLES.length);
    expect(await seedNews(t.ctx)).toBe(0);
    const [cats] = await t.ctx.db.select({ n: count() }).from(newsCategories);
    const [articles] = await t.ctx.db.select({ n: count() }).from(newsArticles);
    expect(cats?.n).toBe(SEED_NEWS_CATEGORIES.length);
    expect(articles?.n).toBe(SEED_NEWS_ARTICLES.length);
    expect(SEED_NEWS_ARTICLES.length).toBeGreaterThanOrEqual(8);
  });

  it('serves the seeded articles through the public calls', async () => {
    const list = await t.call({ method: 'POST', url: '/api/news/list', payload: { size: 30 } });
    const records = list.json().data.records as { title: string; pinned: boolean; coverUrl: string | null }[];
    expect(records).toHaveLength(SEED_NEWS_ARTICLES.length);
    expect(records[0]).toMatchObject({ title: '关于化工商城危化品交易资质审核的公告', pinned: true });
    const categories = (await t.call({ method: 'POST', url: '/api/news/category/list' })).json().data as { name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['行业资讯', '价格行情', '政策法规', '平台公告']);
    const images = (await t.call({ method: 'POST', url: '/api/news/img/list', payload: { size: 20 } })).json().data as {
      coverUrl: string;
    }[];
    expect(images.length).toBe(SEED_NEWS_ARTICLES.filter((a) => a.cover).length);
    const cover = await t.call({ method: 'GET', url: images[0]?.coverUrl ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/png');
  });
});
