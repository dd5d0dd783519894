import {
  BANK_ACCOUNT_PATTERN,
  BANK_FIELD_MAX,
  COMPANY_FIELDS,
  type CompanyDetail,
  companyFieldLabelKey,
  isValidCreditCode,
  OCR_COMPANY_FIELDS,
  type OcrCompanyField,
} from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, type FormItemProps, type FormRule, Input, Row, Space, Spin } from 'antd';
import { useState } from 'react';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { USER_INFO_KEY, USER_POWER_KEY, useUserPower } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { ContactFields } from '../../../shared/ui/ContactFields.tsx';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { required, requiredField } from '../../../shared/ui/form-rules.ts';
import { IntroField } from '../../../shared/ui/IntroField.tsx';
import { RegionFormItem, regionFields } from '../../../shared/ui/PlaceCascader.tsx';
import { COMPANY_KEY, companyApi, ocrApi } from '../api.ts';

interface CertificationValues {
  name: string;
  creditCode: string;
  legalPerson: string;
  registeredAddress: string;
  region: string[];
  contactName: string;
  contactMobile: string;
  bankName?: string;
  bankAccount?: string;
  licenseFileKey: string;
  intro?: string;
}

/**
 * create: a first application (/company/certification); resubmit: a rejected one corrected;
 * update: one under review edited; contact: an approved company's contact, receiving account and
 * introduction (the certified fields are locked) — the last three through /company/update.
 */
export type CertificationMode = 'create' | 'resubmit' | 'update' | 'contact';

type OcrState =
  | { status: 'idle' }
  | { status: 'reading' }
  /** The establishment date is shown to check against the licence: the company keeps no such field. */
  | { status: 'done'; filled: OcrCompanyField[]; missing: OcrCompanyField[]; establishmentDate?: string }
  | { status: 'failed'; missing: OcrCompanyField[] };

/** Server field → form field (the three place codes are one cascader). */
const FIELD_MAP: Record<string, string> = {
  ...Object.fromEntries(COMPANY_FIELDS.map((field) => [field, field])),
  provinceCode: 'region',
  cityCode: 'region',
  areaCode: 'region',
};

const SUBMIT_TEXT: Record<CertificationMode, string> = {
  create: 'org.cert.submit',
  resubmit: 'org.cert.resubmit',
  update: 'org.cert.saveUpdate',
  contact: 'common.save',
};

const SUCCESS_TEXT: Record<CertificationMode, string> = {
  create: 'company.certificationSubmitted',
  resubmit: 'company.resubmitted',
  update: 'company.updated',
  contact: 'company.updated',
};

const valuesOf = (company: CompanyDetail): CertificationValues => ({
  name: company.name,
  creditCode: company.creditCode,
  legalPerson: company.legalPerson,
  registeredAddress: company.registeredAddress,
  region: [company.provinceCode, company.cityCode, company.areaCode],
  contactName: company.contactName,
  contactMobile: company.contactMobile,
  bankName: company.bankName ?? '',
  bankAccount: company.bankAccount ?? '',
  licenseFileKey: company.licenseFileKey,
  intro: company.intro ?? '',
});

/**
 * The certification form (/manage/authentication). Uploading the licence also sends it to
 * /ocr/upload: what was read fills the form, and the licence fields that could not be read are
 * named and highlighted until they are typed.
 */
