import { chinaDate, type FeeSchedule, type PickupPoint, type Receipt, type Warehouse } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { RECEIPTS_KEY, REFERENCE_KEY, receiptApi } from '../api.ts';
import { FeePerUnit, ProductWithGrade, Quantity, StorageRate, yuan } from '../components/GoodsWords.tsx';
import { ReceiptStatusTags } from '../components/StatusTags.tsx';
import { useMayManageReceipts } from '../components/useMayManageReceipts.tsx';

/**
 * /manage/warehouseDetails?id= 仓库详情: what a depositor weighs before choosing a warehouse, and a holder looks up
 * after: where it is, its licences and gate capacity, whom to call, the fees in force today, a factory warehouse's
 * pick-up points, and the receipts the company holds there. Its own keeper gets the way to its inbound and gate work.
 */
export default function WarehouseDetailsPage() {
  const { t } = useTranslation();
  return (
    <DetailsById
      queryKey={(id) => [...REFERENCE_KEY, 'warehouse', id]}
      load={receiptApi.warehouse}
      title={t('route.manage.warehouseDetails')}
      notFound={t('warehousePage.notFound')}
      back={{ to: '/manage/warehouseReceiptList', label: t('warehousePage.backToReceipts') }}
    >
      {(found) => <WarehouseDetails warehouse={found} />}
    </DetailsById>
  );
}

function WarehouseDetails({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation();
  const power = useUserPower();
  const mayManage = useMayManageReceipts();
  const company = power.data?.company ?? null;
  const keptByUs = company?.id === warehouse.keeperCompanyId;
  const mayView = Boolean(power.data && (power.data.isMainAccount || power.data.codes.includes('receipt.view')));

  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <Space wrap>
            {warehouse.name}
            <Typography.Text copyable type="secondary" data-testid="wr-warehouse-code">
              {warehouse.code}
            </Typography.Text>
            <Tag>{t(`warehouse.kind.${warehouse.kind}`)}</Tag>
            {warehouse.dangerousGoods && <Tag color="orange">{t('warehousePage.dangerousLicensed')}</Tag>}
            {!warehouse.enabled && <Tag data-testid="wr-warehouse-disabled">{t('warehousePage.disabled')}</Tag>}
          </Space>
        }
        extra={
          <Space wrap>
            {keptByUs && (
              <>
                <Link to="/manage/keeperInbound">{t('route.manage.keeperInbound')}</Link>
                <Link to="/manage/pickupBoard">{t('route.manage.pickupBoard')}</Link>
              </>
            )}
            {warehouse.enabled && warehouse.kind === 'warehouse' && mayManage && company && (
              <Link to={`/manage/deposit?warehouseId=${warehouse.id}`} data-testid="wr-warehouse-deposit">
                <Button type="primary">{t('warehousePage.deposit')}</Button>
              </Link>
            )}
          </Space>
        }
        data-testid="wr-warehouse-card"
      >
        {!warehouse.enabled && <Typography.Paragraph type="secondary">{t('warehousePage.disabledHint')}</Typography.Paragraph>}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'keeper', label: t('warehousePage.keeper'), children: warehouse.keeperCompanyName },
            { key: 'place', label: t('warehousePage.place'), children: warehouse.place },
            { key: 'address', label: t('warehousePage.address'), children: warehouse.address, span: 2 },
            {
              key: 'coordinates',
              label: t('warehousePage.coordinates'),
              children: t('warehousePage.coordinatesValue', {
                longitude: warehouse.longitude,
                latitude: warehouse.latitude,
              }),
            },
            {
              key: 'capacity',
              label: t('warehousePage.capacity'),
              children: t('warehousePage.capacityValue', { capacity: formatNumber(warehouse.dailyOutboundCapacity) }),
            },
            {
              key: 'dangerous',
              label: t('warehousePage.dangerous'),
              children: warehouse.dangerousGoods ? t('warehousePage.dangerousYes') : t('warehousePage.dangerousNo'),
            },
            { key: 'registry', label: t('warehousePage.registryCode'), children: warehouse.registryCode ?? '-' },
            { key: 'contact', label: t('warehousePage.contact'), children: warehouse.contactName },
            {
              key: 'phone',
              label: t('warehousePage.phone'),
              children: <a href={`tel:${warehouse.contactPhone}`}>{warehouse.contactPhone}</a>,
            },
          ]}
        />
      </Card>
      <FeesInForce warehouseId={warehouse.id} />
      {warehouse.kind === 'factory' && <PickupPoints factoryId={warehouse.id} />}
      {company && mayView && <ReceiptsHere warehouseId={warehouse.id} />}
    </Flex>
  );
}

