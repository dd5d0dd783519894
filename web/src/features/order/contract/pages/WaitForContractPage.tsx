import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Input, Space, Table, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/config.ts';
import { formatDate, formatMoney } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { CountBadge } from '../../../../shared/ui/StatusTabs.tsx';
import { UrlPagination } from '../../../../shared/ui/UrlPagination.tsx';
import { useUrlQuery } from '../../../../shared/url-query.ts';
import { useCan } from '../../../company/index.ts';
import { ORDER_QUERY_KEY, orderApi } from '../../api.ts';
import { CancelPendingTag } from '../../components/OrderStatusTag.tsx';
import { ContractActions } from '../components/ContractActions.tsx';
import { SignedContractsTable } from '../components/SignedContractsTable.tsx';
import { StageTag } from '../components/StageTag.tsx';
import { contractApi } from '../contract-api.ts';
import {
  CONTRACT_LIST_TABS,
  type ContractListQuery,
  type ContractListTab,
  parseContractListQuery,
  writeContractListQuery,
} from '../contract-list-query.ts';
import { type ContractParty, contractInfoPath } from '../contract-stage.ts';
import { EnglishContractLink } from '../english/EnglishContractLink.tsx';

const UNFILTERED_FIRST_PAGE: ContractListQuery = { tab: 'waiting', current: 1, size: DEFAULT_PAGE_SIZE };

/** One page of the party's orders waiting on their contract, as the query names it. */
const waitingOrders = (party: ContractParty, query: ContractListQuery) => ({
  queryKey: [...ORDER_QUERY_KEY, 'list', party, 'waitforcontract', query],
  queryFn: () =>
    orderApi.list(party, 'waitforcontract', {
      current: query.current,
      size: query.size,
      ...(query.keyword ? { keyword: query.keyword } : {}),
    }),
});

/** One page of the side's signed contracts, as the query names it. */
const signedContracts = (party: ContractParty, query: ContractListQuery) => ({
  queryKey: [...ORDER_QUERY_KEY, 'contract', 'list', party, 'signed', query],
  queryFn: () =>
    contractApi.list({
      current: query.current,
      size: query.size,
      party,
      status: 'signed',
      ...(query.keyword ? { keyword: query.keyword } : {}),
    }),
});

/**
 * /manage/buyerwaitforbuycontract and /manage/sellerwaitforsellercontract: the company's orders
 * whose contract is still open on one side (10, 37, 38, 39; /order/{side}/waitforcontract), each
 * with its current contract (number, time) and the contract steps the caller may take now.
 */
