import { chinaDate } from '@hgsc/contracts';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { required, requiredText } from '../../../shared/ui/form-rules.ts';

/**
 * What the keeper states on every receipt besides the goods (GB/T 30332-2024, Civil Code art. 909): where the goods
 * lie, until when they are kept, the loss standard and the insurance.
 */
export function ReceiptElementsFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="location" label={t('keeper.location')} rules={[requiredText(t('keeper.locationRequired'))]}>
        <Input maxLength={60} placeholder={t('keeper.locationPlaceholder')} data-testid={`${testId}-location`} />
      </Form.Item>
      <Form.Item name="termEnd" label={t('keeper.termEnd')} rules={[required(t('keeper.termEndRequired'))]}>
        <DatePicker
          format="YYYY-MM-DD"
          style={{ width: '100%' }}
          disabledDate={(day) => day.format('YYYY-MM-DD') < chinaDate()}
          data-testid={`${testId}-term`}
        />
      </Form.Item>
      <Form.Item name="lossStandard" label={t('keeper.lossStandard')} rules={[requiredText(t('keeper.lossStandardRequired'))]}>
        <Input maxLength={60} placeholder={t('keeper.lossStandardPlaceholder')} data-testid={`${testId}-loss`} />
      </Form.Item>
      <Form.Item name="insurance" label={t('keeper.insurance')}>
        <Input maxLength={100} placeholder={t('keeper.insurancePlaceholder')} />
      </Form.Item>
    </>
  );
}
