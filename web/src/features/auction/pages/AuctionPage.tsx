import type { Auction } from '@hgsc/contracts';
import { Alert, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { AUCTION_STATUS_COLOURS, ownerAuctionPath } from '../auction-paths.ts';
import { AuctionRules, LotsTable } from '../components/AuctionRules.tsx';
import { AwardView } from '../components/AwardView.tsx';
import { BidLog } from '../components/BidLog.tsx';
import { DealContracts } from '../components/DealContracts.tsx';
import { LiveBoard } from '../components/LiveBoard.tsx';
import { SignUpPanel } from '../components/SignUpPanel.tsx';

/** What the reader should know first: whose turn it is, what it waits for, or how it ended. */
function AuctionTurn({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  if (auction.status === 'cancelled')
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="auction-turn"
        title={t('auction.turn.cancelled', { reason: auction.cancelReason ?? '' })}
      />
    );
  if (auction.status === 'awarded' || auction.status === 'failed')
    return (
      <Alert
        type={auction.status === 'awarded' ? 'success' : 'warning'}
        showIcon
        data-testid="auction-turn"
        title={t(auction.status === 'awarded' ? 'auction.turn.awarded' : 'auction.turn.failed')}
      />
    );
  if (auction.sides.includes('owner'))
    return (
      <Alert
        type="info"
        showIcon
        data-testid="auction-turn"
        title={t('auction.turn.owner')}
        action={<Link to={ownerAuctionPath(auction.id)}>{t('auction.turn.manage')}</Link>}
      />
    );
  const phase = auction.phase;
  const mine = auction.mySignUp;
  const key =
    phase === 'bidding'
      ? mine?.status === 'qualified'
        ? 'auction.turn.bid'
        : 'auction.turn.watch'
      : phase === 'signup'
        ? mine
          ? 'auction.turn.signedUp'
          : 'auction.turn.signUp'
        : phase === 'closing'
          ? 'auction.turn.closing'
          : 'auction.turn.wait';
  return <Alert type={key === 'auction.turn.bid' ? 'success' : 'info'} showIcon data-testid="auction-turn" title={t(key)} />;
}

/**
 * /bidDemand?id= an auction's page: where it stands and whose turn it is, the live board with the bid form (a
 * qualified bidder while bidding is open), the reader's sign-up and deposit, the rules and lots, the bid log as the
 * rules let the reader see it, and once closed the award with its verification.
 */
export function AuctionPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...AUCTIONS_KEY, 'info', id]}
      load={auctionApi.info}
      title={t('route.bidDemand')}
      notFound={t('auction.detail.notFound')}
      back={{ to: '/bidDemand', label: t('auction.detail.back') }}
    >
      {(auction) => (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            title={
              <Space wrap>
                <span data-testid="auction-page-title">{auction.title}</span>
                <Tag color={AUCTION_STATUS_COLOURS[auction.status]} data-testid="auction-page-status">
                  {auction.phaseLabel ?? auction.statusLabel}
                </Tag>
                <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                  {auction.auctionNo}
                </Typography.Text>
              </Space>
            }
            extra={
              <Link to={`/companyBidDemand?companyId=${auction.ownerCompanyId}`} data-testid="auction-owner">
                {auction.ownerCompanyName}
              </Link>
            }
          >
            <AuctionTurn auction={auction} />
          </Card>
          <Row gutter={16}>
            <Col xs={24} lg={16}>
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                {auction.status !== 'draft' && auction.status !== 'pending' && auction.status !== 'cancelled' && (
                  <LiveBoard auction={auction} />
                )}
                {auction.award && <AwardView auction={auction} />}
                {auction.status === 'awarded' && (auction.sides.includes('owner') || auction.sides.includes('bidder')) && (
                  <DealContracts auctionId={auction.id} direction={auction.direction} />
                )}
                <Card title={t('auction.detail.lots')}>
                  <LotsTable auction={auction} />
                </Card>
                <Card title={t('auction.detail.log')}>
                  <BidLog auction={auction} />
                </Card>
              </Space>
            </Col>
            <Col xs={24} lg={8}>
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                <SignUpPanel auction={auction} />
                <Card title={t('auction.detail.rules')} size="small">
                  <AuctionRules auction={auction} column={1} />
                </Card>
              </Space>
            </Col>
          </Row>
        </Space>
      )}
    </DetailsById>
  );
}