/** The warehouse's fees in force today (China) for each product it takes. */
function FeesInForce({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const today = chinaDate();
  const fees = useQuery({
    queryKey: [...REFERENCE_KEY, 'fees', warehouseId, 'all', today],
    queryFn: () => receiptApi.fees({ warehouseId, on: today }),
  });
  const columns: ColumnsType<FeeSchedule> = [
    { title: t('warehousePage.fee.product'), dataIndex: 'productName' },
    {
      title: t('warehousePage.fee.storage'),
      key: 'storage',
      align: 'right',
      render: (_, fee) => <StorageRate rate={fee.storageRate} unit={fee.unit} />,
    },
    {
      title: t('warehousePage.fee.in'),
      key: 'in',
      align: 'right',
      render: (_, fee) => <FeePerUnit fee={fee.inboundFee} unit={fee.unit} />,
    },
    {
      title: t('warehousePage.fee.out'),
      key: 'out',
      align: 'right',
      render: (_, fee) => <FeePerUnit fee={fee.outboundFee} unit={fee.unit} />,
    },
    {
      title: t('warehousePage.fee.transfer'),
      key: 'transfer',
      align: 'right',
      render: (_, fee) => <FeePerUnit fee={fee.transferFee} unit={fee.unit} />,
    },
    {
      title: t('warehousePage.fee.effective'),
      key: 'effective',
      render: (_, fee) =>
        fee.effectiveTo
          ? t('receiptHolder.deposit.feeEffectiveTo', { from: fee.effectiveFrom, to: fee.effectiveTo })
          : t('receiptHolder.deposit.feeEffectiveFrom', { from: fee.effectiveFrom }),
    },
  ];
  return (
    <Card title={t('warehousePage.fee.title')}>
      <Table<FeeSchedule>
        rowKey="id"
        size="small"
        loading={fees.isPending}
        dataSource={fees.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description={t('warehousePage.fee.empty')} /> }}
        data-testid="wr-warehouse-fees"
      />
      <Typography.Text type="secondary">{t('receiptHolder.deposit.feeNote')}</Typography.Text>
    </Card>
  );
}

/** Where a factory warehouse's goods are collected. */
function PickupPoints({ factoryId }: { factoryId: number }) {
  const { t } = useTranslation();
  const points = useQuery({
    queryKey: [...REFERENCE_KEY, 'pickup-points', factoryId],
    queryFn: () => receiptApi.pickupPoints(factoryId),
  });
  const columns: ColumnsType<PickupPoint> = [
    { title: t('warehousePage.pickup.name'), dataIndex: 'name' },
    { title: t('warehousePage.pickup.address'), dataIndex: 'address' },
    { title: t('warehousePage.contact'), dataIndex: 'contactName' },
    { title: t('warehousePage.phone'), dataIndex: 'contactPhone' },
  ];
  return (
    <Card title={t('warehousePage.pickup.title')}>
      <Table<PickupPoint>
        rowKey="id"
        size="small"
        loading={points.isPending}
        dataSource={points.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description={t('warehousePage.pickup.empty')} /> }}
        data-testid="wr-warehouse-pickups"
      />
    </Card>
  );
}

/** The receipts in force the company holds in this warehouse, with their fees to date. */
function ReceiptsHere({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const list = usePagedTable<Receipt>([...RECEIPTS_KEY, 'at-warehouse', warehouseId], (page) =>
    receiptApi.list({ ...page, as: 'holder', status: 'active', warehouseId }),
  );
  const columns: ColumnsType<Receipt> = [
    {
      title: t('warehousePage.held.receiptNo'),
      dataIndex: 'receiptNo',
      render: (no: string, r) => <Link to={`/manage/warehouseReceiptdetails?id=${r.id}`}>{no}</Link>,
    },
    {
      title: t('warehousePage.held.product'),
      key: 'product',
      render: (_, r) => <ProductWithGrade name={r.productName} grade={r.grade} />,
    },
    { title: t('warehousePage.held.batch'), dataIndex: 'batchNo' },
    {
      title: t('warehousePage.held.quantity'),
      key: 'quantity',
      align: 'right',
      render: (_, r) => <Quantity value={r.quantity} unit={r.unit} />,
    },
    { title: t('warehousePage.held.status'), key: 'status', render: (_, r) => <ReceiptStatusTags receipt={r} /> },
    { title: t('warehousePage.held.fees'), key: 'fees', align: 'right', render: (_, r) => yuan(r.fees.amount) },
  ];
  return (
    <Card title={t('warehousePage.held.title')}>
      <Table<Receipt>
        {...list.tableProps}
        size="small"
        columns={columns}
        locale={{ emptyText: <Empty description={t('warehousePage.held.empty')} /> }}
        data-testid="wr-warehouse-receipts"
      />
    </Card>
  );
}
