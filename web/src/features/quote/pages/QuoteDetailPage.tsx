import type { Quote } from '@hgsc/contracts';
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { QUOTES_KEY, quoteApi } from '../api.ts';
import { QuoteActions } from '../components/QuoteActions.tsx';
import { QuoteCountdown } from '../components/QuoteCountdown.tsx';
import { QuoteDocumentButton } from '../components/QuoteDocumentButton.tsx';
import { QuoteTermsView } from '../components/QuoteTermsView.tsx';
import { quoteOrderPath, quoteVersionsPath, STATUS_COLOURS } from '../quote-paths.ts';

/** Whose turn it is and what has happened, in one line above the terms. */
function QuoteTurn({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const supplier = quote.sides.includes('supplier');
  if (quote.status === 'selected')
    return (
      <Alert
        type="success"
        showIcon
        data-testid="quote-turn"
        title={t('quote.detail.selected', {
          company: quote.selectedByCompanyName ?? '',
          quantity: quote.selectedQuantity ?? '',
          orderNo: quote.orderNo ?? '',
        })}
        action={
          quote.orderId && (
            <Link to={quoteOrderPath(quote, quote.orderId)} data-testid="quote-order-link">
              {t(quote.subject === 'receipt' ? 'quote.toReceiptOrder' : 'quote.toOrder', { orderNo: quote.orderNo })}
            </Link>
          )
        }
      />
    );
  if (quote.status === 'declined' || quote.status === 'withdrawn')
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="quote-turn"
        title={quote.statusLabel}
        description={quote.endReason ? t('quote.detail.endReason', { reason: quote.endReason }) : undefined}
      />
    );
  if (quote.status === 'draft') return <Alert type="info" showIcon data-testid="quote-turn" title={t('quote.turn.draft')} />;
  if (quote.status === 'offered' && !quote.expired)
    return (
      <Alert
        type={supplier ? 'info' : 'warning'}
        showIcon
        data-testid="quote-turn"
        title={supplier ? t('quote.turn.supplierWaiting') : t('quote.turn.buyer')}
        action={<QuoteCountdown validUntil={quote.terms.validUntil} serverNow={quote.serverNow} />}
      />
    );
  return <Alert type="warning" showIcon data-testid="quote-turn" title={t('quote.countdown.expired')} />;
}

/**
 * /quotationDetail?id= 报价详情: a quote as its supplier, its buyer or (of a public quote) any company reads it — the
 * parties, whose turn it is with the validity's countdown from the server's clock, the terms of the version offered
 * (and, to its supplier, a revision not yet offered), and the steps the reader may take: select and decline, or edit,
 * submit and withdraw.
 */
export default function QuoteDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <DetailsById
      queryKey={(id) => [...QUOTES_KEY, 'info', id]}
      load={quoteApi.info}
      title={t('route.quotationDetail')}
      notFound={t('quote.detail.notFound')}
      back={{ to: '/manage/myQuotation', label: t('quote.detail.back') }}
    >
      {(quote) => (
        <Card
          title={
            <Space>
              <span data-testid="quote-title">{quote.quoteNo}</span>
              <Tag color={STATUS_COLOURS[quote.status]} data-testid="quote-status">
                {quote.statusLabel}
              </Tag>
              {quote.version > 0 && <Tag data-testid="quote-version">{t('quote.versionTag', { version: quote.version })}</Tag>}
            </Space>
          }
          extra={
            quote.version > 0 && (
              <Space>
                <QuoteDocumentButton quote={quote} version={quote.version} size="small" />
                <Link to={quoteVersionsPath(quote.id)} data-testid="quote-history-link">
                  {t('quote.historyAction')}
                </Link>
              </Space>
            )
          }
        >
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <QuoteTurn quote={quote} />
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('quote.detail.supplier')}>{quote.supplierCompanyName}</Descriptions.Item>
              <Descriptions.Item label={t('quote.detail.buyer')}>
                {quote.buyerCompanyName ?? <Tag>{t('quote.public')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('quote.detail.submittedAt')}>
                {formatMarketDate(quote.submittedAt, 'YYYY-MM-DD HH:mm')}
              </Descriptions.Item>
            </Descriptions>
            <QuoteTermsView terms={quote.terms} />
            {quote.pending && (
              <>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {t('quote.detail.pendingTitle')}
                </Typography.Title>
                <QuoteTermsView terms={quote.pending} testId="quote-pending" />
              </>
            )}
            <QuoteActions quote={quote} openShare={search.get('share') === '1'} />
          </Space>
        </Card>
      )}
    </DetailsById>
  );
}
