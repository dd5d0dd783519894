import { type Exchange, unitWords } from '@hgsc/contracts';
import { Alert, Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { plainQuantity } from '../listing-rules.ts';
import { type ExchangeReader, exchangeTurn, keepersWaiting } from './exchange-turn.ts';

const STATUS_COLOR: Record<Exchange['status'], string> = {
  submitted: 'blue',
  quoted: 'blue',
  accepted: 'orange',
  signed: 'orange',
  settled: 'green',
  declined: 'default',
  cancelled: 'default',
};

/** An exchange's status as the server words it, coloured by stage: asking, signing and settling, settled, ended. */
export function ExchangeStatusTag({ exchange, testId = 'exchange-status' }: { exchange: Exchange; testId?: string }) {
  return (
    <Tag color={STATUS_COLOR[exchange.status]} data-testid={testId}>
      {exchange.statusLabel}
    </Tag>
  );
}

const at = (value: string | null) => (value ? formatDate(value, 'YYYY-MM-DD HH:mm') : null);

/** The words a turn's sentence fills in: who, how much, which keepers. */
export function useExchangeWords(exchange: Exchange) {
  const language = useLanguage();
  const { t } = useTranslation();
  const payee = exchange.premiumPayee;
  const name = (side: 'applicant' | 'counterparty') =>
    side === 'applicant' ? exchange.applicantCompanyName : exchange.counterpartyCompanyName;
  return {
    applicant: exchange.applicantCompanyName,
    counterparty: exchange.counterpartyCompanyName,
    payee: payee ? name(payee) : '',
    payer: payee ? name(payee === 'applicant' ? 'counterparty' : 'applicant') : '',
    amount: yuan(exchange.premiumAmount),
    premium: exchange.premium ? yuan(exchange.premium) : '-',
    unit: unitWords(exchange.unit, language),
    keepers: keepersWaiting(exchange).join(language === 'zh' ? '、' : ', '),
    reason: exchange.declineReason ?? exchange.cancelReason ?? '',
    product: exchange.productName,
    quantity: `${plainQuantity(exchange.quantity)} ${unitWords(exchange.unit, language, exchange.quantity)}`,
    t,
  };
}

/**
 * The banner at the top of an exchange: whose step it is now and what happens next, in the reader's words, and how
 * an ended one ended (with the reason).
 */
export function ExchangeTurnNotice({ exchange, reader }: { exchange: Exchange; reader: ExchangeReader }) {
  const { t, ...words } = useExchangeWords(exchange);
  const turn = exchangeTurn(exchange, reader);
  const type =
    turn.waitingFor === 'you'
      ? 'warning'
      : turn.waitingFor === 'none'
        ? exchange.status === 'settled'
          ? 'success'
          : 'info'
        : 'info';
  return (
    <Alert
      type={type}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="exchange-turn"
      data-turn={turn.waitingFor}
      title={
        <Typography.Text strong>
          {t(
            turn.waitingFor === 'you'
              ? 'receiptTrade.exchange.turn.yours'
              : turn.waitingFor === 'other'
                ? 'receiptTrade.exchange.turn.theirs'
                : 'receiptTrade.exchange.turn.ended',
          )}
        </Typography.Text>
      }
      description={<span data-testid="exchange-turn-text">{t(`receiptTrade.exchange.turn.${turn.key}`, words)}</span>}
    />
  );
}

/** One side's goods: which receipt, what brand and batch, where, and its keeper's confirmation. */
function GoodsCard({
  title,
  goods,
  exchange,
  testId,
}: {
  title: ReactNode;
  goods: Exchange['source'];
  exchange: Exchange;
  testId: string;
}) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'receipt',
      label: t('receiptTrade.exchange.facts.receiptNo'),
      children: <span data-testid={`${testId}-receipt`}>{goods.receiptNo ?? t('receiptTrade.exchange.facts.receiptLater')}</span>,
    },
    {
      key: 'brand',
      label: t('receiptTrade.exchange.facts.brand'),
      children: <span data-testid={`${testId}-brand`}>{goods.brand}</span>,
    },
    { key: 'batch', label: t('receiptTrade.exchange.facts.batch'), children: goods.batchNo },
    { key: 'quality', label: t('receiptTrade.exchange.facts.quality'), children: goods.quality },
    { key: 'warehouse', label: t('receiptTrade.exchange.facts.warehouse'), children: `${goods.warehouseName}（${goods.city}）` },
    { key: 'keeper', label: t('receiptTrade.exchange.facts.keeper'), children: goods.keeperCompanyName },
    {
      key: 'confirmed',
      label: t('receiptTrade.exchange.facts.endorsement'),
      children: goods.confirmedAt ? (
        <Tag color="green">{t('receiptTrade.exchange.facts.confirmedAt', { at: at(goods.confirmedAt) ?? '' })}</Tag>
      ) : exchange.status === 'signed' ? (
        <Tag color="orange">{t('receiptTrade.exchange.facts.notConfirmed')}</Tag>
      ) : (
        '-'
      ),
    },
  ];
  if (goods.storageFee !== null)
    rows.push({ key: 'fee', label: t('receiptTrade.exchange.facts.storageFee'), children: yuan(goods.storageFee) });
  return (
    <Card size="small" title={title} data-testid={testId} style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={rows} />
    </Card>
  );
}

