import { Col, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';

/**
 * A weighbridge ticket's number and photo with the batch's remark, one row of three: what the seller loads on and the
 * buyer receives by (`ticketNo`, `ticketKey`, `remark` of the form). The number is required when a weighed line loads.
 */
export function TicketFields({
  ticketLabel,
  remarkLabel,
  required = false,
  testIdPrefix,
}: {
  ticketLabel: string;
  remarkLabel: string;
  required?: boolean;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="ticketNo" label={ticketLabel} rules={required ? [requiredField(t, ticketLabel)] : []}>
          <Input maxLength={40} data-testid={`${testIdPrefix}-ticket-no`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="ticketKey" label={t('orderShipment.ticketImage')}>
          <FileUploadField kind="file" testId={`${testIdPrefix}-ticket`} buttonText={t('orderShipment.upload')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="remark" label={remarkLabel}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
    </>
  );
}
