import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Space, Spin } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { positiveInt } from '../../../shared/url-query.ts';
import { EXCHANGES_KEY, exchangeApi } from './api.ts';
import { ExchangeFacts, ExchangeTurnNotice } from './ExchangeFacts.tsx';
import { EXCHANGES_PATH, type ExchangeSideView, exchangePath } from './exchange-turn.ts';
import { useExchangeSteps } from './useExchangeSteps.tsx';

/**
 * An exchange as one side reads it (`?id=`): whose turn it is and what comes next, the side's steps (exactly what the
 * flow allows it now), and the facts of both sides' goods, the premium, the signatures and the keepers' confirmations.
 */
export function ExchangeDetail({ side }: { side: ExchangeSideView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  const detail = useQuery({
    queryKey: [...EXCHANGES_KEY, 'detail', id ?? 0],
    queryFn: () => exchangeApi.detail(id ?? 0),
    enabled: id !== undefined,
  });
  const steps = useExchangeSteps(side);
  const exchange = detail.data;
  const back = (
    <Button onClick={() => void navigate(`${EXCHANGES_PATH}?as=${side}`)} data-testid="exchange-back">
      {t('receiptTrade.exchange.back')}
    </Button>
  );
  if (id === undefined || detail.isError)
    return (
      <Card>
        <Result status="404" title={t('receiptTrade.exchange.notFound')} extra={back} />
      </Card>
    );
  if (!exchange)
    return (
      <Card>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      </Card>
    );
  // The other side's link (a forwarded notification, a bookmark): its own page, in its own words.
  const other: ExchangeSideView = side === 'applicant' ? 'counterparty' : 'applicant';
  if (!exchange.sides.includes(side) && exchange.sides.includes(other))
    return <Navigate replace to={exchangePath(other, exchange.id)} />;
  const buttons = steps.buttons(exchange);
  return (
    <Card
      title={t(side === 'applicant' ? 'route.manage.exchangedetails' : 'route.manage.orderexchangetoApplydetails')}
      extra={<Link to={`${EXCHANGES_PATH}?as=${side}`}>{t('receiptTrade.exchange.back')}</Link>}
      data-testid="exchange-detail"
      data-status={exchange.status}
    >
      <ExchangeTurnNotice exchange={exchange} reader={side} />
      {buttons ? (
        <Space wrap style={{ marginBottom: 16 }} data-testid="exchange-steps">
          {buttons}
        </Space>
      ) : null}
      <ExchangeFacts exchange={exchange} />
      {steps.dialog}
    </Card>
  );
}
