import { Col, Form, Input } from 'antd';
import { useTranslation } from '../i18n/use-translation.ts';
import { mobileRules, requiredField } from './form-rules.ts';

/**
 * The contact person and mobile of a form (the company certification, the shop application), as
 * two columns of its Row. `label` names a field in the form's own words; the inputs' test ids are
 * `${testIdPrefix}-contactName` and `${testIdPrefix}-contactMobile`.
 */
export function ContactFields({
  label,
  testIdPrefix,
  md,
}: {
  label: (field: 'contactName' | 'contactMobile') => string;
  testIdPrefix: string;
  /** Column width from the md breakpoint (24 below it). */
  md: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={md}>
        <Form.Item name="contactName" label={label('contactName')} rules={[requiredField(t, label('contactName'))]}>
          <Input
            maxLength={50}
            placeholder={t('field.inputPlaceholder', { field: label('contactName') })}
            data-testid={`${testIdPrefix}-contactName`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={md}>
        <Form.Item name="contactMobile" label={label('contactMobile')} rules={mobileRules(t)}>
          <Input
            maxLength={11}
            inputMode="numeric"
            placeholder={t('form.mobilePlaceholder')}
            data-testid={`${testIdPrefix}-contactMobile`}
          />
        </Form.Item>
      </Col>
    </>
  );
}
