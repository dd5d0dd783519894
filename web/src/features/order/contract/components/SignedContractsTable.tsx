import type { ContractView, Page } from '@hgsc/contracts';
import { Button, Empty, Flex, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { downloadContract } from '../../contract-download.ts';
import { type ContractParty, contractInfoPath } from '../contract-stage.ts';

/** When the contract became signed: its last signature. */
const signedAt = (contract: ContractView) =>
  contract.signatures.reduce<string | null>((last, s) => (last === null || s.signedAt > last ? s.signedAt : last), null);

/** 已签署: the side's signed contracts (/order/contract/list), each opened or downloaded. */
export function SignedContractsTable({
  party,
  page,
  loading,
}: {
  party: ContractParty;
  page: Page<ContractView> | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = async (orderId: number) => {
    setDownloading(orderId);
    try {
      await downloadContract(orderId);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Table<ContractView>
      rowKey="id"
      loading={loading}
      dataSource={page?.records}
      pagination={false}
      locale={{ emptyText: <Empty description={t('contractPage.emptySigned')} data-testid="contract-signed-empty" /> }}
      scroll={{ x: 880 }}
      data-testid="contract-signed-list"
      columns={[
        {
          title: t('contractPage.col.numbers'),
          key: 'numbers',
          width: 190,
          render: (_, c) => (
            <Flex vertical>
              <Link to={`/order/${c.orderId}`} data-testid="contract-order-no">
                {c.orderNo}
              </Link>
              <Link to={contractInfoPath(c.orderId, party)} data-testid="contract-no">
                {c.contractNo}
              </Link>
            </Flex>
          ),
        },
        {
          title: t(party === 'buyer' ? 'contractPage.col.seller' : 'contractPage.col.buyer'),
          key: 'counterparty',
          render: (_, c) => (party === 'buyer' ? c.sellerCompanyName : c.buyerCompanyName),
        },
        {
          title: t('contractPage.col.amount'),
          key: 'amount',
          align: 'right',
          width: 120,
          render: (_, c) => formatMoney(c.totalAmount, c.currency),
        },
        {
          title: t('contractPage.col.stage'),
          key: 'status',
          width: 100,
          render: (_, c) => (
            <Tag color="success" data-testid="contract-stage">
              {c.statusLabel}
            </Tag>
          ),
        },
        {
          title: t('contractPage.col.signedAt'),
          key: 'signedAt',
          width: 170,
          render: (_, c) => formatDate(signedAt(c)),
        },
        {
          title: t('contractPage.col.actions'),
          key: 'actions',
          width: 150,
          render: (_, c) => (
            <Flex gap={8} wrap align="center">
              <Link to={contractInfoPath(c.orderId, party)} data-testid="contract-info-link">
                {t('contractPage.btn.view')}
              </Link>
              <Button size="small" loading={downloading === c.orderId} onClick={() => download(c.orderId)}>
                {t('contractPage.btn.download')}
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
}
