import type { Bill } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { positiveInt } from '../../../shared/url-query.ts';
import { billApi, billInfoKey } from '../api.ts';
import { BillSections } from '../components/BillSections.tsx';
import { BillStatusTag } from '../components/BillStatusTag.tsx';
import { BillTurnNotice } from '../components/BillTurnNotice.tsx';
import { PickupNoteButton } from '../components/PickupNoteButton.tsx';
import { useBillSteps } from '../steps/useBillSteps.tsx';

/**
 * /manage/billLadingDetails?id= 提单详情, for its holder and its keeper (a notification's link): whose turn it is, the
 * goods, the vehicle and crew, the schedule and pick-up code with the note to print, the tickets, the result and the
 * fees settled, and the log; each side's steps in the header as the bill's `actions` allow them.
 */
export default function BillDetailsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  const bill = useQuery({
    queryKey: billInfoKey(id),
    queryFn: () => billApi.info(id as number),
    enabled: id !== undefined,
    retry: false,
  });
  if (id === undefined || bill.isError)
    return (
      <Card title={t('route.manage.billLadingDetails')}>
        <Empty description={t('billPage.details.notFound')}>
          <Link to="/manage/billLadingList">{t('billPage.details.backToList')}</Link>
        </Empty>
      </Card>
    );
  if (bill.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <BillDetails bill={bill.data} />;
}

function BillDetails({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const steps = useBillSteps();
  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <Space wrap>
            {t('billPage.details.title')}
            <Typography.Text copyable data-testid="bill-details-no">
              {bill.billNo}
            </Typography.Text>
            <BillStatusTag bill={bill} />
          </Space>
        }
        extra={
          <Space wrap>
            <PickupNoteButton bill={bill} />
            {steps.buttons(bill)}
          </Space>
        }
      >
        <BillTurnNotice bill={bill} />
      </Card>
      <BillSections bill={bill} />
      {steps.dialog}
    </Flex>
  );
}
