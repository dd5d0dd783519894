import { EyeOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Breadcrumb, Empty, Input, Pagination, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../shared/config.ts';
import { formatDate } from '../../../shared/format.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { NEWS_CATEGORIES_URL, NEWS_LIST_URL, type NewsListQuery, newsApi, newsHref } from '../api.ts';
import { NewsCover } from '../components/NewsCover.tsx';
import { NewsTicker } from '../components/NewsTicker.tsx';
import { newsCategoryName } from '../news-view.ts';
import '../news.css';

const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The list's state in the URL (category, keyword, page, size), so links and the back button keep it. */
function useNewsListQuery(): [NewsListQuery, (next: NewsListQuery) => void] {
  const [params, setParams] = useSearchParams();
  const size = positive(params.get('size'));
  const query: NewsListQuery = {
    current: positive(params.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    categoryId: positive(params.get('categoryId')),
    keyword: params.get('keyword')?.trim().slice(0, 50) || undefined,
  };
  const setQuery = (next: NewsListQuery) => {
    const out = new URLSearchParams();
    if (next.categoryId) out.set('categoryId', String(next.categoryId));
    if (next.keyword) out.set('keyword', next.keyword);
    if (next.current > 1) out.set('page', String(next.current));
    if (next.size !== DEFAULT_PAGE_SIZE) out.set('size', String(next.size));
    setParams(out);
    window.scrollTo({ top: 0 });
  };
  return [query, setQuery];
}

/** /newslist: published news by category (tabs), newest first with pinned ones on top, paged. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [query, setQuery] = useNewsListQuery();
  const categories = useQuery({ queryKey: [NEWS_CATEGORIES_URL], queryFn: newsApi.categories, staleTime: 300_000 });
  const list = useQuery({
    queryKey: [NEWS_LIST_URL, query],
    queryFn: () => newsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="news-page">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/">{t('route.home')}</Link> }, { title: t('route.newslist') }]}
      />
      <div className="news-layout">
        <section className="news-main">
          <div className="news-main-head">
            <Tabs
              activeKey={query.categoryId ? String(query.categoryId) : 'all'}
              onChange={(key) => setQuery({ ...query, current: 1, categoryId: key === 'all' ? undefined : Number(key) })}
              items={[
                { key: 'all', label: t('newsPage.all') },
                ...(categories.data ?? []).map((category) => ({
                  key: String(category.id),
                  label: `${language === 'en' ? category.nameEn : category.name} (${category.articleCount})`,
                })),
              ]}
            />
            <Input.Search
              key={query.keyword ?? ''}
              defaultValue={query.keyword}
              allowClear
              placeholder={t('newsPage.searchPlaceholder')}
              aria-label={t('newsPage.search')}
              onSearch={(keyword) => setQuery({ ...query, current: 1, keyword: keyword.trim() || undefined })}
              style={{ width: 240 }}
            />
          </div>
          {list.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : records.length === 0 ? (
            <Empty description={t('newsPage.empty')} data-testid="news-empty" />
          ) : (
            <ul className={list.isFetching ? 'news-list is-refreshing' : 'news-list'}>
              {records.map((item) => (
                <li key={item.id} className="news-item">
                  <Link to={newsHref(item.id)} className="news-item-cover" tabIndex={-1} aria-hidden="true">
                    <NewsCover src={item.coverUrl} />
                  </Link>
                  <div className="news-item-body">
                    <Link to={newsHref(item.id)} className="news-item-title">
                      {item.pinned && <Tag color="red">{t('newsPage.pinned')}</Tag>}
                      {item.title}
                    </Link>
                    <p className="news-item-summary">{item.summary}</p>
                    <div className="news-item-meta muted">
                      <Tag bordered={false}>{newsCategoryName(item, language)}</Tag>
                      {item.source && <span>{t('newsPage.source', { source: item.source })}</span>}
                      <time>{formatDate(item.publishedAt)}</time>
                      <span>
                        <EyeOutlined /> {item.viewCount}
                      </span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {total > 0 && (
            <Pagination
              className="news-pagination"
              current={query.current}
              pageSize={query.size}
              total={total}
              showSizeChanger
              pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
              showTotal={(count) => t('table.total', { total: count })}
              onChange={(page, size) => setQuery({ ...query, current: size !== query.size ? 1 : page, size })}
            />
          )}
        </section>
        <aside className="news-aside">
          <div className="news-aside-block">
            <h3>{t('newsPage.latest')}</h3>
            <NewsTicker size={10} />
          </div>
        </aside>
      </div>
    </div>
  );
}
