import type { WhiteListEntry } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, AutoComplete, Button, Empty, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';

/**
 * The owner's white list (白名单), shared by its auctions that admit only listed companies: certified companies found
 * by name or credit code and added with a remark, removed after asking.
 */
export function WhiteListCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const list = usePagedTable<WhiteListEntry, { keyword: string }>(
    [...AUCTIONS_KEY, 'whiteList'],
    (params) => auctionApi.whiteList(params),
    { keyword: '' },
  );
  const candidates = useQuery({
    queryKey: [...AUCTIONS_KEY, 'whiteListCandidates', keyword],
    queryFn: () => auctionApi.whiteListCandidates(keyword),
    enabled: keyword.trim().length >= 2,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'whiteList'] });
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <AutoComplete
          style={{ width: 320 }}
          value={keyword}
          onChange={(value) => {
            setKeyword(value);
            setPicked(null);
          }}
          onSelect={(_, option) => {
            setPicked(Number(option.key));
            setKeyword(String(option.label));
          }}
          options={(candidates.data ?? []).map((c) => ({
            key: String(c.companyId),
            value: c.companyName,
            label: c.companyName,
            disabled: c.listed,
          }))}
        >
          <Input
            placeholder={t('auction.whiteList.search')}
            aria-label={t('auction.whiteList.search')}
            data-testid="white-list-search"
          />
        </AutoComplete>
        <Button
          type="primary"
          disabled={picked === null}
          data-testid="white-list-add"
          onClick={async () => {
            if (picked === null) return;
            await auctionApi.addToWhiteList(picked, null);
            message.success(t('auction.whiteList.added'));
            setKeyword('');
            setPicked(null);
            await refresh();
          }}
        >
          {t('auction.whiteList.add')}
        </Button>
      </Space>
      <Table<WhiteListEntry>
        {...list.tableProps}
        data-testid="white-list"
        locale={{ emptyText: <Empty description={t('auction.whiteList.empty')} /> }}
        columns={[
          {
            title: t('auction.owner.company'),
            dataIndex: 'companyName',
            render: (name: string) => <span data-testid="white-list-company">{name}</span>,
          },
          { title: t('auction.whiteList.creditCode'), dataIndex: 'creditCode' },
          { title: t('auction.whiteList.remark'), dataIndex: 'remark', render: (r: string | null) => r ?? '-' },
          { title: t('auction.whiteList.addedAt'), key: 'at', render: (_, e) => formatMarketDate(e.addedAt, 'YYYY-MM-DD HH:mm') },
          {
            title: t('auction.list.actions'),
            key: 'actions',
            render: (_, e) => (
              <Button
                size="small"
                danger
                data-testid="white-list-remove"
                onClick={() =>
                  confirm({
                    title: t('auction.whiteList.removeTitle', { company: e.companyName }),
                    content: t('auction.whiteList.removeContent'),
                    onOk: async () => {
                      await auctionApi.removeFromWhiteList(e.id);
                      message.success(t('auction.whiteList.removed'));
                      await refresh();
                    },
                  })
                }
              >
                {t('auction.whiteList.remove')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
