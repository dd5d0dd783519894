import { isValidCasNumber, MARKET_HISTORY_DAYS, type MarketOffer } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDate, formatNumber, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb.tsx';
import { UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { Segmented } from '../../../shared/ui/Segmented.tsx';
import { productHref, searchHref } from '../../catalogue/index.ts';
import { marketPriceQueries } from '../api.ts';
import { PriceMove } from '../components/PriceMove.tsx';

/** ECharts is most of this page's code: it loads with the chart, not with the site. */
const PriceChart = lazy(() => import('../components/PriceChart.tsx'));

type Days = (typeof MARKET_HISTORY_DAYS)[number];
const DEFAULT_DAYS: Days = 90;
const daysOf = (value: string | null): Days =>
  (MARKET_HISTORY_DAYS as readonly number[]).includes(Number(value)) ? (Number(value) as Days) : DEFAULT_DAYS;

/** 暂无行情: a commodity the latest day does not price; the way back to the list. */
function NoPrice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('marketPrice.notFound')}
      subTitle={t('marketPrice.notFoundHint')}
      extra={
        <Button type="primary" onClick={() => navigate('/prices')}>
          {t('marketPrice.back')}
        </Button>
      }
      data-testid="market-price-none"
    />
  );
}

/** The offers the figure counts now, the largest in tonnes first, each per tonne. */
function OffersBehind({ casNumber }: { casNumber: string }) {
  const { t } = useTranslation();
  const offers = useQuery(marketPriceQueries.offers(casNumber));
  const columns: TableColumnsType<MarketOffer> = [
    { title: t('marketPrice.offer.name'), key: 'name', render: (_, o) => <Link to={productHref(o.productId)}>{o.name}</Link> },
    { title: t('marketPrice.offer.shop'), dataIndex: 'shopName', key: 'shop' },
    {
      title: t('marketPrice.offer.price'),
      key: 'price',
      align: 'right',
      render: (_, o) => (
        <>
          ¥{formatPrice(o.price)}/<UnitWords unit={o.unit} />
        </>
      ),
    },
    { title: t('marketPrice.offer.tonnePrice'), key: 'tonne', align: 'right', render: (_, o) => `¥${formatPrice(o.tonnePrice)}` },
    { title: t('marketPrice.offer.tonnes'), key: 'tonnes', align: 'right', render: (_, o) => formatNumber(o.tonnes, 2) },
  ];
  return (
    <Card
      title={t('marketPrice.offersTitle', { count: offers.data?.count ?? 0 })}
      extra={<Link to={searchHref({ keyword: casNumber })}>{t('marketPrice.allOffers')}</Link>}
      style={{ marginTop: 16 }}
    >
      <Table<MarketOffer>
        rowKey="productId"
        size="small"
        columns={columns}
        dataSource={offers.data?.offers ?? []}
        loading={offers.isFetching}
        pagination={false}
        locale={{ emptyText: t('marketPrice.noOffers') }}
        data-testid="market-price-offers"
      />
    </Card>
  );
}

/**
 * /prices/:casNumber 行情: one commodity's market price of the latest day — what it is made of (the offers' part, the
 * orders' part, their tonnes) and how it moved — its daily history as a chart over 30 to 365 days, and the offers
 * behind the figure.
 */
export default function CommodityPricePage() {
  const { t } = useTranslation();
  const casNumber = useParams().casNumber ?? '';
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get('days'));
  const valid = isValidCasNumber(casNumber);
  const history = useQuery({
    ...marketPriceQueries.history(casNumber, days),
    enabled: valid,
    // Another range of the same commodity keeps its figures while it loads; another commodity does not show the last.
    placeholderData: (previous) => (previous?.casNumber === casNumber ? previous : undefined),
  });
  if (!valid) return <NoPrice />;
  if (history.isPending)
    return (
      <div aria-busy="true" style={{ background: '#fff', padding: 24, borderRadius: 6 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (history.isError)
    return isApiError(history.error) && history.error.status === 404 ? (
      <NoPrice />
    ) : (
      <Empty description={t('marketPrice.loadFailed')}>
        <Button onClick={() => void history.refetch()}>{t('system.retry')}</Button>
      </Empty>
    );
  const { latest } = history.data;
  const perTonne = (value: string | null) => (value === null ? '-' : `¥${formatPrice(value)}`);
  return (
    <div className="market-price">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/">{t('route.home')}</Link> },
          { title: <Link to="/prices">{t('route.marketPrices')}</Link> },
          { title: history.data.name },
        ]}
      />
      <Card>
        <h1 style={{ margin: '0 0 8px', fontSize: 22 }}>
          {history.data.name}{' '}
          <span className="muted" style={{ fontSize: 14 }}>
            CAS {casNumber}
          </span>
        </h1>
        <div className="market-price-figure">
          <span className="market-price-now" data-testid="market-price-now">
            {perTonne(latest.price)}
            <span style={{ fontSize: 14, fontWeight: 400 }}>{t('marketPrice.perTonne')}</span>
          </span>
          <PriceMove line={latest} />
          <span className="muted">
            {latest.previousDay
              ? t('marketPrice.against', { day: latest.previousDay, price: perTonne(latest.previousPrice) })
              : t('marketPrice.firstDay')}
          </span>
        </div>
        <Descriptions
          size="small"
          column={3}
          style={{ marginTop: 12 }}
          items={[
            { key: 'day', label: t('marketPrice.day'), children: `${latest.day} ${formatDate(latest.computedAt, 'HH:mm')}` },
            {
              key: 'offer',
              label: t('marketPrice.col.offerPrice'),
              children: t('marketPrice.partOf', {
                price: perTonne(latest.offerPrice),
                count: latest.offerCount,
                tonnes: formatNumber(latest.offerTonnes, 1),
              }),
            },
            {
              key: 'deal',
              label: t('marketPrice.col.dealPrice'),
              children:
                latest.dealCount > 0
                  ? t('marketPrice.dealOf', {
                      price: perTonne(latest.dealPrice),
                      count: latest.dealCount,
                      tonnes: formatNumber(latest.dealTonnes, 1),
                    })
                  : t('marketPrice.noDeals'),
            },
          ]}
        />
        <p className="muted" style={{ margin: '8px 0 0' }}>
          {t('marketPrice.howComputed')}
        </p>
      </Card>
      <Card
        title={t('marketPrice.historyTitle')}
        style={{ marginTop: 16 }}
        extra={
          <Segmented<string>
            aria-label={t('marketPrice.range')}
            value={String(days)}
            onChange={(value) => setParams(value === String(DEFAULT_DAYS) ? {} : { days: value }, { replace: true })}
            options={MARKET_HISTORY_DAYS.map((n) => ({
              value: String(n),
              label: t('marketPrice.lastDays', { days: n, count: n }),
            }))}
          />
        }
      >
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <PriceChart days={history.data.days} />
        </Suspense>
      </Card>
      <OffersBehind casNumber={casNumber} />
    </div>
  );
}
