import type { NewsStatus } from '@hgsc/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';

const COLORS: Record<NewsStatus, string> = { draft: 'default', published: 'success', unpublished: 'warning' };

/** 草稿 / 已发布 / 已下架. */
export function NewsStatusTag({ status, testId }: { status: NewsStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={testId}>
      {t(`newsStatus.${status}`)}
    </Tag>
  );
}