export function CertificationForm({
  mode,
  company,
  onDone,
  onCancel,
}: {
  mode: CertificationMode;
  company?: CompanyDetail | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CertificationValues>();
  const [ocr, setOcr] = useState<OcrState>({ status: 'idle' });
  const locked = mode === 'contact';
  // Where buyers pay is the main account's to change (the server answers a sub-account 403).
  const bankLocked = useUserPower().data?.isMainAccount === false;
  const label = (field: (typeof COMPANY_FIELDS)[number]) => t(companyFieldLabelKey(field));

  const readLicence = async (file: File) => {
    setOcr({ status: 'reading' });
    const stillEmpty = () => OCR_COMPANY_FIELDS.filter((field) => !String(form.getFieldValue(field) ?? '').trim());
    try {
      const result = await ocrApi.licence(file);
      const filled: OcrCompanyField[] = [];
      for (const field of OCR_COMPANY_FIELDS) {
        const value = result.fields[field]?.trim();
        if (!value) continue;
        form.setFieldValue(field, value);
        filled.push(field);
      }
      const missing = stillEmpty();
      setOcr({ status: 'done', filled, missing, establishmentDate: result.fields.establishmentDate });
      if (filled.length > 0) void form.validateFields(filled).catch(() => undefined);
    } catch {
      setOcr({ status: 'failed', missing: stillEmpty() });
    }
  };

  /** Typing into a field that OCR could not read (or changing one it read) updates the notice. */
  const onValuesChange = (changed: Partial<CertificationValues>) => {
    setOcr((state) => {
      if (state.status !== 'done' && state.status !== 'failed') return state;
      const touched = Object.keys(changed) as OcrCompanyField[];
      const missing = state.missing.filter((field) => !touched.includes(field) || !String(changed[field] ?? '').trim());
      if (state.status === 'failed') return { ...state, missing };
      return { ...state, missing, filled: state.filled.filter((field) => !touched.includes(field)) };
    });
  };

  const { submit, submitting } = useFormSubmit(
    async (values: CertificationValues) => {
      const contact = {
        contactName: values.contactName.trim(),
        contactMobile: values.contactMobile.trim(),
        bankName: values.bankName?.trim() ?? '',
        bankAccount: values.bankAccount?.trim() ?? '',
        intro: values.intro?.trim() ?? '',
      };
      if (mode === 'contact') {
        await companyApi.update(contact);
      } else {
        const body = {
          name: values.name.trim(),
          creditCode: values.creditCode.trim().toUpperCase(),
          legalPerson: values.legalPerson.trim(),
          registeredAddress: values.registeredAddress.trim(),
          ...regionFields(values.region),
          licenseFileKey: values.licenseFileKey,
          ...contact,
        };
        await (mode === 'create' ? companyApi.certify(body) : companyApi.update(body));
      }
      showSuccessToast(t(SUCCESS_TEXT[mode]));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_POWER_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
      ]);
      onDone();
    },
    (error) => applyFieldError(form, error, FIELD_MAP),
  );

  const missing = ocr.status === 'done' || ocr.status === 'failed' ? ocr.missing : [];
  const filled = ocr.status === 'done' ? ocr.filled : [];
  /** Highlight and hint of a licence field after OCR. */
  const ocrMark = (field: OcrCompanyField) => {
    if (missing.includes(field)) {
      return {
        extra: <span style={{ color: '#d48806' }}>{t('org.ocr.typeThis')}</span>,
        input: { status: 'warning' as const, 'data-ocr-missing': 'true' },
      };
    }
    if (filled.includes(field)) {
      return { extra: <span style={{ color: '#389e0d' }}>{t('org.ocr.readThis')}</span>, input: { 'data-ocr-filled': 'true' } };
    }
    return { extra: undefined, input: {} };
  };
  const missingNames = missing.map((field) => label(field)).join(t('org.listSeparator'));

  const textField = (field: OcrCompanyField, max: number, extraRules: object[] = []) => {
    const mark = ocrMark(field);
    return (
      <Form.Item name={field} label={label(field)} rules={[requiredField(t, label(field)), ...extraRules]} extra={mark.extra}>
        <Input
          maxLength={max}
          disabled={locked}
          placeholder={t('field.inputPlaceholder', { field: label(field) })}
          data-testid={`cert-${field}`}
          {...mark.input}
        />
      </Form.Item>
    );
  };

  /**
   * An optional field of the receiving account, locked for a sub-account. Half an account would print on contracts:
   * filled, either half asks for the other (as the server does).
   */
  const bankField = (field: keyof typeof BANK_FIELD_MAX, itemProps: Omit<FormItemProps, 'name' | 'label'>) => {
    const other = field === 'bankName' ? 'bankAccount' : 'bankName';
    const bothOrNeither: FormRule = ({ getFieldValue }) => ({
      validator: async (_, value?: string) => {
        if (!value?.trim() && String(getFieldValue(other) ?? '').trim()) throw new Error(t('company.bankAccountIncomplete'));
      },
    });
    return (
      <Col xs={24} md={12}>
        <Form.Item
          name={field}
          label={label(field)}
          dependencies={[other]}
          {...itemProps}
          // A sub-account cannot touch the account, so does not answer for it.
          rules={bankLocked ? [] : [...(itemProps.rules ?? []), bothOrNeither]}
        >
          <Input
            maxLength={BANK_FIELD_MAX[field]}
            disabled={bankLocked}
            placeholder={t('field.optionalPlaceholder', { field: label(field) })}
            data-testid={`cert-${field}`}
          />
        </Form.Item>
      </Col>
    );
  };

  return (
    <Form<CertificationValues>
      form={form}
      name="certification"
      layout="vertical"
      onFinish={submit}
      onValuesChange={onValuesChange}
      initialValues={company ? valuesOf(company) : { intro: '', bankName: '', bankAccount: '' }}
      style={{ maxWidth: 760 }}
      data-testid="certification-form"
    >
      <Form.Item
        name="licenseFileKey"
        label={label('licenseFileKey')}
        rules={[required(t('org.cert.licenseRequired'))]}
        extra={locked ? undefined : t('org.cert.licenseHint')}
      >
        <FileUploadField
          kind="img"
          testId="cert-license"
          buttonText={t('org.cert.uploadLicense')}
          aria-label={label('licenseFileKey')}
          disabled={locked}
          current={company ? { url: company.licenseUrl, name: label('licenseFileKey'), pdf: false } : null}
          onPicked={(file) => void readLicence(file)}
        />
      </Form.Item>

      {ocr.status === 'reading' && (
        <Alert
          type="info"
          showIcon
          icon={<Spin size="small" />}
          title={t('org.ocr.reading')}
          style={{ marginBottom: 16 }}
          data-testid="ocr-result"
          data-ocr-status="reading"
        />
      )}
      {(ocr.status === 'done' || ocr.status === 'failed') && (
        <Alert
          type={ocr.status === 'done' && ocr.filled.length > 0 ? 'success' : 'warning'}
          showIcon
          title={t(ocr.status === 'done' && ocr.filled.length > 0 ? 'ocr.recognized' : 'ocr.nothingRecognized')}
          description={
            <Space orientation="vertical" size={2}>
              {missing.length > 0 ? (
                <span data-testid="ocr-missing">{t('org.ocr.missing', { fields: missingNames })}</span>
              ) : (
                <span>{t('org.ocr.allRead')}</span>
              )}
              {ocr.status === 'done' && ocr.establishmentDate && (
                <span data-testid="ocr-establishment-date">
                  {t('org.ocr.establishmentDate', { date: ocr.establishmentDate })}
                </span>
              )}
              <span>{t('org.ocr.alwaysType')}</span>
            </Space>
          }
          style={{ marginBottom: 16 }}
          data-testid="ocr-result"
          data-ocr-status={ocr.status}
        />
      )}

      <Row gutter={16}>
        <Col xs={24} md={12}>
          {textField('name', 100)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="creditCode"
            label={label('creditCode')}
            normalize={(value?: string) => value?.toUpperCase().replace(/\s/g, '')}
            rules={[
              requiredField(t, label('creditCode')),
              {
                validator: async (_, value?: string) => {
                  if (value && !isValidCreditCode(value)) throw new Error(t('org.cert.creditCodeInvalid'));
                },
              },
            ]}
            extra={ocrMark('creditCode').extra ?? (locked ? undefined : t('org.cert.creditCodeHint'))}
          >
            <Input
              maxLength={18}
              disabled={locked}
              placeholder={t('field.inputPlaceholder', { field: label('creditCode') })}
              data-testid="cert-creditCode"
              style={{ fontFamily: 'monospace' }}
              {...ocrMark('creditCode').input}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {textField('legalPerson', 50)}
        </Col>
        <Col xs={24} md={12}>
          <RegionFormItem disabled={locked} testId="cert-region" />
        </Col>
        <Col span={24}>{textField('registeredAddress', 200)}</Col>
        <ContactFields label={label} testIdPrefix="cert" md={12} />
        {bankField('bankName', { extra: t(bankLocked ? 'org.cert.bankMainOnly' : 'org.cert.bankHint') })}
        {bankField('bankAccount', { rules: [{ pattern: BANK_ACCOUNT_PATTERN, message: t('company.bankAccountInvalid') }] })}
        <Col span={24}>
          <IntroField label={label('intro')} placeholder={t('org.cert.introPlaceholder')} testId="cert-intro" />
        </Col>
      </Row>
      <Flex gap={12}>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="certification-submit">
          {t(SUBMIT_TEXT[mode])}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} data-testid="certification-cancel">
            {t('common.cancel')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
