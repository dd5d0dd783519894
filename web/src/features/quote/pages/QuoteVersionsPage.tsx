import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { QUOTES_KEY, quoteApi } from '../api.ts';
import { QuoteDocumentButton } from '../components/QuoteDocumentButton.tsx';
import { changedTerms, QuoteTermsView } from '../components/QuoteTermsView.tsx';
import { quotePath } from '../quote-paths.ts';

/** Every version of one quote, newest first: each frozen with its digest, the current one marked. */
function Versions({ quote }: { quote: { id: number; quoteNo: string } }) {
  const { id } = quote;
  const { t } = useTranslation();
  const history = useQuery({ queryKey: [...QUOTES_KEY, 'history', id], queryFn: () => quoteApi.history(id) });
  if (history.data?.length === 0) return <Empty description={t('quote.history.empty')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="quote-versions">
      {(history.data ?? []).map((version, index, all) => (
        <Card
          key={version.version}
          size="small"
          data-testid={`quote-version-${version.version}`}
          title={
            <Space>
              {t('quote.history.version', { version: version.version })}
              {version.superseded ? (
                <Tag>{t('quote.history.superseded')}</Tag>
              ) : (
                <Tag color="processing">{t('quote.history.current')}</Tag>
              )}
            </Space>
          }
          extra={
            <Space>
              <Typography.Text type="secondary">
                {t('quote.history.by', {
                  name: version.submittedByName,
                  at: formatMarketDate(version.submittedAt, 'YYYY-MM-DD HH:mm'),
                })}
              </Typography.Text>
              <QuoteDocumentButton quote={quote} version={version.version} size="small" />
            </Space>
          }
        >
          <QuoteTermsView
            terms={version.terms}
            testId={`quote-version-terms-${version.version}`}
            changed={changedTerms(version.terms, all[index + 1]?.terms)}
          />
          <Typography.Paragraph type="secondary" copyable={{ text: version.digest }} style={{ margin: '8px 0 0', fontSize: 12 }}>
            {t('quote.history.digest')} SHA-256 <code>{version.digest}</code>
          </Typography.Paragraph>
        </Card>
      ))}
    </Space>
  );
}

/** /quotationDetails?id= 报价版本记录: the versions a quote offered, for its supplier and those it was offered to. */
export default function QuoteVersionsPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...QUOTES_KEY, 'info', id]}
      load={quoteApi.info}
      title={t('route.quotationDetails')}
      notFound={t('quote.detail.notFound')}
      back={{ to: '/manage/myQuotation', label: t('quote.detail.back') }}
    >
      {(quote) => (
        <Card
          title={`${t('route.quotationDetails')} · ${quote.quoteNo}`}
          extra={<Link to={quotePath(quote.id)}>{t('route.quotationDetail')}</Link>}
        >
          <Typography.Paragraph type="secondary">{t('quote.history.intro')}</Typography.Paragraph>
          <Versions quote={quote} />
        </Card>
      )}
    </DetailsById>
  );
}
