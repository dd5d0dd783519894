import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, Flex, Input, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/config.ts';
import { formatDate, formatMoney } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { UrlPagination } from '../../../../shared/ui/UrlPagination.tsx';
import { readUrlPaging, useUrlQuery, writeUrlPaging } from '../../../../shared/url-query.ts';
import { useCan } from '../../../company/components/CompanyGate.tsx';
import { ORDER_QUERY_KEY, orderApi } from '../../api.ts';
import { ContractActions } from '../components/ContractActions.tsx';
import { StageTag } from '../components/StageTag.tsx';
import { type ContractParty, contractInfoPath } from '../contract-stage.ts';
import { EnglishContractLink } from '../english/EnglishContractLink.tsx';

interface ContractListQuery {
  current: number;
  size: number;
  keyword?: string;
}

/** The list's state in the URL (order-number search, page, size): links, reloads and back keep it. */
function parseQuery(params: URLSearchParams): ContractListQuery {
  const { page, size } = readUrlPaging(params);
  return { current: page, size, keyword: params.get('keyword')?.trim().slice(0, 100) || undefined };
}

const UNFILTERED_FIRST_PAGE: ContractListQuery = { current: 1, size: DEFAULT_PAGE_SIZE };

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

function writeQuery(query: ContractListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.keyword) out.set('keyword', query.keyword);
  return writeUrlPaging(out, { page: query.current, size: query.size });
}

/**
 * /manage/buyerwaitforbuycontract and /manage/sellerwaitforsellercontract: the company's orders
 * whose contract is still open on one side (10, 37, 38, 39; /order/{side}/waitforcontract), each
 * with its current contract (number, time) and the contract steps the caller may take now.
 */
export function WaitForContractPage({ party }: { party: ContractParty }) {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQuery(parseQuery, writeQuery);
  // A sub-account that may read contracts but not the party's orders lists these (contract.view) without the tab counts.
  const ordersAllowed = useCan(party === 'buyer' ? 'buy.order' : 'shop.order');
  const counts = useQuery({
    queryKey: [...ORDER_QUERY_KEY, 'count', party],
    queryFn: () => orderApi.count(party),
    enabled: ordersAllowed,
  });
  const list = useQuery({ ...waitingOrders(party, query), placeholderData: keepPreviousData });
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
          <Badge
            count={(ordersAllowed ? counts.data?.waitforcontract : allWaiting.data?.total) ?? 0}
            showZero
            color="var(--hg-badge-grey)"
            overflowCount={9999}
            data-testid="contract-count"
          />
        </Space>
      }
      extra={
        <Input.Search
          key={query.keyword ?? ''}
          defaultValue={query.keyword}
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('contractPage.searchPlaceholder')}
          aria-label={t('contractPage.searchPlaceholder')}
          enterButton={t('contractPage.search')}
          maxLength={100}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() || undefined })}
        />
      }
    >
      <Table<(typeof rows)[number]>
        rowKey={(row) => row.order.id}
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('contractPage.empty')} data-testid="contract-empty" /> }}
        scroll={{ x: 1200 }}
        columns={[
          {
            title: t('contractPage.col.orderNo'),
            key: 'orderNo',
            render: (_, { order }) => (
              <Link to={`/order/${order.id}`} data-testid="contract-order-no">
                {order.orderNo}
              </Link>
            ),
          },
          {
            title: t('contractPage.col.contractNo'),
            key: 'contractNo',
            render: (_, { order, contract }) =>
              contract ? (
                <Link to={contractInfoPath(order.id, party)} data-testid="contract-no">
                  {contract.contractNo}
                </Link>
              ) : (
                <Typography.Text type="secondary">-</Typography.Text>
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
            align: 'right',
            render: (_, { order }) => formatMoney(order.totalAmount, order.currency),
          },
          {
            title: t('contractPage.col.stage'),
            key: 'stage',
            render: (_, { order }) => <StageTag order={order} />,
          },
          {
            title: t('contractPage.col.time'),
            key: 'time',
            width: 200,
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
            fixed: 'right',
            width: 220,
            render: (_, { order, contract }) => (
              <Flex vertical gap={4} align="flex-start">
                <Link to={contractInfoPath(order.id, party)} data-testid="contract-info-link">
                  {t('contractPage.btn.view')}
                </Link>
                <EnglishContractLink order={order} />
                <ContractActions order={order} contractNo={contract?.contractNo} size="small" />
              </Flex>
            ),
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <UrlPagination
          className="contract-pagination"
          current={query.current}
          size={query.size}
          total={list.data?.total ?? 0}
          onChange={(current, size) => setQuery({ ...query, current, size })}
        />
      </Flex>
    </Card>
  );
}
