import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { NEWS_ROLL_URL, newsApi, newsHref } from '../api.ts';
import { newsCategoryName } from '../news-view.ts';
import '../news.css';

/** The latest published titles (/news/roll/list), newest first, with their category and date. */
export function NewsTicker({ size = 8 }: { size?: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const roll = useQuery({ queryKey: [NEWS_ROLL_URL, size], queryFn: () => newsApi.roll(size) });
  if (roll.isPending) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  const items = roll.data ?? [];
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newsPage.empty')} />;
  return (
    <ul className="news-ticker">
      {items.map((item) => (
        <li key={item.id}>
          <span className="news-ticker-category">[{newsCategoryName(item, language)}]</span>
          <Link to={newsHref(item.id)} title={item.title}>
            {item.title}
          </Link>
          <time className="muted">{formatDate(item.publishedAt, 'MM-DD')}</time>
        </li>
      ))}
    </ul>
  );
}
