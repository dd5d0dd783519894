import { type Bill, chinaDate } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Select, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { BILLS_KEY, billApi, billInfoKey } from '../api.ts';
import { BillDrawer } from '../components/BillDrawer.tsx';
import { billDetailsPath, useBillColumns } from '../components/bill-columns.tsx';
import { PickupNoteButton } from '../components/PickupNoteButton.tsx';
import { useBillSteps } from '../steps/useBillSteps.tsx';
import { CapacityStrip } from './CapacityStrip.tsx';
import { GateLookup } from './GateLookup.tsx';
import { useKeeperWarehouses } from './useKeeperWarehouses.ts';

/**
 * /manage/pickupBoard 提货排期, the keeper's day at the gate: a warehouse it keeps, its outbound capacity over the
 * next seven days, the bills waiting for a schedule, and the picked day's scheduled bills; the gate's look-up by
 * pick-up code (the note's QR code opens /manage/pickupBoard?code=). Schedule, refuse and finish from any of them.
 */
export default function PickupBoardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { warehouses, isPending } = useKeeperWarehouses();
  const [chosen, setChosen] = useState<number | undefined>();
  // A keeper of several warehouses opens the board where a truck waits for its schedule, else where one comes today.
  const waiting = useQuery({
    queryKey: [...BILLS_KEY, 'board', 'where-trucks-are'],
    queryFn: async () => {
      const unscheduled = await billApi.tab('audit', { as: 'keeper', current: 1, size: 10 });
      if (unscheduled.records[0]) return unscheduled.records[0].warehouseId;
      const today = await billApi.tab('pass', { as: 'keeper', current: 1, size: 10, date: chinaDate() });
      return today.records[0]?.warehouseId ?? null;
    },
  });
  const waitingAt = waiting.data ?? undefined;
  // Chosen once: scheduling that truck empties the queue, and the board stays where the keeper is working.
  useEffect(() => {
    if (chosen !== undefined || waiting.isPending || isPending) return;
    const first = waitingAt ?? warehouses[0]?.id;
    if (first !== undefined) setChosen(first);
  }, [chosen, waiting.isPending, isPending, waitingAt, warehouses]);
  const warehouseId = chosen;
  const [openId, setOpenId] = useState<number | null>(null);
  const steps = useBillSteps();

  const closeDrawer = () => {
    setOpenId(null);
    // The note's code has been dealt with: a reload does not open it again.
    if (search.has('code')) {
      const next = new URLSearchParams(search);
      next.delete('code');
      setSearch(next, { replace: true });
    }
  };

  return (
    <Flex vertical gap="middle">
      <Card
        title={t('route.manage.pickupBoard')}
        extra={
          warehouses.length > 0 && (
            <Space wrap>
              <Link to="/manage/billLadingList?as=keeper" data-testid="bill-board-history">
                {t('billPage.board.history')}
              </Link>
              <Select
                value={warehouseId}
                onChange={setChosen}
                style={{ minWidth: 240 }}
                aria-label={t('billPage.board.warehouse')}
                options={warehouses.map((warehouse) => ({ value: warehouse.id, label: `${warehouse.name} (${warehouse.code})` }))}
                data-testid="bill-board-warehouse"
              />
            </Space>
          )
        }
      >
        <Flex vertical gap="middle">
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('billPage.board.gate')}
            </Typography.Title>
            <GateLookup initialCode={search.get('code')} onFound={setOpenId} />
          </div>
          {isPending || (chosen === undefined && (waiting.isPending || warehouses.length > 0)) ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : warehouseId === undefined ? (
            <Empty description={t('billPage.board.noWarehouse')} />
          ) : null}
        </Flex>
      </Card>
      {warehouseId !== undefined && <Board key={warehouseId} warehouseId={warehouseId} steps={steps} onOpen={setOpenId} />}
      {openId !== null && (
        <BillDrawer
          key={openId}
          queryKey={billInfoKey(openId)}
          load={() => billApi.info(openId)}
          links
          testId="bill-board-drawer"
          onClose={closeDrawer}
          actions={(bill) => (
            <Space wrap>
              <Link to={billDetailsPath(bill.id)}>{t('billPage.board.openPage')}</Link>
              <PickupNoteButton bill={bill} />
              {steps.buttons(bill, { sides: ['keeper'] })}
            </Space>
          )}
        />
      )}
      {steps.dialog}
    </Flex>
  );
}

type Steps = ReturnType<typeof useBillSteps>;

/** One warehouse's strip, queue and day list (remounted when the warehouse changes, from page 1 and today). */
function Board({ warehouseId, steps, onOpen }: { warehouseId: number; steps: Steps; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [day, setDay] = useState(chinaDate());
  const queue = usePagedTable<Bill>([...BILLS_KEY, 'board', 'queue', warehouseId], (params) =>
    billApi.tab('audit', { ...params, as: 'keeper', warehouseId }),
  );
  const scheduled = usePagedTable<Bill, { date: string }>(
    [...BILLS_KEY, 'board', 'day', warehouseId],
    (params) => billApi.tab('pass', { ...params, as: 'keeper', warehouseId }),
    { date: day },
  );
  const columns = useBillColumns({
    no: (bill) => (
      <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(bill.id)} data-testid="bill-no">
        {bill.billNo}
      </Button>
    ),
  });
  const actions: ColumnsType<Bill>[number] = {
    title: t('common.actions'),
    key: 'actions',
    width: 190,
    fixed: 'right',
    render: (_, bill) => steps.buttons(bill, { sides: ['keeper'], compact: true }),
  };
  const rows = (dataSource: readonly Bill[] | undefined) => (dataSource?.length ? { x: 1330 } : undefined);

  return (
    <>
      <Card title={t('billPage.board.capacity')} size="small">
        <CapacityStrip
          warehouseId={warehouseId}
          selected={day}
          onSelect={(next) => {
            setDay(next);
            scheduled.search({ date: next });
          }}
        />
      </Card>
      <Card
        size="small"
        title={t('billPage.board.queue', { count: queue.query.data?.total ?? 0 })}
        data-testid="bill-board-queue"
      >
        <Table<Bill>
          {...queue.tableProps}
          size="small"
          scroll={rows(queue.tableProps.dataSource)}
          locale={{ emptyText: <Empty description={t('billPage.board.queueEmpty')} /> }}
          columns={[
            columns.billNo,
            columns.schedule,
            columns.quantity,
            columns.crew,
            columns.holder,
            columns.goods,
            columns.receipt,
            actions,
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('billPage.board.day', { date: day, count: scheduled.query.data?.total ?? 0 })}
        data-testid="bill-board-day"
      >
        <Table<Bill>
          {...scheduled.tableProps}
          size="small"
          scroll={rows(scheduled.tableProps.dataSource)}
          locale={{ emptyText: <Empty description={t('billPage.board.dayEmpty', { date: day })} /> }}
          columns={[
            // At the gate: when, how much and which truck come first.
            columns.billNo,
            columns.schedule,
            columns.quantity,
            columns.crew,
            columns.holder,
            columns.goods,
            columns.receipt,
            actions,
          ]}
        />
      </Card>
    </>
  );
}
