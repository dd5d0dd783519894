import { type BillCapacityDay, chinaDate, unitWords } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Progress, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import Decimal from 'decimal.js';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BILLS_KEY, billApi } from '../api.ts';
import './capacity-strip.css';

export const STRIP_DAYS = 7;

/** How full a day is, as a whole percentage for the bar (a display, not a quantity). */
const percentOf = (day: BillCapacityDay) => {
  const capacity = new Decimal(day.capacity);
  if (capacity.isZero()) return 100;
  return Decimal.min(100, new Decimal(day.scheduled).times(100).dividedBy(capacity)).toDecimalPlaces(0).toNumber();
};

/**
 * The warehouse's outbound capacity over the next seven days: per day what it can load out, what is scheduled
 * (and in how many bills) and what remains. A day is picked to show its gate list.
 */
export function CapacityStrip({
  warehouseId,
  selected,
  onSelect,
}: {
  warehouseId: number;
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const from = chinaDate();
  const days = useQuery({
    queryKey: [...BILLS_KEY, 'capacity', warehouseId, from, STRIP_DAYS],
    queryFn: () => billApi.capacity({ warehouseId, from, days: STRIP_DAYS }),
  });
  if (days.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!days.data?.length) return <Empty description={t('billPage.board.noCapacity')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div className="bill-capacity-strip">
      <Flex
        className="bill-capacity-days"
        role="group"
        aria-label={t('billPage.board.capacity')}
        data-testid="bill-capacity-strip"
      >
        {days.data.map((day) => {
          const active = day.date === selected;
          const unit = unitWords(day.unit, language);
          const percent = percentOf(day);
          const full = !new Decimal(day.remaining).greaterThan(0);
          return (
            <Button
              key={day.date}
              type={active ? 'primary' : 'default'}
              ghost={active}
              aria-pressed={active}
              onClick={() => onSelect(day.date)}
              className="bill-capacity-day"
              data-testid={`bill-capacity-${day.date}`}
            >
              <Flex vertical gap={2} style={{ width: '100%' }}>
                <Typography.Text strong>
                  {day.date === from ? t('billPage.board.today') : dayjs(day.date).format(t('billPage.board.dayFormat'))}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('billPage.board.dayCapacity', { capacity: formatNumber(day.capacity), unit })}
                </Typography.Text>
                <Progress
                  percent={percent}
                  size="small"
                  showInfo={false}
                  status={full ? 'exception' : 'normal'}
                  aria-label={t('billPage.board.dayUsed', { percent })}
                />
                <Typography.Text style={{ fontSize: 12 }}>
                  {t('billPage.board.dayScheduled', {
                    scheduled: formatNumber(day.scheduled),
                    bills: day.bills,
                    count: day.bills,
                    unit,
                  })}
                </Typography.Text>
                {/* antd's success green is 2.3:1 on white: a darker green reads at AA. */}
                <Typography.Text type={full ? 'danger' : undefined} style={{ fontSize: 12, color: full ? undefined : '#237804' }}>
                  {t('billPage.board.dayRemaining', { remaining: formatNumber(day.remaining), unit })}
                </Typography.Text>
              </Flex>
            </Button>
          );
        })}
      </Flex>
    </div>
  );
}
