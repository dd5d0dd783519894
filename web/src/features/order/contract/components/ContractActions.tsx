import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { useConfirm } from '../../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../../shared/ui/form-rules.ts';
import { ORDER_QUERY_KEY, orderApi } from '../../api.ts';
import { SignCodeField } from '../../components/SignContractForm.tsx';
import { downloadContract } from '../../contract-download.ts';
import { doneMessageKey } from '../../order-notices.ts';
import { contractApi } from '../contract-api.ts';
import { type ContractButton, type ContractParty, contractButtonsFor } from '../contract-stage.ts';
import { ChooseTemplateButton } from '../template/components/ChooseTemplateButton.tsx';
import { ContractPreviewModal } from './ContractPdf.tsx';
import { SealNotice, useSealProblem } from './SealNotice.tsx';

/** Whether the caller holds `contract.sign` (the main account holds every code). */
export function useCanSignContracts(): boolean {
  const { data: power } = useUserPower();
  return power?.codes.includes('contract.sign') ?? false;
}

/**
 * The contract buttons the caller may use now on one order: 生成合同, 签署 (SMS code), 确认条款,
 * 预览, 下载, 取消合同 (with its reason). Steps follow the server's allowedActions and contract.sign.
 */
export function ContractActions({
  order,
  contractNo,
  hasContract,
  affirmed,
  size,
  exclude = [],
  party,
}: {
  order: { id: number; orderNo: string; status: number; allowedActions: readonly string[] };
  contractNo?: string;
  hasContract?: boolean;
  affirmed?: boolean;
  size?: 'small' | 'middle';
  /** Buttons the page shows in another way (the inline preview of the info page). */
  exclude?: readonly ContractButton[];
  /** The caller's side: its seal is checked before generating or signing (no side: not checked). */
  party?: ContractParty;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const canSign = useCanSignContracts();
  const [open, setOpen] = useState<'sign' | 'cancelContract' | 'preview' | null>(null);
  const [form] = Form.useForm();
  const buttons = contractButtonsFor(order, { canSign, hasContract, affirmed }).filter((b) => !exclude.includes(b));
  const sealProblem = useSealProblem(
    party ?? 'seller',
    party !== undefined && (buttons.includes('generateContract') || buttons.includes('sign')),
  );

  const run =
    <A extends unknown[]>(button: ContractButton, call: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      await call(...args);
      showSuccessToast(t(doneMessageKey(button)));
      await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
    };

  const click = (button: ContractButton) => {
    switch (button) {
      case 'generateContract':
        return confirm({
          title: t('order.confirm.generateContract'),
          content: <SealNotice problem={sealProblem} outsideRouter />,
          danger: false,
          onOk: run('generateContract', () => orderApi.generateContract(order.id)),
        });
      case 'affirm':
        return confirm({
          title: t('contractPage.confirm.affirm'),
          danger: false,
          onOk: run('affirm', () => contractApi.affirm(order.id)),
        });
      case 'download':
        return downloadContract(order.id);
      default:
        setOpen(button);
    }
  };

  if (buttons.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Space wrap size="small">
        {/* 选择模板 before 生成合同: the contract is drawn from the template chosen. */}
        {buttons.includes('generateContract') && <ChooseTemplateButton orderId={order.id} size={size} />}
        {buttons.map((button) => (
          <Button
            key={button}
            size={size}
            type={button === 'sign' || button === 'generateContract' ? 'primary' : 'default'}
            danger={button === 'cancelContract'}
            onClick={() => click(button)}
            data-testid={`contract-action-${button}`}
          >
            {t(`contractPage.btn.${button}`)}
          </Button>
        ))}
      </Space>

      <ContractPreviewModal
        orderId={order.id}
        open={open === 'preview'}
        title={t('contractPage.preview.title', { contractNo: contractNo ?? order.orderNo })}
        onClose={close}
      />

      <FormModal<{ code: string }>
        form={form}
        onClose={close}
        open={open === 'sign'}
        title={t('order.sign.title')}
        testId="contract-sign"
        okText={t('order.sign.submit')}
        onSubmit={run('sign', (values: { code: string }) => orderApi.signContract({ id: order.id, code: values.code.trim() }))}
      >
        <SealNotice problem={sealProblem} />
        <SignCodeField orderId={order.id} disabled={sealProblem !== null} />
      </FormModal>

      <FormModal<{ reason: string }>
        form={form}
        onClose={close}
        open={open === 'cancelContract'}
        title={t('contractPage.cancel.title')}
        testId="contract-cancel"
        onSubmit={run('cancelContract', (values: { reason: string }) =>
          orderApi.cancelContract({ id: order.id, reason: values.reason.trim() }),
        )}
      >
        <Typography.Paragraph type="warning">{t('contractPage.cancel.warning')}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label={t('contractPage.cancel.reason')}
          rules={[requiredField(t, t('contractPage.cancel.reason'))]}
        >
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </FormModal>
    </>
  );
}