export function WaitForContractPage({ party }: { party: ContractParty }) {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQuery(parseContractListQuery, writeContractListQuery);
  const signedTab = query.tab === 'signed';
  // A sub-account that may read contracts but not the party's orders lists these (contract.view) without the tab counts.
  const ordersAllowed = useCan(party === 'buyer' ? 'buy.order' : 'shop.order');
  const counts = useQuery({
    queryKey: [...ORDER_QUERY_KEY, 'count', party],
    queryFn: () => orderApi.count(party),
    enabled: ordersAllowed,
  });
  const list = useQuery({ ...waitingOrders(party, query), placeholderData: keepPreviousData, enabled: !signedTab });
  const signed = useQuery({ ...signedContracts(party, query), placeholderData: keepPreviousData, enabled: signedTab });
  // Without the counts, the badge still counts every order waiting, not the keyword's matches: the unfiltered first
  // page's total (the list's own answer, fetched once, while the list shows that page).
  const allWaiting = useQuery({ ...waitingOrders(party, UNFILTERED_FIRST_PAGE), enabled: !ordersAllowed });
  const records = list.data?.records ?? [];
  const rows = records.map((order) => ({ order, contract: order.contract }));
  const title = t(party === 'buyer' ? 'route.manage.buyerwaitforbuycontract' : 'route.manage.sellerwaitforsellercontract');

  return (
    <Card
      title={
        <Space>
          {title}
          <CountBadge
            count={(ordersAllowed ? counts.data?.waitforcontract : allWaiting.data?.total) ?? 0}
            testId="contract-count"
          />
        </Space>
      }
      extra={
        <Input.Search
          key={query.keyword ?? ''}
          defaultValue={query.keyword}
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t(signedTab ? 'contractPage.searchSignedPlaceholder' : 'contractPage.searchPlaceholder')}
          aria-label={t(signedTab ? 'contractPage.searchSignedPlaceholder' : 'contractPage.searchPlaceholder')}
          enterButton={t('contractPage.search')}
          maxLength={100}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() || undefined })}
        />
      }
    >
      <Tabs
        activeKey={query.tab}
        onChange={(key) => setQuery({ ...query, tab: key as ContractListTab, current: 1 })}
        items={CONTRACT_LIST_TABS.map((tab) => ({
          key: tab,
          label: <span data-testid={`contract-tab-${tab}`}>{t(`contractPage.tab.${tab}`)}</span>,
        }))}
      />
      {signedTab ? (
        <SignedContractsTable party={party} page={signed.data} loading={signed.isFetching} />
      ) : (
        <Table<(typeof rows)[number]>
          rowKey={(row) => row.order.id}
          loading={list.isFetching}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: <Empty description={t('contractPage.empty')} data-testid="contract-empty" /> }}
          // The columns fit the page's 890 px at a 1366 px window (order and contract numbers share one); narrower, the
          // table scrolls whole, with no fixed column to lie over the others.
          scroll={{ x: 880 }}
          columns={[
            {
              title: t('contractPage.col.numbers'),
              key: 'numbers',
              width: 190,
              render: (_, { order, contract }) => (
                <Flex vertical>
                  <Link to={`/order/${order.id}`} data-testid="contract-order-no">
                    {order.orderNo}
                  </Link>
                  {contract ? (
                    <Link to={contractInfoPath(order.id, party)} data-testid="contract-no">
                      {contract.contractNo}
                    </Link>
                  ) : (
                    <Typography.Text type="secondary">{t('contractPage.noContractYet')}</Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              title: t(party === 'buyer' ? 'contractPage.col.seller' : 'contractPage.col.buyer'),
              key: 'counterparty',
              render: (_, { order }) => (party === 'buyer' ? order.sellerCompanyName : order.buyerCompanyName),
            },
            {
              title: t('contractPage.col.amount'),
              key: 'amount',
              width: 120,
              align: 'right',
              render: (_, { order }) => formatMoney(order.totalAmount, order.currency),
            },
            {
              title: t('contractPage.col.stage'),
              key: 'stage',
              width: 150,
              render: (_, { order }) => (
                <Flex vertical gap={4} align="flex-start">
                  <StageTag order={order} />
                  <CancelPendingTag order={order} />
                </Flex>
              ),
            },
            {
              title: t('contractPage.col.time'),
              key: 'time',
              width: 170,
              render: (_, { order, contract }) => (
                <Flex vertical>
                  {contract && <span>{t('contractPage.generatedAt', { time: formatDate(contract.generatedAt) })}</span>}
                  <Typography.Text type="secondary">
                    {t('contractPage.updatedAt', { time: formatDate(order.updatedAt) })}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('contractPage.col.actions'),
              key: 'actions',
              width: 150,
              render: (_, { order, contract }) => (
                <Flex vertical gap={4} align="flex-start">
                  <Link to={contractInfoPath(order.id, party)} data-testid="contract-info-link">
                    {t('contractPage.btn.view')}
                  </Link>
                  <EnglishContractLink order={order} />
                  <ContractActions order={order} contractNo={contract?.contractNo} size="small" party={party} />
                </Flex>
              ),
            },
          ]}
        />
      )}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <UrlPagination
          className="contract-pagination"
          current={query.current}
          size={query.size}
          total={(signedTab ? signed.data?.total : list.data?.total) ?? 0}
          onChange={(current, size) => setQuery({ ...query, current, size })}
        />
      </Flex>
    </Card>
  );
}
