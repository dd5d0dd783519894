import { CONTRACT_STATUSES, type ContractStatus, contractStatusLabelKey, type ReceiptContract } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Quantity, yuan } from '../../../../shared/ui/GoodsWords.tsx';
import { secondary } from '../../../../shared/ui/secondary-text.tsx';
import { UrlPagination } from '../../../../shared/ui/UrlPagination.tsx';
import { useUrlQuery } from '../../../../shared/url-query.ts';
import { ContractStatusTags } from '../components/ContractFacts.tsx';
import { contractListBody, parseContractListQuery, writeContractListQuery } from '../contract-list-query.ts';
import { receiptContractPath, takenOrderPath } from '../contract-paths.ts';
import { type ContractSide, contractTurn, contractTurnKey, waitingForKey } from '../contract-turn.ts';
import { downloadReceiptContract, receiptContractApi, receiptContractKeys } from '../receipt-contract-api.ts';

/** The columns' widths summed: the table scrolls rather than squeezes on a narrow window. */
const TABLE_WIDTH = 190 + 170 + 150 + 140 + 120 + 150 + 110 + 110;

/**
 * /manage/warehouseReceiptContractList 仓单合同: the company's receipt sale contracts (current versions, newest first),
 * as buyer or seller, by status and by number or product; each says whose turn it is, links to its order and its
 * page, and downloads. The filters and page live in the URL.
 */
export default function ReceiptContractListPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQuery(parseContractListQuery, writeContractListQuery);
  const list = useQuery({
    queryKey: [...receiptContractKeys.list, query],
    queryFn: () => receiptContractApi.list(contractListBody(query)),
    placeholderData: keepPreviousData,
  });
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = async (contract: ReceiptContract) => {
    setDownloading(contract.orderId);
    try {
      await downloadReceiptContract(contract.orderId, contract.contract?.contractNo);
    } finally {
      setDownloading(null);
    }
  };
  const filtered = Boolean(query.party || query.status || query.keyword);

  return (
    <Card title={t('route.manage.warehouseReceiptContractList')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<ContractSide | 'all'>
          value={query.party ?? 'all'}
          style={{ width: 150 }}
          aria-label={t('receiptContractPage.list.party')}
          onChange={(party) => setQuery({ ...query, party: party === 'all' ? undefined : party, current: 1 })}
          options={[
            { value: 'all', label: t('receiptContractPage.list.partyAll') },
            { value: 'seller', label: t('receiptContractPage.list.partySeller') },
            { value: 'buyer', label: t('receiptContractPage.list.partyBuyer') },
          ]}
          data-testid="contract-list-party"
        />
        <Select<ContractStatus | 'all'>
          value={query.status ?? 'all'}
          style={{ width: 150 }}
          aria-label={t('receiptContractPage.list.status')}
          onChange={(status) => setQuery({ ...query, status: status === 'all' ? undefined : status, current: 1 })}
          options={[
            { value: 'all', label: t('receiptContractPage.list.statusAll') },
            ...CONTRACT_STATUSES.map((status) => ({ value: status, label: t(contractStatusLabelKey(status)) })),
          ]}
          data-testid="contract-list-status"
        />
        <Input.Search
          key={query.keyword ?? ''}
          defaultValue={query.keyword}
          allowClear
          style={{ width: 340, maxWidth: '100%' }}
          placeholder={t('receiptContractPage.list.search')}
          aria-label={t('receiptContractPage.list.search')}
          enterButton={t('common.search')}
          maxLength={50}
          onSearch={(value) => setQuery({ ...query, keyword: value.trim() || undefined, current: 1 })}
          data-testid="contract-list-search"
        />
      </Space>
      <Table<ReceiptContract>
        rowKey="orderId"
        loading={list.isFetching}
        dataSource={list.data?.records}
        pagination={false}
        data-testid="contract-list"
        // A table with nothing in it does not scroll: an empty scrolling region is one a keyboard cannot reach.
        scroll={list.data?.records.length ? { x: TABLE_WIDTH } : undefined}
        locale={{
          emptyText: (
            <Empty
              description={t(filtered ? 'receiptContractPage.list.emptySearch' : 'receiptContractPage.list.empty')}
              data-testid="contract-list-empty"
            />
          ),
        }}
        columns={[
          {
            title: t('receiptContractPage.col.contractNo'),
            key: 'contractNo',
            width: 190,
            render: (_, c) => (
              <>
                <Link to={receiptContractPath(c.orderId)} data-testid="contract-list-no">
                  {c.contract?.contractNo ?? '-'}
                </Link>
                {c.contract && (
                  <>
                    <br />
                    {secondary(t('receiptContractPage.versionValue', { version: c.contract.version }))}
                  </>
                )}
              </>
            ),
          },
          {
            title: t('receiptContractPage.col.orderNo'),
            key: 'orderNo',
            width: 170,
            render: (_, c) => (
              <>
                <Link to={takenOrderPath(c.party, c.orderId)} data-testid="contract-list-order">
                  {c.orderNo}
                </Link>
                <br />
                {secondary(t(`receiptContractPage.list.party${c.party === 'seller' ? 'Seller' : 'Buyer'}`))}
              </>
            ),
          },
          {
            title: t('receiptContractPage.col.counterparty'),
            key: 'counterparty',
            width: 150,
            ellipsis: { showTitle: true },
            render: (_, c) => (c.party === 'seller' ? c.buyerCompanyName : c.sellerCompanyName),
          },
          {
            title: t('receiptContractPage.col.goods'),
            key: 'goods',
            width: 140,
            render: (_, c) => (
              <>
                {c.productName}
                <br />
                {secondary(<Quantity value={c.quantity} unit={c.unit} />)}
              </>
            ),
          },
          {
            title: t('receiptContractPage.col.amount'),
            key: 'amount',
            width: 120,
            align: 'right',
            render: (_, c) => <Typography.Text strong>{yuan(c.amount)}</Typography.Text>,
          },
          {
            title: t('receiptContractPage.col.status'),
            key: 'status',
            width: 150,
            render: (_, c) => {
              const turn = contractTurn(c);
              return (
                <Flex vertical gap={2} align="flex-start">
                  <ContractStatusTags contract={c} />
                  <span data-testid="contract-list-turn" data-stage={turn.stage}>
                    {secondary(t(contractTurnKey(turn, 'short'), { party: t(waitingForKey(turn)) }))}
                  </span>
                </Flex>
              );
            },
          },
          {
            title: t('receiptContractPage.col.generatedAt'),
            key: 'generatedAt',
            width: 110,
            render: (_, c) => formatDate(c.contract?.generatedAt, 'YYYY-MM-DD HH:mm'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_, c) => {
              const no = c.contract?.contractNo ?? c.orderNo;
              return (
                <Space size={[8, 0]} wrap>
                  <Link to={receiptContractPath(c.orderId)} aria-label={t('receiptContractPage.list.viewOf', { no })}>
                    {t('receiptContractPage.btn.view')}
                  </Link>
                  {c.contract && c.contract.status !== 'cancelled' && (
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      loading={downloading === c.orderId}
                      onClick={() => void download(c)}
                      aria-label={t('receiptContractPage.list.downloadOf', { no })}
                      data-testid="contract-list-download"
                    >
                      {t('receiptContractPage.btn.download')}
                    </Button>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <UrlPagination
          className="receipt-contract-pagination"
          current={query.current}
          size={query.size}
          total={list.data?.total ?? 0}
          onChange={(current, size) => setQuery({ ...query, current, size })}
        />
      </Flex>
    </Card>
  );
}
