import { EyeOutlined } from '@ant-design/icons';
import type { NewsLink } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Empty, Result, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Markdown } from '../../../shared/markdown/Markdown.tsx';
import { isApiError } from '../../../shared/request/http.ts';
import { positiveInt } from '../../../shared/url-query.ts';
import { NEWS_MORE_URL, newsApi, newsHref } from '../api.ts';
import { NewsCover } from '../components/NewsCover.tsx';
import { newsCategoryName } from '../news-view.ts';
import '../news.css';

function NewsGone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('newsPage.gone')}
      data-testid="news-gone"
      extra={
        <Button type="primary" onClick={() => navigate('/newslist')}>
          {t('newsPage.backToList')}
        </Button>
      }
    />
  );
}

function Neighbour({ label, link }: { label: string; link: NewsLink | null }) {
  const { t } = useTranslation();
  return (
    <div className="news-neighbour">
      <span className="muted">{label}</span>
      {link ? <Link to={newsHref(link.id)}>{link.title}</Link> : <span className="muted">{t('newsPage.none')}</span>}
    </div>
  );
}

/**
 * /newslist/:id: one published article (POST /news/more, which counts the view): title, source,
 * time, the Markdown body rendered safely, previous/next in its category and more of the category.
 */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { id: idParam } = useParams();
  const id = positiveInt(idParam ?? null);
  const more = useQuery({
    queryKey: [NEWS_MORE_URL, id],
    queryFn: () => newsApi.more(id as number),
    enabled: id !== undefined,
    // Every visit reads the article again (and counts a view), but not every re-render.
    staleTime: 60_000,
  });

  if (id === undefined) return <NewsGone />;
  if (more.isPending) return <Skeleton active paragraph={{ rows: 14 }} />;
  if (more.isError) {
    return isApiError(more.error) && more.error.status === 404 ? <NewsGone /> : <Empty description={t('newsPage.loadFailed')} />;
  }
  const { article, previous, next, more: related } = more.data;
  const category = newsCategoryName(article, language);
  return (
    <div className="news-page">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/">{t('route.home')}</Link> },
          { title: <Link to="/newslist">{t('route.newslist')}</Link> },
          { title: <Link to={`/newslist?categoryId=${article.categoryId}`}>{category}</Link> },
        ]}
      />
      <div className="news-layout">
        <article className="news-main news-article" data-testid="news-article">
          <h1 className="news-article-title">{article.title}</h1>
          <div className="news-article-meta muted">
            <span>{category}</span>
            {article.source && <span>{t('newsPage.source', { source: article.source })}</span>}
            {article.author && <span>{t('newsPage.author', { author: article.author })}</span>}
            <time>{formatDate(article.publishedAt)}</time>
            <span>
              <EyeOutlined /> {article.viewCount}
            </span>
          </div>
          {article.summary && <p className="news-article-summary">{article.summary}</p>}
          <Markdown source={article.content} testId="news-content" />
          <nav className="news-neighbours" aria-label={t('newsPage.neighbours')}>
            <Neighbour label={t('newsPage.previous')} link={previous} />
            <Neighbour label={t('newsPage.next')} link={next} />
          </nav>
        </article>
        <aside className="news-aside">
          <div className="news-aside-block">
            <h3>{t('newsPage.moreOf', { category })}</h3>
            {related.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newsPage.empty')} />
            ) : (
              <ul className="news-related">
                {related.map((item) => (
                  <li key={item.id}>
                    <Link to={newsHref(item.id)}>
                      <NewsCover src={item.coverUrl} />
                      <span>
                        <span className="news-related-title">{item.title}</span>
                        <time className="muted">{formatDate(item.publishedAt, 'YYYY-MM-DD')}</time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
