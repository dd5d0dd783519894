import { AUDIT_STATUS, COMPANY_FIELDS, type CompanyAuditLog, type CompanyField, companyFieldLabelKey } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Descriptions, Drawer, Empty, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';
import { auditApi, COMPANY_DETAIL_URL } from '../api.ts';
import { AuditStatusTag } from './AuditStatusTag.tsx';
import { FilePreview } from './FilePreview.tsx';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** The application fields that changed from one history entry to the next. */
function changedFields(entry: CompanyAuditLog, previous: CompanyAuditLog | undefined): CompanyField[] {
  if (!previous) return [];
  return COMPANY_FIELDS.filter((field) => show(entry.snapshot[field]) !== show(previous.snapshot[field]));
}

/** A certification's history, oldest first: who did what, the status after it, the reason, and what changed. */
function History({ history }: { history: CompanyAuditLog[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Empty description={t('audit.noHistory')} />;
  return (
    <Timeline
      data-testid="audit-history"
      items={history.map((entry, index) => {
        const changed = changedFields(entry, history[index - 1]);
        return {
          key: entry.id,
          color: entry.auditStatus === 1 ? 'green' : entry.auditStatus === 2 ? 'red' : 'blue',
          title: (
            <Space size={8} wrap>
              <strong>{entry.actionLabel}</strong>
              <AuditStatusTag status={entry.auditStatus} label={entry.auditStatusLabel} />
              <span className="muted">{formatDate(entry.createdAt)}</span>
            </Space>
          ),
          content: (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <span className="muted">
                {entry.actorName
                  ? t('audit.actorLine', {
                      role: t(entry.byOperator ? 'audit.byOperator' : 'audit.byApplicant'),
                      name: entry.actorName,
                    })
                  : t(entry.byOperator ? 'audit.byOperator' : 'audit.byApplicant')}
              </span>
              {entry.reason && (
                <Typography.Text type="danger" data-testid={`audit-history-reason-${entry.id}`}>
                  {t('audit.reasonLine', { reason: entry.reason })}
                </Typography.Text>
              )}
              {changed.length > 0 && (
                <span>
                  {t('audit.changedLine', {
                    fields: changed.map((field) => t(companyFieldLabelKey(field))).join(t('audit.listSeparator')),
                  })}
                </span>
              )}
              <Collapse
                size="small"
                ghost
                items={[
                  {
                    key: 'snapshot',
                    label: t('audit.snapshot'),
                    children: (
                      <Descriptions column={1} size="small" bordered>
                        {COMPANY_FIELDS.map((field) => (
                          <Descriptions.Item key={field} label={t(companyFieldLabelKey(field))}>
                            {show(entry.snapshot[field])}
                          </Descriptions.Item>
                        ))}
                      </Descriptions>
                    ),
                  },
                ]}
              />
            </Space>
          ),
        };
      })}
    />
  );
}

/** Every field of a company's application, its licence scan, owner and history (GET /admin/company/detail). */
export function CompanyDetailDrawer({
  id,
  onClose,
  onApprove,
  onReject,
  busy,
}: {
  id: number | null;
  onClose: () => void;
  onApprove: (subject: { id: number; name: string }) => void;
  onReject: (subject: { id: number; name: string }) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [COMPANY_DETAIL_URL, { id }],
    queryFn: () => auditApi.companyDetail(id as number),
    enabled: id !== null,
    staleTime: 0,
  });
  const detail = query.data;
  const company = detail?.company;
  const pending = company?.auditStatus === AUDIT_STATUS.PENDING;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={company ? company.name : t('audit.companyDetail')}
      size={Math.min(820, window.innerWidth)}
      destroyOnHidden
      data-testid="company-detail"
      extra={
        company && pending ? (
          <Space>
            <Button
              danger
              loading={busy}
              onClick={() => onReject({ id: company.id, name: company.name })}
              data-testid="audit-drawer-reject"
            >
              {t('audit.reject')}
            </Button>
            <Button
              type="primary"
              loading={busy}
              onClick={() => onApprove({ id: company.id, name: company.name })}
              data-testid="audit-drawer-approve"
            >
              {t('audit.approve')}
            </Button>
          </Space>
        ) : null
      }
    >
      {query.isPending || !detail || !company ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
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
              {[company.provinceName, company.cityName, company.areaName].filter(Boolean).join(' / ') || '-'}
              <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                ({[company.provinceCode, company.cityCode, company.areaCode].join(' / ')})
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('companyField.registeredAddress')}>{company.registeredAddress}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.contactName')}>{company.contactName}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.contactMobile')}>{company.contactMobile}</Descriptions.Item>
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
          <div>
            <Typography.Title level={5}>{t('audit.history')}</Typography.Title>
            <History history={detail.history} />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
