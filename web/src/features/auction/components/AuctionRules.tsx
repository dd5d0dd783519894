import { type Auction, unitWords } from '@hgsc/contracts';
import { Descriptions, Table, Tag } from 'antd';
import { formatMarketDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { plainDecimal } from '../auction-paths.ts';

const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/** An auction's rules in words: how it is bid, what bidders see, the deposit, the times and the extension. */
export function AuctionRules({ auction, column = 2 }: { auction: Auction; column?: number }) {
  const { t } = useTranslation();
  const yes = (flag: boolean) => (flag ? t('auction.rules.yes') : t('auction.rules.no'));
  const shown = [
    auction.feedback.rank && t('auction.rules.showRank'),
    auction.feedback.best && t('auction.rules.showBest'),
    auction.feedback.count && t('auction.rules.showCount'),
  ].filter(Boolean);
  return (
    <Descriptions size="small" column={column} bordered data-testid="auction-rules">
      <Descriptions.Item label={t('auction.rules.direction')}>{auction.directionLabel}</Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.visibility')}>
        {t(`auction.visibility.${auction.visibility}`)}
        {auction.visibility === 'open' && (
          <div className="muted">{shown.length ? shown.join(t('auction.rules.listJoin')) : t('auction.rules.showNothing')}</div>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.step')}>
        {auction.stepLabel}
        {auction.step.type === 'banded' &&
          auction.step.bands.map((band) => (
            <div key={band.from} className="muted">
              {t('auction.rules.band', { from: yuan(band.from), min: yuan(band.min), max: band.max ? yuan(band.max) : '-' })}
            </div>
          ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.extension')}>
        {auction.extension
          ? t(auction.extension.mode === 'fromClose' ? 'auction.rules.extensionFromClose' : 'auction.rules.extensionFromBid', {
              window: auction.extension.windowMinutes,
              length: auction.extension.lengthMinutes,
              count: auction.extension.maxCount,
            })
          : t('auction.rules.noExtension')}
      </Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.deposit')}>
        {auction.depositAmount ? yuan(auction.depositAmount) : t('auction.rules.noDeposit')}
      </Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.whitelistOnly')}>{yes(auction.whitelistOnly)}</Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.minValidBids')}>{auction.minValidBids}</Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.deliveryPlace')}>{auction.deliveryPlace ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.signup')}>
        {formatMarketDate(auction.signupStart, MINUTE_FORMAT)} ~ {formatMarketDate(auction.signupEnd, MINUTE_FORMAT)}
      </Descriptions.Item>
      <Descriptions.Item label={t('auction.rules.bidding')}>
        {formatMarketDate(auction.openAt, MINUTE_FORMAT)} ~ {formatMarketDate(auction.closeAt, 'YYYY-MM-DD HH:mm:ss')}
        {auction.closeAt !== auction.scheduledCloseAt && (
          <div className="muted">
            {t('auction.rules.scheduledClose', { at: formatMarketDate(auction.scheduledCloseAt, MINUTE_FORMAT) })}
          </div>
        )}
      </Descriptions.Item>
      {auction.remark && (
        <Descriptions.Item label={t('auction.rules.remark')} span={column}>
          {auction.remark}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The lots: what is auctioned, how much, each bidder's limits, the start price (and the reserve, where shown). */
export function LotsTable({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reserveShown = auction.lines.some((l) => l.reservePrice !== null);
  return (
    <Table
      size="small"
      rowKey="lineNo"
      pagination={false}
      dataSource={auction.lines}
      data-testid="auction-lots"
      columns={[
        { title: t('auction.lots.no'), dataIndex: 'lineNo', width: 60 },
        {
          title: t('auction.lots.product'),
          key: 'product',
          render: (_, line) => (
            <>
              {line.productName}
              {line.spec && <div className="muted">{line.spec}</div>}
            </>
          ),
        },
        {
          title: t('auction.lots.quantity'),
          key: 'quantity',
          render: (_, line) => <Quantity value={line.quantity} unit={line.unit} />,
        },
        {
          title: t('auction.lots.perBidder'),
          key: 'limits',
          render: (_, line) =>
            t('auction.lots.limits', {
              min: plainDecimal(line.minQty),
              max: plainDecimal(line.maxQty),
              lot: plainDecimal(line.lotUnit),
              unit: unitWords(line.unit, language),
            }),
        },
        {
          title: t('auction.lots.startPrice'),
          key: 'start',
          align: 'right',
          render: (_, line) => `${yuan(line.startPrice)}/${unitWords(line.unit, language)}`,
        },
        ...(reserveShown
          ? [
              {
                title: t('auction.lots.reservePrice'),
                key: 'reserve',
                align: 'right' as const,
                render: (_: unknown, line: Auction['lines'][number]) =>
                  line.reservePrice ? <Tag color="purple">{yuan(line.reservePrice)}</Tag> : '-',
              },
            ]
          : []),
      ]}
    />
  );
}
