import { expect, test } from './support.ts';

interface NewsCategory {
  id: number;
  name: string;
  nameEn: string;
  articleCount: number;
}

test('the news list: a category tab shows only its news, the address keeps it, 全部 shows them all again', async ({
  page,
  request,
  lang,
  t,
}) => {
  const categories = (await (await request.post('/api/news/category/list')).json()).data as NewsCategory[];
  const category = categories.find((c) => c.articleCount > 0 && c.articleCount < 10);
  if (!category) throw new Error('the demo news has no category with 1–9 articles');
  const name = lang === 'en' ? category.nameEn : category.name;

  await page.goto('/newslist');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: t('newsPage.all') })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: `${name} (${category.articleCount})` }).click();
  await expect(page).toHaveURL(new RegExp(`categoryId=${category.id}`));
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('.news-item')).toHaveCount(category.articleCount);
  await expect(panel.locator('.news-item-meta .ant-tag')).toHaveText(Array(category.articleCount).fill(name));

  await page.reload();
  await expect(tabs.getByRole('tab', { name: `${name} (${category.articleCount})` })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: t('newsPage.all') }).click();
  await expect(page).not.toHaveURL(/categoryId=/);
  await expect(panel.locator('.news-item')).not.toHaveCount(category.articleCount);
});
