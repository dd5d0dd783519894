import type { OrderView } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { mobileRules, requiredField } from '../../../shared/ui/form-rules.ts';
import { ORDER_QUERY_KEY, orderToolsApi } from '../api.ts';
import { useAsk } from './use-ask.ts';

interface WitnessValues {
  witnessName: string;
  witnessMobile: string;
}

/**
 * 设置见证人 / 修改见证人 (/order/update/witness): either side, in the statuses of
 * ORDER_EDITS.updateWitness. Replacing a witness is confirmed first.
 */
export function WitnessModal({ order, open, onClose }: { order: OrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ask = useAsk();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WitnessValues>();
  const { submit, submitting } = useFormSubmit(
    async (values: WitnessValues) => {
      const witnessName = values.witnessName.trim();
      const witnessMobile = values.witnessMobile.trim();
      const old = order.witness;
      if (old && (old.name !== witnessName || old.mobile !== witnessMobile)) {
        if (!(await ask(t('orderTools.confirmWitness', { old: old.name, name: witnessName })))) return;
      }
      await orderToolsApi.updateWitness({ id: order.id, witnessName, witnessMobile });
      showSuccessToast(t('order.witnessSaved'));
      await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
      onClose();
    },
    (error) => applyFieldError(form, error, ['witnessName', 'witnessMobile']),
  );
  return (
    <Modal
      open={open}
      title={t(order.witness ? 'orderTools.changeWitness' : 'orderTools.setWitness')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'order-witness-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('orderTools.witnessHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ witnessName: order.witness?.name ?? '', witnessMobile: order.witness?.mobile ?? '' }}
      >
        <Form.Item name="witnessName" label={t('orderTools.witnessName')} rules={[requiredField(t, t('orderTools.witnessName'))]}>
          <Input maxLength={50} data-testid="order-witness-name" />
        </Form.Item>
        <Form.Item name="witnessMobile" label={t('orderTools.witnessMobile')} rules={mobileRules(t)}>
          <Input maxLength={11} inputMode="tel" data-testid="order-witness-mobile" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
