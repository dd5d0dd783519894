import { AUDIT_STATUS, type CompanyDetail, companyFieldLabelKey } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Image, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { AuditTimeline } from '../../../shared/ui/AuditTimeline.tsx';
import { PlaceWords } from '../../../shared/ui/MarketWords.tsx';
import { COMPANY_AUDIT_KEY, companyApi } from '../api.ts';
import { CertificationForm, type CertificationMode } from './CertificationForm.tsx';

/** What the applicant reads about the application's state. */
function StatusBanner({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const type =
    company.auditStatus === AUDIT_STATUS.APPROVED ? 'success' : company.auditStatus === AUDIT_STATUS.REJECTED ? 'error' : 'info';
  return (
    <Alert
      type={type}
      showIcon
      data-testid="certification-banner"
      title={
        <Space size={8} wrap>
          <span>{t('org.cert.statusTitle')}</span>
          <AuditStatusTag status={company.auditStatus} label={company.auditStatusLabel} testId="certification-status" />
        </Space>
      }
      description={
        <Space orientation="vertical" size={2}>
          <span>{t(`org.cert.statusHint.${company.auditStatus}`)}</span>
          {company.auditStatus === AUDIT_STATUS.REJECTED && company.auditReason && (
            <Typography.Text strong type="danger" data-testid="certification-reason">
              {t('field.audit.reason', { reason: company.auditReason })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('org.cert.submittedAt', { time: formatDate(company.submittedAt) })}
            {company.auditedAt ? ` · ${t('org.cert.auditedAt', { time: formatDate(company.auditedAt) })}` : ''}
          </Typography.Text>
        </Space>
      }
    />
  );
}

function CompanyDescriptions({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const label = (field: Parameters<typeof companyFieldLabelKey>[0]) => t(companyFieldLabelKey(field));
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      bordered
      size="small"
      data-testid="certification-detail"
      items={[
        { key: 'name', label: label('name'), children: company.name },
        { key: 'creditCode', label: label('creditCode'), children: company.creditCode },
        { key: 'legalPerson', label: label('legalPerson'), children: company.legalPerson },
        {
          key: 'region',
          label: t('field.place.label'),
          children: <PlaceWords province={company.provinceName} city={company.cityName} area={company.areaName} />,
        },
        { key: 'registeredAddress', label: label('registeredAddress'), children: company.registeredAddress, span: 2 },
        { key: 'contactName', label: label('contactName'), children: company.contactName },
        { key: 'contactMobile', label: label('contactMobile'), children: company.contactMobile },
        { key: 'bankName', label: label('bankName'), children: company.bankName || '-' },
        { key: 'bankAccount', label: label('bankAccount'), children: company.bankAccount || '-' },
        { key: 'intro', label: label('intro'), children: company.intro || '-', span: 2 },
        {
          key: 'license',
          label: label('licenseFileKey'),
          span: 2,
          children: (
            <Image src={company.licenseUrl} alt={label('licenseFileKey')} width={240} data-testid="certification-license" />
          ),
        },
      ]}
    />
  );
}

/**
 * The certification tab: no application → the form; rejected → the reason and the form to correct
 * and resubmit; under review → the application (editable by the main account); approved → the
 * certified data (contact editable). The history is below in every case.
 */
export function CertificationPanel() {
  const { t } = useTranslation();
  const { data: power } = useUserPower();
  const { data, isPending, isError, refetch } = useQuery({ queryKey: COMPANY_AUDIT_KEY, queryFn: () => companyApi.audit() });
  const [editing, setEditing] = useState<CertificationMode | null>(null);

  if (isPending) return <Skeleton active />;
  if (isError || !data) {
    return (
      <Button onClick={() => void refetch()} data-testid="certification-retry">
        {t('system.retry')}
      </Button>
    );
  }
  const { company, history } = data;
  // Sub-accounts see the application; only the main account (or a user about to be one) changes it.
  const canEdit = power?.isMainAccount !== false;

  if (!company) {
    return (
      <Card title={t('org.cert.applyTitle')}>
        <Alert
          type="info"
          showIcon
          title={t('org.cert.applyIntro')}
          style={{ marginBottom: 24 }}
          data-testid="certification-none"
        />
        {canEdit ? (
          <CertificationForm key="create" mode="create" onDone={() => setEditing(null)} />
        ) : (
          <Typography.Text type="secondary">{t('org.cert.subAccountHint')}</Typography.Text>
        )}
      </Card>
    );
  }

  const rejected = company.auditStatus === AUDIT_STATUS.REJECTED;
  const mode: CertificationMode | null = rejected && canEdit ? 'resubmit' : editing;
  const editAction =
    company.auditStatus === AUDIT_STATUS.APPROVED
      ? ('contact' as const)
      : company.auditStatus === AUDIT_STATUS.PENDING
        ? ('update' as const)
        : null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <StatusBanner company={company} />
      <Card
        title={rejected && canEdit ? t('org.cert.correctTitle') : t('org.cert.detailTitle')}
        extra={
          canEdit &&
          editAction &&
          !mode && (
            <Button type="primary" ghost onClick={() => setEditing(editAction)} data-testid="certification-edit">
              {t(editAction === 'contact' ? 'org.cert.editContact' : 'org.cert.editApplication')}
            </Button>
          )
        }
      >
        {mode ? (
          <>
            {mode === 'contact' && <Alert type="info" showIcon title={t('org.cert.contactOnly')} style={{ marginBottom: 16 }} />}
            <CertificationForm
              key={`${mode}-${company.updatedAt}`}
              mode={mode}
              company={company}
              onDone={() => setEditing(null)}
              onCancel={rejected ? undefined : () => setEditing(null)}
            />
          </>
        ) : (
          <CompanyDescriptions company={company} />
        )}
      </Card>
      <Card title={t('org.cert.historyTitle')}>
        <Flex vertical>
          <AuditTimeline history={history} />
        </Flex>
      </Card>
    </Space>
  );
}
