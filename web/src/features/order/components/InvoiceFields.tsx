import { INVOICE_TYPES } from '@hgsc/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { requiredField } from '../../../shared/ui/form-rules.ts';

/** The invoice part of the checkout form (under `invoice`): type, title, tax number, and the special invoice's bank details. */
export function InvoiceFields() {
  const { t } = useTranslation();
  const type = Form.useWatch(['invoice', 'type']);
  const special = type === 'special';
  return (
    <>
      <Form.Item name={['invoice', 'type']} label={t('pay.invoiceType')} rules={[{ required: true }]}>
        <Radio.Group options={INVOICE_TYPES.map((value) => ({ value, label: t(`order.invoiceType.${value}`) }))} />
      </Form.Item>
      <Form.Item name={['invoice', 'title']} label={t('pay.invoiceTitle')} rules={[requiredField(t, t('pay.invoiceTitle'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name={['invoice', 'taxNumber']} label={t('pay.taxNumber')} rules={[requiredField(t, t('pay.taxNumber'))]}>
        <Input maxLength={20} />
      </Form.Item>
      {(
        [
          ['bankName', 'pay.bankName', 100],
          ['bankAccount', 'pay.bankAccount', 40],
          ['address', 'pay.invoiceAddress', 200],
          ['phone', 'pay.invoicePhone', 30],
        ] as const
      ).map(([name, label, max]) => (
        <Form.Item key={name} name={['invoice', name]} label={t(label)} rules={special ? [requiredField(t, t(label))] : []}>
          <Input maxLength={max} />
        </Form.Item>
      ))}
    </>
  );
}
