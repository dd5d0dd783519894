import {
  SEAL_NUMBER_PATTERN,
  SEAL_PURPOSES,
  SEAL_SOURCES,
  type SealInfo,
  type SealPreview,
  type SealPurpose,
  type SealRole,
  type SealSource,
  sealPurposeLabelKey,
  sealRoleLabelKey,
  sealSourceLabelKey,
} from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Radio, Select, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast, showValidationToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { mobileRules, required, smsCodeRules } from '../../../shared/ui/form-rules.ts';
import { SendCodeButton } from '../../user/index.ts';
import { sealApi, sealInfoKey } from '../api.ts';
import { SealImage } from './SealImage.tsx';

interface SealFormValues {
  source: SealSource;
  purpose: SealPurpose;
  sealNumber?: string;
  imageKey?: string;
  mobile: string;
  newCode: string;
  oldCode?: string;
  /** Holds no value: its rule requires a preview of the generated seal before step 2. */
  previewed?: string;
}

/** The fields of each step; a server error on a field of step 1 goes back there. */
const IMAGE_FIELDS = ['source', 'purpose', 'sealNumber', 'imageKey'];
const VERIFY_FIELDS = ['mobile', 'newCode', 'oldCode'];

/** A 6-digit code input with its "获取验证码" button (resend countdown, captcha first). */
function CodeField({
  name,
  label,
  send,
  validate,
}: {
  name: 'newCode' | 'oldCode';
  label: string;
  send: Parameters<typeof SendCodeButton>[0]['send'];
  validate?: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required>
      <Flex gap={8}>
        <Form.Item name={name} noStyle rules={smsCodeRules(t)}>
          <Input
            aria-label={label}
            placeholder={t('form.codePlaceholder')}
            maxLength={6}
            autoComplete="one-time-code"
            inputMode="numeric"
            data-testid={`seal-${name}`}
          />
        </Form.Item>
        <SendCodeButton send={send} {...(validate ? { validate } : {})} />
      </Flex>
    </Form.Item>
  );
}

