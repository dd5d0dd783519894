import type { Auction, AwardVerify } from '@hgsc/contracts';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { auctionApi } from '../api.ts';

/**
 * The award: each lot's winners in rank with price, quantity and amount, or why it failed (流拍); the digest of the
 * rules and bids it was computed from; and 验证, which has the server recompute it from the log and check the log's
 * hash chain, for anyone who may read the auction.
 */
export function AwardView({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<AwardVerify | null>(null);
  const [checking, setChecking] = useState(false);
  const award = auction.award;
  if (!award) return null;
  const unitOf = (lineNo: number) => auction.lines.find((l) => l.lineNo === lineNo)?.unit ?? '';
  return (
    <Card title={t('auction.award.title')} data-testid="auction-award">
      <Alert
        type={award.awarded ? 'success' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        title={award.awarded ? t('auction.award.awarded') : t('auction.award.failed')}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        {award.lines.map((line) => (
          <div key={line.lineNo} data-testid="award-line">
            <Typography.Text strong>
              {line.lineNo}. {auction.lines.find((l) => l.lineNo === line.lineNo)?.productName}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{t('auction.award.bidders', { n: line.bidders })}</Typography.Text>
            {line.failureLabel ? (
              <Tag color="volcano" style={{ marginLeft: 8 }}>
                {line.failureLabel}
              </Tag>
            ) : (
              <Table
                size="small"
                rowKey="rank"
                pagination={false}
                dataSource={line.winners}
                columns={[
                  { title: t('auction.award.rank'), dataIndex: 'rank', width: 60 },
                  {
                    title: t('auction.award.company'),
                    dataIndex: 'companyName',
                    render: (name: string) => <span data-testid="award-winner">{name}</span>,
                  },
                  { title: t('auction.award.price'), key: 'price', align: 'right', render: (_, w) => yuan(w.price) },
                  {
                    title: t('auction.award.quantity'),
                    key: 'quantity',
                    render: (_, w) => <Quantity value={w.quantity} unit={unitOf(line.lineNo)} />,
                  },
                  { title: t('auction.award.amount'), key: 'amount', align: 'right', render: (_, w) => yuan(w.amount) },
                ]}
              />
            )}
          </div>
        ))}
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('auction.award.computedAt')}>{formatMarketDate(award.computedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('auction.award.digest')}>
            <Typography.Text code copyable style={{ fontSize: 12 }} data-testid="award-digest">
              {award.inputsDigest}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Button
          loading={checking}
          onClick={async () => {
            setChecking(true);
            try {
              setVerified(await auctionApi.verify(auction.id));
            } finally {
              setChecking(false);
            }
          }}
          data-testid="award-verify"
        >
          {t('auction.award.verify')}
        </Button>
        {verified && (
          <Alert
            type={verified.matches ? 'success' : 'error'}
            showIcon
            data-testid="award-verified"
            title={verified.matches ? t('auction.award.matches', { bids: verified.bids }) : t('auction.award.mismatch')}
            description={
              <>
                <div>{verified.chainIntact ? t('auction.award.chainIntact') : t('auction.award.chainBroken')}</div>
                <div>{t('auction.award.recomputed', { digest: verified.recomputedDigest })}</div>
              </>
            }
          />
        )}
      </Space>
    </Card>
  );
}
