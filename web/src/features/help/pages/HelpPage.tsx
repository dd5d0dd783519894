import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { Navigate } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Markdown } from '../../../shared/markdown/Markdown.tsx';
import { isApiError } from '../../../shared/request/http.ts';
import { HELP_PAGE_URL, helpApi } from '../api.ts';
import { useHelpSlug } from '../slug.ts';

/** /helpcenter/<slug>: one page's text (GET /help/page), rendered safely from Markdown. */
export default function HelpPage() {
  const { t } = useTranslation();
  const slug = useHelpSlug();
  const query = useQuery({
    queryKey: [HELP_PAGE_URL, { slug }],
    queryFn: () => helpApi.page(slug ?? 'index'),
    enabled: slug !== undefined,
  });
  if (!slug) return <Navigate to="/404" replace />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !query.data) {
    return (
      <Card>
        <Empty
          description={isApiError(query.error) && query.error.status === 404 ? query.error.message : t('helpCenter.loadFailed')}
          data-testid="help-empty"
        />
      </Card>
    );
  }
  const page = query.data;
  // Most texts open with their own "# title": then the card does not repeat it.
  const ownHeading = /^\s*#\s/.test(page.content);
  const meta = (
    <Space size={8}>
      {page.source === 'agreement' && <Tag color="blue">{t('agreementText.version', { version: page.version })}</Tag>}
      <Typography.Text type="secondary">{t('helpCenter.updatedAt', { time: formatDate(page.updatedAt) })}</Typography.Text>
    </Space>
  );
  return (
    <Card
      title={ownHeading ? undefined : <h1 style={{ fontSize: 18, margin: 0 }}>{page.title}</h1>}
      extra={ownHeading ? undefined : meta}
      data-testid={`help-page-${slug}`}
    >
      {ownHeading && <div style={{ textAlign: 'right', marginBottom: 8 }}>{meta}</div>}
      <Markdown source={page.content} testId="help-content" />
    </Card>
  );
}
