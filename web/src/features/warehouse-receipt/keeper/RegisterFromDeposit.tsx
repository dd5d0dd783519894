import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { DEPOSITS_KEY, RECEIPTS_KEY, receiptApi } from '../api.ts';
import { ProductWithGrade, Quantity } from '../components/GoodsWords.tsx';
import { ReceiptElementsFields } from './ReceiptElementsFields.tsx';

interface RegisterForm {
  depositId: number;
  location: string;
  termEnd: Dayjs;
  lossStandard: string;
  insurance?: string;
}

/** Registering the receipt of goods received: the deposit's facts, then the keeper's own elements. */
export function RegisterFromDeposit({ depositId }: { depositId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RegisterForm>();
  const [chosen, setChosen] = useState<number | undefined>(depositId);
  const received = useQuery({
    queryKey: [...DEPOSITS_KEY, 'keeper', 'received'],
    queryFn: () => receiptApi.deposits({ as: 'keeper', status: 'received', current: 1, size: 100 }),
  });
  const deposit = received.data?.records.find((d) => d.id === chosen);
  const { submit, submitting } = useFormSubmit(
    async (values: RegisterForm) => {
      const receipt = await receiptApi.register({
        depositId: values.depositId,
        location: values.location.trim(),
        termEnd: values.termEnd.format('YYYY-MM-DD'),
        lossStandard: values.lossStandard.trim(),
        ...(values.insurance?.trim() ? { insurance: values.insurance.trim() } : {}),
      });
      showSuccessToast(t('receipt.registered'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
        queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY }),
      ]);
      await navigate(`/manage/newdetails?id=${receipt.id}`);
    },
    (error) => applyFieldError(form, error, ['depositId', 'location', 'termEnd', 'lossStandard', 'insurance']),
  );

  if (!received.isPending && (received.data?.records.length ?? 0) === 0)
    return <Empty description={t('keeper.nothingToRegister')} data-testid="keeper-register-empty" />;

  return (
    <Form<RegisterForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{ depositId }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="depositId"
        label={t('keeper.chooseDeposit')}
        rules={[{ required: true, message: t('keeper.chooseDepositRequired') }]}
      >
        <Select
          loading={received.isPending}
          onChange={(id: number) => setChosen(id)}
          options={received.data?.records.map((d) => ({
            value: d.id,
            label: `${d.depositNo} · ${d.applicantCompanyName} · ${d.productName} ${d.actualQty} ${d.unit}`,
          }))}
          data-testid="keeper-register-deposit"
        />
      </Form.Item>
      {deposit && (
        <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }} data-testid="keeper-register-facts">
          <Descriptions.Item label={t('keeper.depositor')}>{deposit.applicantCompanyName}</Descriptions.Item>
          <Descriptions.Item label={t('keeper.warehouse')}>{deposit.warehouseName}</Descriptions.Item>
          <Descriptions.Item label={t('keeper.product')}>
            <ProductWithGrade name={deposit.productName} grade={deposit.grade} />
          </Descriptions.Item>
          <Descriptions.Item label={t('keeper.brand')}>{deposit.brand}</Descriptions.Item>
          <Descriptions.Item label={t('keeper.batch')}>{deposit.batchNo}</Descriptions.Item>
          <Descriptions.Item
            label={t('keeper.packing')}
          >{`${deposit.packingLabel} · ${deposit.actualPieces ?? 0}`}</Descriptions.Item>
          <Descriptions.Item label={t('keeper.actualQtyShort')}>
            <Quantity value={deposit.actualQty} unit={deposit.unit} />
          </Descriptions.Item>
          <Descriptions.Item label={t('keeper.storageStart')}>{deposit.arrivalDate}</Descriptions.Item>
          <Descriptions.Item label={t('keeper.quality')} span={2}>
            {deposit.quality}
          </Descriptions.Item>
        </Descriptions>
      )}
      <ReceiptElementsFields testId="keeper-register" />
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="keeper-register-submit">
        {t('keeper.registerSubmit')}
      </Button>
    </Form>
  );
}
