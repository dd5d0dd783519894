import {
  BILL_SCHEDULE_DAYS_AHEAD,
  BILL_SLOTS,
  type Bill,
  type BillSlot,
  billSlotLabelKey,
  chinaDate,
  unitWords,
} from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Descriptions, Form, Input, Radio, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Decimal from 'decimal.js';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { required } from '../../../shared/ui/form-rules.ts';
import { ProductWithGrade, Quantity } from '../../../shared/ui/GoodsWords.tsx';
import { BILLS_KEY, billApi } from '../api.ts';
import { ScheduleWords } from '../components/bill-columns.tsx';
import { StepModal } from './StepModal.tsx';

const DAY = 'YYYY-MM-DD';

interface ScheduleForm {
  date: Dayjs;
  slot: BillSlot;
  dock?: string;
}

/** The day offered first: the one the holder asked for, brought within today and the last day that may be given. */
const firstDay = (bill: Pick<Bill, 'expectedDate'>, today: string, latest: string) => {
  if (dayjs(bill.expectedDate).isBefore(today, 'day')) return today;
  return dayjs(bill.expectedDate).isAfter(latest, 'day') ? latest : bill.expectedDate;
};

/** Today's first slot not yet over at the gate (China time); another day starts with the morning. */
const firstSlot = (day: string, today: string): BillSlot => {
  if (day !== today) return 'morning';
  const hour = new Date(Date.now() + 8 * 3600_000).getUTCHours();
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
};

/**
 * 排期 / 改期: the keeper gives the day, slot and dock. The chosen day's outbound capacity is read as it is picked —
 * what is scheduled already and what remains — against the bill's quantity; a day that cannot take it is said
 * before the server refuses it (bill.capacityExceeded).
 */
export function ScheduleModal({ bill, onClose, onDone }: { bill: Bill; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ScheduleForm>();
  const moving = bill.status === 'scheduled';
  const today = chinaDate();
  // The server takes today up to 30 days ahead; the holder's day is offered first and an earlier one is pointed out.
  const latest = dayjs(today).add(BILL_SCHEDULE_DAYS_AHEAD, 'day').format(DAY);
  const date = Form.useWatch('date', form);
  const day = date?.format(DAY);

  return (
    <StepModal<ScheduleForm>
      title={t(moving ? 'billPage.schedule.moveTitle' : 'billPage.schedule.title', { no: bill.billNo })}
      okText={t(moving ? 'billPage.schedule.move' : 'billPage.schedule.ok')}
      testId="bill-schedule"
      width={600}
      form={form}
      initialValues={{
        date: dayjs(bill.scheduledDate ?? firstDay(bill, today, latest)),
        slot: bill.slot ?? firstSlot(bill.scheduledDate ?? firstDay(bill, today, latest), today),
        dock: bill.dock ?? undefined,
      }}
      intro={
        <Descriptions
          size="small"
          column={2}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'goods',
              label: t('billPage.col.goods'),
              children: <ProductWithGrade name={bill.productName} grade={bill.grade} />,
            },
            { key: 'quantity', label: t('billPage.col.quantity'), children: <Quantity value={bill.quantity} unit={bill.unit} /> },
            { key: 'expected', label: t('billPage.el.expectedDate'), children: bill.expectedDate },
            { key: 'now', label: t('billPage.schedule.current'), children: moving ? <ScheduleWords bill={bill} /> : '-' },
          ]}
        />
      }
      onSubmit={async (values) => {
        const answer = await billApi.schedule({
          id: bill.id,
          date: values.date.format(DAY),
          slot: values.slot,
          ...(values.dock?.trim() ? { dock: values.dock.trim() } : {}),
        });
        showSuccessToast(t('bill.scheduledOk', { date: answer.scheduledDate ?? '', slot: answer.slotLabel ?? '' }));
        await onDone();
      }}
      onClose={onClose}
      after={day && <DayCapacity bill={bill} day={day} />}
    >
      <Form.Item
        name="date"
        label={t('billPage.schedule.date')}
        rules={[required(t('billPage.schedule.dateRequired'))]}
        extra={day && day < bill.expectedDate ? t('billPage.schedule.beforeExpected', { date: bill.expectedDate }) : undefined}
      >
        <DatePicker
          format={DAY}
          style={{ width: '100%' }}
          allowClear={false}
          disabledDate={(value) => value.format(DAY) < today || value.format(DAY) > latest}
          data-testid="bill-schedule-date"
        />
      </Form.Item>
      <Form.Item name="slot" label={t('billPage.schedule.slot')} rules={[required(t('billPage.schedule.slotRequired'))]}>
        <Radio.Group
          optionType="button"
          options={BILL_SLOTS.map((slot) => ({ value: slot, label: t(billSlotLabelKey(slot)) }))}
          data-testid="bill-schedule-slot"
        />
      </Form.Item>
      <Form.Item name="dock" label={t('billPage.schedule.dock')} extra={t('billPage.schedule.dockHint')}>
        <Input maxLength={20} data-testid="bill-schedule-dock" />
      </Form.Item>
    </StepModal>
  );
}

/** The picked day's capacity at the bill's warehouse, and whether the bill fits in what remains. */
function DayCapacity({ bill, day }: { bill: Bill; day: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const capacity = useQuery({
    queryKey: [...BILLS_KEY, 'capacity', bill.warehouseId, day, 1],
    queryFn: () => billApi.capacity({ warehouseId: bill.warehouseId, from: day, days: 1 }),
  });
  if (capacity.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  const found = capacity.data?.find((entry) => entry.date === day);
  if (!found) return null;
  // Moving a bill within its own day: what it holds already is counted in that day's schedule.
  const own = bill.status === 'scheduled' && bill.scheduledDate === day ? bill.quantity : '0';
  const remaining = new Decimal(found.remaining).plus(own);
  const fits = remaining.greaterThanOrEqualTo(bill.quantity);
  const unit = unitWords(found.unit, language);
  return (
    <Alert
      type={fits ? 'success' : 'error'}
      showIcon
      data-testid="bill-schedule-capacity"
      data-fits={fits}
      title={t('billPage.schedule.capacity', {
        date: day,
        capacity: formatNumber(found.capacity),
        scheduled: formatNumber(found.scheduled),
        bills: found.bills,
        count: found.bills,
        remaining: formatNumber(remaining.toString()),
        unit,
      })}
      description={fits ? undefined : t('billPage.schedule.overCapacity', { quantity: formatNumber(bill.quantity), unit })}
    />
  );
}
