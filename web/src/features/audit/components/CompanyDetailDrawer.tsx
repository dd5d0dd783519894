import { type AdminCompanyRow, COMPANY_FIELDS, companyFieldLabelKey } from '@hgsc/contracts';
import { Descriptions, Space, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { PlaceWords } from '../../../shared/ui/MarketWords.tsx';
import { auditApi, COMPANY_DETAIL_URL } from '../api.ts';
import { AuditDrawer, useAuditDetail } from './AuditDrawer.tsx';
import { AuditHistory } from './AuditHistory.tsx';
import type { AuditDetailProps } from './AuditQueue.tsx';
import { FilePreview } from './FilePreview.tsx';

const show = (value: string | null) => (value ? value : '-');

/** Every field of a company's application, its licence scan, owner and history (GET /admin/company/detail). */
export function CompanyDetailDrawer({ row, onClose, decision }: AuditDetailProps<AdminCompanyRow>) {
  const { t } = useTranslation();
  const query = useAuditDetail(COMPANY_DETAIL_URL, auditApi.companyDetail, row?.id ?? null);
  const detail = query.data;
  const company = detail?.company;
  const fields = COMPANY_FIELDS.map((key) => ({ key, label: t(companyFieldLabelKey(key)) }));
  return (
    <AuditDrawer
      open={row !== null}
      onClose={onClose}
      title={row?.name ?? t('audit.companyDetail')}
      subject={company ? { id: company.id, name: company.name } : null}
      auditStatus={company?.auditStatus ?? null}
      decision={decision}
      loading={!company}
      failed={query.isError}
      testId="company-detail"
      history={detail && <AuditHistory history={detail.history} fields={fields} />}
    >
      {detail && company && (
        <>
          <Descriptions title={t('audit.application')} column={1} bordered size="small" data-testid="company-fields">
            <Descriptions.Item label={t('audit.status')}>
              <Space>
                <AuditStatusTag status={company.auditStatus} label={company.auditStatusLabel} testId="company-detail-status" />
                {company.auditReason && <Typography.Text type="danger">{company.auditReason}</Typography.Text>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('companyField.name')}>{company.name}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.creditCode')}>{company.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.legalPerson')}>{company.legalPerson}</Descriptions.Item>
            <Descriptions.Item label={t('audit.region')}>
              <PlaceWords province={company.provinceName} city={company.cityName} area={company.areaName} />
              <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                ({[company.provinceCode, company.cityCode, company.areaCode].join(' / ')})
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('companyField.registeredAddress')}>{company.registeredAddress}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.contactName')}>{company.contactName}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.contactMobile')}>{company.contactMobile}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.bankName')}>{show(company.bankName)}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.bankAccount')}>{show(company.bankAccount)}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.intro')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{show(company.intro)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('companyField.licenseFileKey')}>
              <FilePreview url={company.licenseUrl} label={t('companyField.licenseFileKey')} testId="company-license" />
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.submittedAt')}>{formatDate(company.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.auditedAt')}>{formatDate(company.auditedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.createdAt')}>{formatDate(company.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.updatedAt')}>{formatDate(company.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Descriptions title={t('audit.owner')} column={1} bordered size="small">
            <Descriptions.Item label={t('user.userName')}>{detail.owner.userName}</Descriptions.Item>
            <Descriptions.Item label={t('user.nickname')}>{show(detail.owner.name)}</Descriptions.Item>
            <Descriptions.Item label={t('user.mobile')}>{detail.owner.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('audit.memberCount')}>{detail.memberCount}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </AuditDrawer>
  );
}
