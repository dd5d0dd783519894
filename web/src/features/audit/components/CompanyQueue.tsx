import type { AdminCompanyRow } from '@hgsc/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type AuditFilter, auditApi, COMPANY_DETAIL_URL, COMPANY_LIST_URL, COMPANY_QUEUE_URL } from '../api.ts';
import { LIST_STATUSES, QUEUE_STATUSES } from '../status.ts';
import { AuditQueue, DetailLink } from './AuditQueue.tsx';
import { CompanyDetailDrawer } from './CompanyDetailDrawer.tsx';
import { contactColumn, regionColumn, TwoLines, timeColumn } from './columns.tsx';

/**
 * Companies for the operator: 'audit' is the certification queue (by status, 审核中 first, oldest
 * submission first); 'list' is every company (newest first, any status). The row keeps what a decision needs in
 * view at 1366 px (name and credit code, status, submission); the owner and the rest are in the details.
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
      scrollX={720}
      columns={(openDetail) => [
        {
          title: t('companyField.name'),
          dataIndex: 'name',
          width: 220,
          render: (name: string, row) => (
            <TwoLines main={<DetailLink onClick={() => openDetail(row)}>{name}</DetailLink>} sub={row.creditCode} />
          ),
        },
        { title: t('companyField.legalPerson'), dataIndex: 'legalPerson', width: 130 },
        contactColumn(t('companyField.contactName')),
        regionColumn(t('audit.region')),
        timeColumn(t('audit.submittedAt'), 'submittedAt'),
      ]}
    />
  );
}
