import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { newsQueries } from '../api.ts';
import { newsCategoryName } from '../news-view.ts';
import { NewsTitleLines } from './NewsTitleLines.tsx';

/** The latest published titles (/news/roll/list), newest first, with their category and date. */
export function NewsTicker({ size = 8 }: { size?: number }) {
  const language = currentLanguage();
  const roll = useQuery(newsQueries.roll(size));
  if (roll.isPending) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  return (
    <NewsTitleLines
      items={roll.data ?? []}
      className="news-ticker"
      prefix={(item) => <span className="news-ticker-category">[{newsCategoryName(item, language)}]</span>}
    />
  );
}
