import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { newsQueries } from '../api.ts';
import { NewsTitleLines } from './NewsTitleLines.tsx';
import '../news.css';

function LatestOfCategory({ categoryId, size }: { categoryId: number; size: number }) {
  const list = useQuery(newsQueries.list({ current: 1, size: 10, categoryId }));
  if (list.isPending) return <Skeleton active title={false} paragraph={{ rows: size }} />;
  return <NewsTitleLines items={list.data?.records.slice(0, size) ?? []} className="news-lines" />;
}

/** The latest articles, one tab per news category (only the open tab loads); "more" opens /newslist on it. */
export function NewsByCategory({ size = 7 }: { size?: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const categories = useQuery(newsQueries.categories());
  const [active, setActive] = useState<string>();
  if (categories.isPending) return <Skeleton active paragraph={{ rows: size }} />;
  const withArticles = (categories.data ?? []).filter((category) => category.articleCount > 0);
  if (withArticles.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newsPage.empty')} />;
  const activeKey = active ?? String(withArticles[0]?.id);
  return (
    <Tabs
      size="small"
      activeKey={activeKey}
      onChange={setActive}
      extra={<Link to={`/newslist?categoryId=${activeKey}`}>{t('home.more')}</Link>}
      items={withArticles.map((category) => ({
        key: String(category.id),
        label: language === 'en' ? category.nameEn : category.name,
        children: <LatestOfCategory categoryId={category.id} size={size} />,
      }))}
    />
  );
}