/** Step 1: a generated seal (purpose, optional code, preview) or an uploaded image. */
function ImageStep({ role, info, source }: { role: SealRole; info: SealInfo; source: SealSource }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<SealFormValues>();
  const [preview, setPreview] = useState<SealPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const purpose = Form.useWatch('purpose', form);
  const sealNumber = Form.useWatch('sealNumber', form);
  // A preview shows what would be stored only while purpose and code are those it was drawn with.
  const previewKey = `${purpose}|${sealNumber?.trim() ?? ''}`;
  const [previewFor, setPreviewFor] = useState('');
  const shown = preview && previewFor === previewKey ? preview : null;

  const generate = async () => {
    const values = await form.validateFields(['purpose', 'sealNumber']).catch(() => undefined);
    if (!values) return;
    setPreviewing(true);
    try {
      const number = values.sealNumber?.trim();
      setPreview(await sealApi.preview(role, { purpose: values.purpose, ...(number ? { sealNumber: number } : {}) }));
      setPreviewFor(previewKey);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <>
      <Form.Item name="source" label={t('sealManage.field.source')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={SEAL_SOURCES.map((value) => ({ value, label: t(sealSourceLabelKey(value)) }))}
        />
      </Form.Item>
      <Form.Item name="purpose" label={t('sealManage.field.purpose')} rules={[{ required: true }]}>
        <Select
          aria-label={t('sealManage.field.purpose')}
          options={SEAL_PURPOSES.map((value) => ({ value, label: t(sealPurposeLabelKey(value)) }))}
          data-testid="seal-purpose"
        />
      </Form.Item>
      {source === 'generated' ? (
        <>
          <Form.Item
            name="sealNumber"
            label={t('sealManage.field.sealNumber')}
            rules={[{ pattern: SEAL_NUMBER_PATTERN, message: t('sealManage.sealNumberInvalid') }]}
          >
            <Input maxLength={16} inputMode="numeric" placeholder={t('sealManage.sealNumberPlaceholder')} />
          </Form.Item>
          <Form.Item label={t('sealManage.field.image')} required>
            <Space orientation="vertical">
              <Typography.Text type="secondary">{t('sealManage.generateHint', { name: info.companyName })}</Typography.Text>
              <Button loading={previewing} onClick={() => void generate()} data-testid="seal-generate">
                {t(shown ? 'sealManage.regenerate' : 'sealManage.generate')}
              </Button>
              {shown && <SealImage src={shown.dataUrl} alt={t('sealManage.previewAlt')} size={200} testId="seal-preview" />}
            </Space>
          </Form.Item>
          {/* Step 1 may only be left with a preview of what will be stored (validated with the step). */}
          <Form.Item
            name="previewed"
            hidden
            rules={[{ validator: async () => (shown ? undefined : Promise.reject(new Error(t('sealManage.generateFirst')))) }]}
          >
            <Input />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="imageKey"
          label={t('sealManage.field.image')}
          rules={[required(t('sealManage.uploadRequired'))]}
          extra={t('sealManage.uploadHint')}
        >
          <FileUploadField
            kind="img"
            testId="seal-upload"
            buttonText={t('sealManage.upload')}
            aria-label={t('sealManage.upload')}
          />
        </Form.Item>
      )}
    </>
  );
}

/**
 * 设置 / 变更印章: step 1 the seal image (generated from the company name, or uploaded), step 2 the
 * SMS codes — the main account's mobile when an approved seal is being replaced, and always the
 * keeper's mobile — then the application goes to the operator's review.
 */
export function SealChangeModal({ role, info, onClose }: { role: SealRole; info: SealInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SealFormValues>();
  const [step, setStep] = useState(0);
  const source = Form.useWatch('source', form) ?? 'generated';
  const roleLabel = t(sealRoleLabelKey(role));
  const refresh = () => queryClient.invalidateQueries({ queryKey: sealInfoKey(role) });

  const next = async () => {
    const fields = source === 'generated' ? ['source', 'purpose', 'sealNumber', 'previewed'] : ['source', 'purpose', 'imageKey'];
    try {
      await form.validateFields(fields);
    } catch {
      const previewError = form.getFieldError('previewed')[0];
      if (previewError) showValidationToast(previewError);
      return;
    }
    setStep(1);
  };

  const { submit, submitting } = useFormSubmit(
    async () => {
      const values = form.getFieldsValue(true) as SealFormValues;
      const sealNumber = values.sealNumber?.trim();
      await sealApi.update(role, {
        source: values.source,
        purpose: values.purpose,
        ...(values.source === 'generated' && sealNumber ? { sealNumber } : {}),
        ...(values.source === 'uploaded' ? { imageKey: values.imageKey } : {}),
        mobile: values.mobile.trim(),
        newCode: values.newCode.trim(),
        ...(info.needsOldCode ? { oldCode: values.oldCode?.trim() } : {}),
      });
      showSuccessToast(t('seal.submitted'));
      await refresh();
      onClose();
    },
    (error) => {
      if (error.field && IMAGE_FIELDS.includes(error.field)) setStep(0);
      applyFieldError(form, error, [...IMAGE_FIELDS, ...VERIFY_FIELDS]);
      // Someone else's change went to review meanwhile: show it.
      if (error.errorCode === 'WRONG_STATE') {
        void refresh();
        onClose();
      }
    },
  );

  return (
    <Modal
      open
      title={t(info.needsOldCode ? 'sealManage.modalTitleChange' : 'sealManage.modalTitleSet', { role: roleLabel })}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={620}
      footer={
        step === 0 ? (
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" onClick={() => void next()} data-testid="seal-next">
              {t('common.next')}
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={() => setStep(0)}>{t('sealManage.previous')}</Button>
            <Button type="primary" loading={submitting} onClick={() => form.submit()} data-testid="seal-submit">
              {t('sealManage.submit')}
            </Button>
          </Space>
        )
      }
    >
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={[{ title: t('sealManage.step.image') }, { title: t('sealManage.step.verify') }]}
      />
      <Form<SealFormValues>
        form={form}
        name={`seal-${role}`}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={({ errorFields }) => {
          if (errorFields.some((field) => IMAGE_FIELDS.includes(String(field.name[0])))) setStep(0);
        }}
        initialValues={{ source: 'generated', purpose: 'contract' }}
      >
        {/* Both steps stay mounted: the values of step 1 are kept and sent with step 2. */}
        <div style={{ display: step === 0 ? 'block' : 'none' }}>
          <ImageStep role={role} info={info} source={source} />
        </div>
        <div style={{ display: step === 1 ? 'block' : 'none' }}>
          <Alert
            type="info"
            showIcon
            title={t(info.needsOldCode ? 'sealManage.verifyChangeHint' : 'sealManage.verifyFirstHint')}
            style={{ marginBottom: 16 }}
          />
          {info.needsOldCode && (
            <>
              <Form.Item label={t('sealManage.oldMobile')}>
                <Typography.Text strong data-testid="seal-main-mobile">
                  {info.mainMobileMasked}
                </Typography.Text>
              </Form.Item>
              <CodeField
                name="oldCode"
                label={t('sealManage.oldCode')}
                send={(captchaVerification) => sealApi.sendOldCode(role, captchaVerification)}
              />
            </>
          )}
          <Form.Item name="mobile" label={t('sealManage.field.holderMobile')} rules={mobileRules(t)}>
            <Input placeholder={t('form.mobilePlaceholder')} maxLength={11} autoComplete="tel" inputMode="numeric" />
          </Form.Item>
          <CodeField
            name="newCode"
            label={t('sealManage.newCode')}
            validate={() => form.validateFields(['mobile']).then(() => true)}
            send={(captchaVerification) => sealApi.sendNewCode(role, form.getFieldValue('mobile').trim(), captchaVerification)}
          />
        </div>
      </Form>
    </Modal>
  );
}
