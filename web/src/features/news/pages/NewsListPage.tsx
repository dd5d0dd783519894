import { EyeOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Breadcrumb, Empty, Input, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { UrlPagination } from '../../../shared/ui/UrlPagination.tsx';
import { positiveInt, readUrlPaging, useUrlQuery, writeUrlPaging } from '../../../shared/url-query.ts';
import { type NewsListQuery, newsHref, newsQueries } from '../api.ts';
import { NewsCover } from '../components/NewsCover.tsx';
import { NewsTicker } from '../components/NewsTicker.tsx';
import { newsCategoryName } from '../news-view.ts';
import '../news.css';

/** The list's state in the URL (category, keyword, page, size), so links and the back button keep it. */
function parseNewsListQuery(params: URLSearchParams): NewsListQuery {
  const { page, size } = readUrlPaging(params);
  return {
    current: page,
    size,
    categoryId: positiveInt(params.get('categoryId')),
    keyword: params.get('keyword')?.trim().slice(0, 50) || undefined,
  };
}

function toNewsListParams(query: NewsListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.categoryId) out.set('categoryId', String(query.categoryId));
  if (query.keyword) out.set('keyword', query.keyword);
  return writeUrlPaging(out, { page: query.current, size: query.size });
}

/** /newslist: published news by category (tabs), newest first with pinned ones on top, paged. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [query, setUrlQuery] = useUrlQuery(parseNewsListQuery, toNewsListParams);
  const setQuery = (next: NewsListQuery) => {
    setUrlQuery(next);
    window.scrollTo({ top: 0 });
  };
  const categories = useQuery(newsQueries.categories());
  const list = useQuery({ ...newsQueries.list(query), placeholderData: keepPreviousData });
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  const articles = (
    <>
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
                  <Tag variant="filled">{newsCategoryName(item, language)}</Tag>
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
      <UrlPagination
        className="news-pagination"
        current={query.current}
        size={query.size}
        total={total}
        onChange={(current, size) => setQuery({ ...query, current, size })}
      />
    </>
  );

  return (
    <div className="news-page">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/">{t('route.home')}</Link> }, { title: t('route.newslist') }]}
      />
      <div className="news-layout">
        <section className="news-main">
          {/* The categories are tabs over the one list: a category's panel is the list filtered to it. antd's Tabs put
              their overflow button inside the tab list, which holds only tabs (ARIA), and the categories are the
              operators' to add. */}
          <Tabs
            activeKey={query.categoryId ? String(query.categoryId) : 'all'}
            onChange={(key) => setQuery({ ...query, current: 1, categoryId: key === 'all' ? undefined : Number(key) })}
            extra={
              <Input.Search
                key={query.keyword ?? ''}
                defaultValue={query.keyword}
                allowClear
                placeholder={t('newsPage.searchPlaceholder')}
                aria-label={t('newsPage.search')}
                onSearch={(keyword) => setQuery({ ...query, current: 1, keyword: keyword.trim() || undefined })}
                style={{ width: 240 }}
              />
            }
            items={[
              { key: 'all', label: t('newsPage.all') },
              ...(categories.data ?? []).map((category) => ({
                key: String(category.id),
                label: `${language === 'en' ? category.nameEn : category.name} (${category.articleCount})`,
              })),
            ].map((tab) => ({ ...tab, children: articles }))}
          />
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