/**
 * An exchange's facts for its sides, the keepers and the operator: the goods given and taken side by side, the
 * quantity, the listing's price for reference, the premium and who pays whom, the remarks and reasons, the
 * signatures and the dates.
 */
export function ExchangeFacts({ exchange }: { exchange: Exchange }) {
  const { t, ...words } = useExchangeWords(exchange);
  const premium =
    exchange.premium === null ? (
      t('receiptTrade.exchange.facts.notQuoted')
    ) : (
      <span data-testid="exchange-premium">
        {t('receiptTrade.exchange.facts.premiumValue', { premium: words.premium, unit: words.unit })}
        {exchange.premiumPayee ? (
          <Typography.Text type="secondary" data-testid="exchange-premium-payer">
            {' '}
            {t('receiptTrade.exchange.facts.payerPays', { payer: words.payer, payee: words.payee, amount: words.amount })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary"> {t('receiptTrade.exchange.facts.noPremium')}</Typography.Text>
        )}
      </span>
    );
  const items: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'no',
      label: t('receiptTrade.exchange.col.no'),
      children: <span data-testid="exchange-no">{exchange.exchangeNo}</span>,
    },
    {
      key: 'status',
      label: t('receiptTrade.exchange.col.status'),
      children: <ExchangeStatusTag exchange={exchange} />,
    },
    { key: 'applicant', label: t('receiptTrade.exchange.facts.applicant'), children: exchange.applicantCompanyName },
    { key: 'counterparty', label: t('receiptTrade.exchange.facts.counterparty'), children: exchange.counterpartyCompanyName },
    {
      key: 'product',
      label: t('receiptTrade.exchange.col.product'),
      children: <ProductWithGrade name={exchange.productName} grade={exchange.grade} />,
    },
    {
      key: 'quantity',
      label: t('receiptTrade.exchange.col.quantity'),
      children: (
        <span data-testid="exchange-quantity">
          <Quantity value={exchange.quantity} unit={exchange.unit} />
        </span>
      ),
    },
    {
      key: 'listing',
      label: t('receiptTrade.exchange.facts.listingPrice'),
      children: t('receiptTrade.exchange.facts.listingPriceValue', {
        price: yuan(exchange.listingUnitPrice),
        unit: words.unit,
        no: exchange.listingNo,
      }),
    },
    { key: 'premium', label: t('receiptTrade.exchange.col.premium'), children: premium },
  ];
  const optional: [string, string, ReactNode][] = [
    ['remark', 'receiptTrade.exchange.facts.remark', exchange.remark],
    ['quoteRemark', 'receiptTrade.exchange.facts.quoteRemark', exchange.quoteRemark],
    ['declineReason', 'receiptTrade.exchange.facts.declineReason', exchange.declineReason],
    [
      'cancelReason',
      exchange.cancelledBy === 'operator'
        ? 'receiptTrade.exchange.facts.cancelReasonOperator'
        : 'receiptTrade.exchange.facts.cancelReason',
      exchange.cancelReason,
    ],
    [
      'accepted',
      'receiptTrade.exchange.facts.accepted',
      exchange.acceptedAt &&
        t('receiptTrade.exchange.facts.signedBy', { name: exchange.acceptedByName ?? '-', at: at(exchange.acceptedAt) ?? '' }),
    ],
    [
      'signed',
      'receiptTrade.exchange.facts.signed',
      exchange.signedAt &&
        t('receiptTrade.exchange.facts.signedBy', { name: exchange.signedByName ?? '-', at: at(exchange.signedAt) ?? '' }),
    ],
    ['collected', 'receiptTrade.exchange.facts.collected', at(exchange.premiumCollectedAt)],
    ['settled', 'receiptTrade.exchange.facts.settled', at(exchange.settledAt)],
    ['feeSplit', 'receiptTrade.exchange.facts.feeSplitDate', exchange.feeSplitDate],
    ['created', 'receiptTrade.exchange.col.created', at(exchange.createdAt)],
    ['quoted', 'receiptTrade.exchange.facts.quotedAt', at(exchange.quotedAt)],
    ['ended', 'receiptTrade.exchange.facts.endedAt', at(exchange.endedAt)],
  ];
  for (const [key, label, value] of optional)
    if (value) items.push({ key, label: t(label), children: <span data-testid={`exchange-${key}`}>{value}</span> });
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <GoodsCard
            title={t('receiptTrade.exchange.facts.source', { company: exchange.applicantCompanyName })}
            goods={exchange.source}
            exchange={exchange}
            testId="exchange-source"
          />
        </Col>
        <Col xs={24} md={12}>
          <GoodsCard
            title={t('receiptTrade.exchange.facts.target', { company: exchange.counterpartyCompanyName })}
            goods={exchange.target}
            exchange={exchange}
            testId="exchange-target"
          />
        </Col>
      </Row>
    </>
  );
}
