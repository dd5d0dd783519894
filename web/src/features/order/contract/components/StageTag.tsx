import type { OrderView } from '@hgsc/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { contractStageColor, contractStageLabelKey, contractStageOf, waitsOnCaller } from '../contract-stage.ts';

/** The contract stage of the order, marked when it waits on the caller's side. */
export function StageTag({ order }: { order: Pick<OrderView, 'status' | 'allowedActions'> }) {
  const { t } = useTranslation();
  const stage = contractStageOf(order.status);
  return (
    <Space size={4} wrap>
      <Tag color={contractStageColor(stage)} data-testid="contract-stage" data-stage={stage}>
        {t(contractStageLabelKey(stage))}
      </Tag>
      {waitsOnCaller(order) && <Tag color="red">{t('contractPage.yourTurn')}</Tag>}
    </Space>
  );
}
