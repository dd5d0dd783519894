import { QUOTE_BOXES, QUOTE_TABS, type Quote, type QuoteBox, type QuoteTab, unitWords } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMarketDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { StatusTabs } from '../../../shared/ui/StatusTabs.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { QUOTES_KEY, quoteApi } from '../api.ts';
import { QuoteActions } from '../components/QuoteActions.tsx';
import { QuoteFormModal } from '../components/QuoteFormModal.tsx';
import { quotePath, STATUS_COLOURS } from '../quote-paths.ts';

/**
 * /manage/myQuotation 我的报价: the quotes the company sent and those sent to it, each box by tab (open, selected,
 * ended, all) with its counts, found by number, product, CAS or company; each row with the goods, the price, how long
 * it stands and the steps the company may take on it now. 新建报价 opens the form.
 */
export default function MyQuotationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const box: QuoteBox = search.get('box') === 'received' ? 'received' : 'sent';
  const [tab, setTab] = useState<QuoteTab>('open');
  const [creating, setCreating] = useState(false);
  const mayQuote = useUserPower().data?.codes.includes('quote.manage') ?? false;
  const list = usePagedTable<Quote, { keyword: string }>(
    [...QUOTES_KEY, 'list', box, tab],
    (params) => quoteApi.list({ ...params, box, tab }),
    { keyword: '' },
  );
  const counts = useQuery({ queryKey: [...QUOTES_KEY, 'counts', box], queryFn: () => quoteApi.counts(box) });
  const keyword = list.filter.keyword;
  const other = box === 'sent' ? 'buyer' : 'supplier';

  return (
    <Card
      title={t('route.manage.myQuotation')}
      tabList={QUOTE_BOXES.map((key) => ({ key, label: <span data-testid={`quote-box-${key}`}>{t(`quote.box.${key}`)}</span> }))}
      activeTabKey={box}
      onTabChange={(key) => {
        setSearch({ box: key }, { replace: true });
        setTab('open');
        list.reset();
      }}
      extra={
        mayQuote && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="quote-new">
            {t('quote.new')}
          </Button>
        )
      }
    >
      <Input.Search
        allowClear
        style={{ maxWidth: 400, marginBottom: 8 }}
        placeholder={t('quote.search')}
        aria-label={t('quote.search')}
        enterButton={t('common.search')}
        maxLength={50}
        onSearch={(value) => list.search({ keyword: value.trim() })}
        data-testid="quote-search"
      />
      <StatusTabs<QuoteTab>
        active={tab}
        onChange={(key) => {
          setTab(key);
          list.reset();
        }}
        testIdPrefix="quote-tab"
        tabs={QUOTE_TABS.map((key) => ({ key, label: t(`quote.tab.${key}`), count: counts.data?.[key] ?? 0 }))}
      />
      <Table<Quote>
        {...list.tableProps}
        data-testid="quotes"
        scroll={list.tableProps.dataSource?.length ? { x: 870 } : undefined}
        locale={{ emptyText: <Empty description={t(keyword ? 'quote.emptySearch' : `quote.empty.${box}`)} /> }}
        columns={[
          {
            title: t('quote.col.no'),
            key: 'no',
            width: 160,
            render: (_, quote) => (
              <>
                <Link to={quotePath(quote.id)} data-testid="quote-no">
                  {quote.quoteNo}
                </Link>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {quote.version > 0 ? t('quote.versionTag', { version: quote.version }) : quote.statusLabel}
                </Typography.Text>
                {quote.pending && (
                  <Tag color="gold" style={{ marginLeft: 4 }}>
                    {t('quote.pendingTag')}
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: t('quote.col.goods'),
            key: 'goods',
            width: 160,
            ellipsis: true,
            render: (_, quote) => (
              <>
                {quote.subject === 'receipt' && <Tag color="blue">{t('quote.receiptTag')}</Tag>}
                {quote.terms.name}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <Quantity value={quote.terms.quantity} unit={quote.terms.unit} /> · ≥{' '}
                  <Quantity value={quote.terms.minQty} unit={quote.terms.unit} />
                </Typography.Text>
              </>
            ),
          },
          {
            title: t(`quote.col.${other}`),
            key: 'other',
            width: 140,
            ellipsis: true,
            render: (_, quote) =>
              box === 'sent' ? (quote.buyerCompanyName ?? <Tag>{t('quote.public')}</Tag>) : quote.supplierCompanyName,
          },
          {
            title: t('quote.col.price'),
            key: 'price',
            width: 110,
            align: 'right',
            render: (_, quote) => (
              <span data-testid="quote-price">
                {yuan(quote.terms.unitPrice)}/{unitWords(quote.terms.unit, language)}
              </span>
            ),
          },
          {
            title: t('quote.col.status'),
            key: 'status',
            width: 130,
            render: (_, quote) => (
              <>
                <Tag color={STATUS_COLOURS[quote.status]} data-testid="quote-status">
                  {quote.statusLabel}
                </Tag>
                <br />
                <Typography.Text
                  type={quote.expired && quote.status === 'offered' ? 'danger' : 'secondary'}
                  style={{ fontSize: 12 }}
                >
                  {t('quote.col.validUntil')} {formatMarketDate(quote.terms.validUntil, 'MM-DD HH:mm')}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('quote.col.actions'),
            key: 'actions',
            width: 170,
            fixed: 'right',
            render: (_, quote) => (
              <>
                <Link to={quotePath(quote.id)} style={{ marginRight: 8 }}>
                  {t('quote.view')}
                </Link>
                <QuoteActions quote={quote} size="small" />
              </>
            ),
          },
        ]}
      />
      {creating && <QuoteFormModal onClose={() => setCreating(false)} />}
    </Card>
  );
}
