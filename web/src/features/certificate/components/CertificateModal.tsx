import { CERTIFICATE_TYPES, type Certificate, type CertificateType, certificateTypeLabelKey } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { required, requiredField } from '../../../shared/ui/form-rules.ts';
import { CERTIFICATE_KEY, certificateApi } from '../api.ts';

interface CertificateValues {
  type: CertificateType;
  number: string;
  scope: string;
  validFrom: Dayjs;
  validTo: Dayjs;
  fileKey: string;
}

const FIELD_MAP = {
  type: 'type',
  number: 'number',
  scope: 'scope',
  validFrom: 'validFrom',
  validTo: 'validTo',
  fileKey: 'fileKey',
};
const DAY = 'YYYY-MM-DD';

/**
 * Add a certificate or edit a draft / rejected one: type, number, scope, validity and the scan (image
 * or pdf, encrypted). "Save" keeps a draft; "Save and submit" also sends it to the operator's audit.
 */
export function CertificateModal({ editing, onClose }: { editing: Certificate | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CertificateValues>();
  const existing = editing && editing !== 'new' ? editing : null;
  const andSubmit = useRef(false);

  const { submit, submitting } = useFormSubmit(
    async (values: CertificateValues) => {
      const saved = await certificateApi.save({
        ...(existing ? { id: existing.id } : {}),
        type: values.type,
        number: values.number.trim(),
        scope: values.scope.trim(),
        validFrom: values.validFrom.format(DAY),
        validTo: values.validTo.format(DAY),
        fileKey: values.fileKey,
      });
      try {
        if (andSubmit.current) {
          await certificateApi.submit(saved.id);
          showSuccessToast(t('certificate.submitted'));
        } else {
          showSuccessToast(t(existing ? 'common.updated' : 'common.created'));
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: CERTIFICATE_KEY });
      }
      onClose();
    },
    (error) => applyFieldError(form, error, FIELD_MAP),
  );

  const send = (thenSubmit: boolean) => {
    andSubmit.current = thenSubmit;
    form.submit();
  };

  return (
    <Modal
      open={editing !== null}
      title={t(existing ? 'org.certificate.editCertificate' : 'org.certificate.addCertificate')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={submitting} onClick={() => send(false)} data-testid="cert-save">
            {t('org.certificate.saveDraft')}
          </Button>
          <Button type="primary" loading={submitting} onClick={() => send(true)} data-testid="cert-save-submit">
            {t('org.certificate.saveAndSubmit')}
          </Button>
        </Space>
      }
    >
      {existing?.auditStatus === 2 && existing.auditReason && (
        <Alert
          type="error"
          showIcon
          title={t('org.certificate.reason', { reason: existing.auditReason })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<CertificateValues>
        form={form}
        name="certificate"
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={
          existing
            ? {
                type: existing.type,
                number: existing.number,
                scope: existing.scope,
                validFrom: dayjs(existing.validFrom),
                validTo: dayjs(existing.validTo),
                fileKey: existing.fileKey,
              }
            : { type: 'hazchem_business' }
        }
      >
        <Form.Item name="type" label={t('org.certificate.type')} rules={[required(t('org.certificate.typeRequired'))]}>
          <Select
            data-testid="cert-type"
            aria-label={t('org.certificate.type')}
            options={CERTIFICATE_TYPES.map((type) => ({ value: type, label: t(certificateTypeLabelKey(type)) }))}
          />
        </Form.Item>
        <Form.Item name="number" label={t('org.certificate.number')} rules={[requiredField(t, t('org.certificate.number'))]}>
          <Input maxLength={64} data-testid="cert-number" />
        </Form.Item>
        <Form.Item name="scope" label={t('org.certificate.scope')} rules={[requiredField(t, t('org.certificate.scope'))]}>
          <Input.TextArea
            rows={3}
            maxLength={2000}
            showCount
            placeholder={t('org.certificate.scopePlaceholder')}
            data-testid="cert-scope"
          />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item
            name="validFrom"
            label={t('org.certificate.validFrom')}
            rules={[required(t('org.certificate.validityRequired'))]}
            style={{ flex: 1 }}
          >
            <DatePicker format={DAY} style={{ width: '100%' }} data-testid="cert-validFrom" />
          </Form.Item>
          <Form.Item
            name="validTo"
            label={t('org.certificate.validTo')}
            dependencies={['validFrom']}
            rules={[
              required(t('org.certificate.validityRequired')),
              ({ getFieldValue }) => ({
                validator: async (_, value?: Dayjs) => {
                  const from = getFieldValue('validFrom') as Dayjs | undefined;
                  if (value && from && !value.isAfter(from, 'day')) throw new Error(t('certificate.validToBeforeFrom'));
                },
              }),
            ]}
            style={{ flex: 1 }}
          >
            <DatePicker format={DAY} style={{ width: '100%' }} data-testid="cert-validTo" />
          </Form.Item>
        </Flex>
        <Form.Item name="fileKey" label={t('org.certificate.scan')} rules={[required(t('org.certificate.scanRequired'))]}>
          <FileUploadField
            kind="file"
            testId="cert-scan"
            buttonText={t('org.certificate.uploadScan')}
            aria-label={t('org.certificate.scan')}
            current={
              existing ? { url: existing.fileUrl, name: t('org.certificate.scan'), pdf: existing.fileKey.endsWith('.pdf') } : null
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
