import { AUCTION_HALL_TABS, type Auction, type AuctionHallTab } from '@hgsc/contracts';
import { Card, Empty, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Segmented } from '../../../shared/ui/Segmented.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { auctionPath } from '../auction-paths.ts';
import { AuctionTable } from '../components/AuctionTable.tsx';
import { AuctionPage } from './AuctionPage.tsx';

/** /bidDemand 竞价大厅: the auctions upcoming, bidding now and ended; with ?id= one auction's page. */
export default function BidDemandPage() {
  const [search] = useSearchParams();
  return search.has('id') ? <AuctionPage /> : <AuctionHall />;
}

/** The hall, or one company's auctions (/companyBidDemand?companyId=). */
export function AuctionHall({ companyId, title }: { companyId?: number; title?: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AuctionHallTab>('live');
  const list = usePagedTable<Auction, { keyword: string }>(
    [...AUCTIONS_KEY, 'hall', tab, companyId ?? 0],
    (params) => auctionApi.hall({ ...params, tab, ...(companyId ? { companyId } : {}) }),
    { keyword: '' },
  );
  return (
    <Card title={title ?? t('route.bidDemand')}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
        <Segmented<AuctionHallTab>
          value={tab}
          aria-label={t('auction.hall.tabs')}
          onChange={(value) => {
            setTab(value);
            list.reset();
          }}
          options={AUCTION_HALL_TABS.map((key) => ({
            value: key,
            label: <span data-testid={`hall-tab-${key}`}>{t(`auction.hall.${key}`)}</span>,
          }))}
        />
        <Input.Search
          allowClear
          style={{ maxWidth: 360 }}
          placeholder={t('auction.hall.search')}
          aria-label={t('auction.hall.search')}
          enterButton={t('common.search')}
          maxLength={50}
          onSearch={(value) => list.search({ keyword: value.trim() })}
          data-testid="hall-search"
        />
      </div>
      <AuctionTable
        tableProps={list.tableProps}
        pathOf={(auction) => auctionPath(auction.id)}
        showOwner={!companyId}
        empty={<Empty description={t(list.filter.keyword ? 'auction.hall.emptySearch' : `auction.hall.empty.${tab}`)} />}
      />
    </Card>
  );
}
