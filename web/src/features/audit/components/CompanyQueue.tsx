import type { AdminCompanyRow } from '@hgsc/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type AuditFilter, auditApi, COMPANY_DETAIL_URL, COMPANY_LIST_URL, COMPANY_QUEUE_URL } from '../api.ts';
import { LIST_STATUSES, QUEUE_STATUSES } from '../status.ts';
import { AuditQueue, DetailLink } from './AuditQueue.tsx';
import { CompanyDetailDrawer } from './CompanyDetailDrawer.tsx';
import { contactColumn, regionColumn, timeColumn } from './columns.tsx';

/**
 * Companies for the operator: 'audit' is the certification queue (by status, 审核中 first, oldest
 * submission first); 'list' is every company (newest first, any status).
 */
export function CompanyQueue({ mode }: { mode: 'audit' | 'list' }) {
  const { t } = useTranslation();
  const queue = mode === 'audit';
  return (
    <AuditQueue<AdminCompanyRow, AuditFilter>
      url={queue ? COMPANY_QUEUE_URL : COMPANY_LIST_URL}
      fetchPage={queue ? auditApi.companyQueue : auditApi.companyList}
      initialFilter={{ status: queue ? '0' : '', keyword: '' }}
      statuses={queue ? QUEUE_STATUSES : LIST_STATUSES}
      keywordPlaceholder={t(queue ? 'audit.queueKeywordPlaceholder' : 'audit.companyKeywordPlaceholder')}
      subjectOf={(company) => ({ id: company.id, name: company.name })}
      decide={auditApi.auditCompany}
      approvedMessage={t('company.approved')}
      rejectedMessage={t('company.rejected')}
      refreshKeys={[COMPANY_QUEUE_URL, COMPANY_LIST_URL, COMPANY_DETAIL_URL]}
      renderDetail={(props) => <CompanyDetailDrawer {...props} />}
      testId="company"
      scrollX={1700}
      columns={(openDetail) => [
        { title: 'ID', dataIndex: 'id', width: 70 },
        {
          title: t('companyField.name'),
          dataIndex: 'name',
          width: 240,
          render: (name: string, row) => <DetailLink onClick={() => openDetail(row)}>{name}</DetailLink>,
        },
        { title: t('companyField.creditCode'), dataIndex: 'creditCode', width: 190 },
        { title: t('companyField.legalPerson'), dataIndex: 'legalPerson', width: 110 },
        contactColumn(t('companyField.contactName')),
        regionColumn(t('audit.region')),
        { title: t('audit.owner'), dataIndex: 'ownerUserName', width: 120 },
        timeColumn(t('audit.submittedAt'), 'submittedAt'),
        timeColumn(t('audit.auditedAt'), 'auditedAt'),
      ]}
    />
  );
}
