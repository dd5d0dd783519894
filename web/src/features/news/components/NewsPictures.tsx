import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateText } from '../../../shared/use-date-text.tsx';
import { newsHref, newsQueries } from '../api.ts';
import { NewsCover } from './NewsCover.tsx';
import '../news.css';

/** Articles with a cover picture (/news/img/list): the first large, the others beside it. */
export function NewsPictures({ size = 4 }: { size?: number }) {
  const { t } = useTranslation();
  const images = useQuery(newsQueries.images(size));
  if (images.isPending) return <Skeleton.Image active style={{ width: '100%', height: 240 }} />;
  const [lead, ...others] = images.data ?? [];
  if (!lead) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newsPage.empty')} />;
  return (
    <div className="news-pictures">
      <Link to={newsHref(lead.id)} className="news-picture news-picture-lead">
        <NewsCover src={lead.coverUrl} />
        <span className="news-picture-title">{lead.title}</span>
      </Link>
      <div className="news-picture-side">
        {others.map((item) => (
          <Link key={item.id} to={newsHref(item.id)} className="news-picture-row">
            <NewsCover src={item.coverUrl} />
            <span>
              <span className="news-picture-row-title">{item.title}</span>
              <time className="muted">
                <DateText value={item.publishedAt} format="YYYY-MM-DD" />
              </time>
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}
