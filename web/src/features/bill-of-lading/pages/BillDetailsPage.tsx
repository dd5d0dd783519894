import type { Bill } from '@hgsc/contracts';
import { Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DetailsById } from '../../../shared/ui/DetailsById.tsx';
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
  return (
    <DetailsById
      queryKey={(id) => billInfoKey(id)}
      load={billApi.info}
      title={t('route.manage.billLadingDetails')}
      notFound={t('billPage.details.notFound')}
      back={{ to: '/manage/billLadingList', label: t('billPage.details.backToList') }}
      skeletonRows={12}
    >
      {(found) => <BillDetails bill={found} />}
    </DetailsById>
  );
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
