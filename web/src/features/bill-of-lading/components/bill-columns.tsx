import type { Bill } from '@hgsc/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity } from '../../../shared/ui/GoodsWords.tsx';
import { secondary } from '../../../shared/ui/secondary-text.tsx';
import { BillStatusTag } from './BillStatusTag.tsx';

export const billDetailsPath = (id: number) => `/manage/billLadingDetails?id=${id}`;
export const receiptDetailsPath = (id: number) => `/manage/warehouseReceiptdetails?id=${id}`;

/**
 * The day, slot and dock a bill is scheduled for, or the day its holder asked for while it waits. A bill the keeper
 * moved says so beside its day (what it was before on hover), so the holder sees the new day is not the first one.
 */
export function ScheduleWords({
  bill,
}: {
  bill: Pick<Bill, 'scheduledDate' | 'slotLabel' | 'dock' | 'expectedDate'> & Partial<Pick<Bill, 'movedFrom'>>;
}) {
  const { t } = useTranslation();
  if (!bill.scheduledDate) return secondary(t('billPage.col.expected', { date: bill.expectedDate }));
  const moved = bill.movedFrom;
  return (
    <>
      {bill.scheduledDate}
      {moved && (
        <Tooltip title={t('billPage.col.movedFrom', { date: moved.date, slot: moved.slotLabel ?? '' })}>
          <Tag color="orange" style={{ marginInlineStart: 6, marginInlineEnd: 0 }} data-testid="bill-moved">
            {t('billPage.col.moved')}
          </Tag>
        </Tooltip>
      )}
      <br />
      {secondary([bill.slotLabel, bill.dock].filter(Boolean).join(' · '))}
    </>
  );
}

/** A bill's status and, for a cancelled one, who ended it (its reason on hover). */
function StatusWords({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const by = bill.status === 'cancelled' ? bill.cancelledBy : null;
  return (
    <>
      <BillStatusTag bill={bill} />
      {by && (
        <>
          <br />
          <Tooltip title={bill.cancelReason ? t('billPage.col.cancelReason', { reason: bill.cancelReason }) : undefined}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="bill-cancelled-by" data-by={by}>
              {t(`billPage.col.cancelledBy.${by}`)}
            </Typography.Text>
          </Tooltip>
        </>
      )}
    </>
  );
}

/**
 * The columns the bill tables share (the holder's list, the keeper's board, the operator's list), each sized so
 * that a table of them scrolls rather than squeezes at 1366 px. `links: false` where the management centre's pages
 * cannot be opened (the operator console); `no` draws the bill number (a link by default).
 */
export function useBillColumns({ links = true, no }: { links?: boolean; no?: (bill: Bill) => ReactNode } = {}) {
  const { t } = useTranslation();
  const receiptLink = (id: number, receiptNo: string) =>
    links ? <Link to={receiptDetailsPath(id)}>{receiptNo}</Link> : receiptNo;
  const column = (value: ColumnType<Bill>) => value;
  return {
    billNo: column({
      title: t('billPage.col.billNo'),
      key: 'billNo',
      width: 190,
      render: (_, bill) => (
        <>
          {no ? (
            no(bill)
          ) : (
            <Link to={billDetailsPath(bill.id)} data-testid="bill-no">
              {bill.billNo}
            </Link>
          )}
          <br />
          {secondary(formatDate(bill.createdAt, 'YYYY-MM-DD HH:mm'))}
        </>
      ),
    }),
    receipt: column({
      title: t('billPage.col.receiptNo'),
      key: 'receipt',
      width: 190,
      render: (_, bill) => (
        <>
          {receiptLink(bill.receiptId, bill.receiptNo)}
          {bill.sourceReceiptId !== bill.receiptId && (
            <>
              <br />
              {secondary(t('billPage.col.splitFrom', { no: bill.sourceReceiptNo }))}
            </>
          )}
        </>
      ),
    }),
    goods: column({
      title: t('billPage.col.goods'),
      key: 'goods',
      width: 170,
      ellipsis: true,
      render: (_, bill) => <ProductWithGrade name={bill.productName} grade={bill.grade} />,
    }),
    quantity: column({
      title: t('billPage.col.quantity'),
      key: 'quantity',
      width: 120,
      align: 'right',
      render: (_, bill) => <Quantity value={bill.quantity} unit={bill.unit} />,
    }),
    warehouse: column({
      title: t('billPage.col.warehouse'),
      key: 'warehouse',
      dataIndex: 'warehouseName',
      width: 150,
      ellipsis: true,
    }),
    holder: column({
      title: t('billPage.col.holder'),
      key: 'holder',
      dataIndex: 'holderCompanyName',
      width: 170,
      ellipsis: true,
    }),
    keeper: column({
      title: t('billPage.col.keeper'),
      key: 'keeper',
      dataIndex: 'keeperCompanyName',
      width: 170,
      ellipsis: true,
    }),
    crew: column({
      title: t('billPage.col.crew'),
      key: 'crew',
      width: 130,
      render: (_, bill) => (
        <>
          {bill.crew.plate}
          <br />
          {secondary(bill.crew.driverName)}
        </>
      ),
    }),
    schedule: column({
      title: t('billPage.col.schedule'),
      key: 'schedule',
      width: 170,
      render: (_, bill) => <ScheduleWords bill={bill} />,
    }),
    status: column({
      title: t('billPage.col.status'),
      key: 'status',
      // Wide enough for the English tag (Awaiting schedule), which the Chinese 待排期 is not a measure of.
      width: 140,
      render: (_, bill) => <StatusWords bill={bill} />,
    }),
  };
}
