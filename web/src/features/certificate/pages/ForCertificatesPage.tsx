import { PlusOutlined } from '@ant-design/icons';
import { AUDIT_STATUS, type Certificate, DANGEROUS_GOODS_LICENCE, type ExpiryState } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePaging } from '../../../shared/ui/usePagedTable.ts';
import { CompanyGate } from '../../company/index.ts';
import { CERTIFICATE_KEY, certificateApi } from '../api.ts';
import { CertificateHistoryDrawer } from '../components/CertificateHistoryDrawer.tsx';
import { CertificateModal } from '../components/CertificateModal.tsx';

/** Expired in red, expiring soon in orange. */
const EXPIRY_COLOR: Record<ExpiryState, string> = {
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
  notYetValid: 'default',
};

const editable = (certificate: Certificate) =>
  certificate.auditStatus === null || certificate.auditStatus === AUDIT_STATUS.REJECTED;
const submittable = (certificate: Certificate) => editable(certificate) && certificate.expiryState !== 'expired';
const removable = (certificate: Certificate) => certificate.auditStatus !== AUDIT_STATUS.PENDING;

/** Whether the company may trade dangerous goods: an approved 危险化学品经营许可证 in its validity. */
function LicenceSummary({ certificates }: { certificates: Certificate[] }) {
  const { t } = useTranslation();
  const valid = certificates.find(
    (c) =>
      c.type === DANGEROUS_GOODS_LICENCE &&
      c.auditStatus === AUDIT_STATUS.APPROVED &&
      (c.expiryState === 'valid' || c.expiryState === 'expiring'),
  );
  return valid ? (
    <Alert
      type={valid.expiryState === 'expiring' ? 'warning' : 'success'}
      showIcon
      title={t(valid.expiryState === 'expiring' ? 'org.certificate.licenceExpiring' : 'org.certificate.licenceValid', {
        date: valid.validTo,
        days: valid.daysToExpiry,
        count: valid.daysToExpiry,
      })}
      style={{ marginBottom: 16 }}
      data-testid="cert-licence-summary"
      data-state={valid.expiryState}
    />
  ) : (
    <Alert
      type="warning"
      showIcon
      title={t('org.certificate.licenceMissing')}
      style={{ marginBottom: 16 }}
      data-testid="cert-licence-summary"
      data-state="none"
    />
  );
}

function CertificateList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { pagination } = usePaging();
  const { data, isFetching } = useQuery({ queryKey: CERTIFICATE_KEY, queryFn: () => certificateApi.list() });
  const [editing, setEditing] = useState<Certificate | 'new' | null>(null);
  const [historyId, setHistoryId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const certificates = data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: CERTIFICATE_KEY });

  const submit = async (certificate: Certificate) => {
    setBusyId(certificate.id);
    try {
      await certificateApi.submit(certificate.id);
      showSuccessToast(t('certificate.submitted'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusyId(null);
    }
  };

  const remove = (certificate: Certificate) =>
    confirm({
      title: t('common.confirmDelete'),
      content: `${certificate.typeLabel} ${certificate.number}`,
      onOk: async () => {
        await certificateApi.remove(certificate.id);
        showSuccessToast(t('common.deleted'));
        await refresh();
      },
    });

  const columns: ColumnsType<Certificate> = [
    { title: t('org.certificate.type'), dataIndex: 'typeLabel', width: 170 },
    { title: t('org.certificate.number'), dataIndex: 'number', width: 150 },
    {
      title: t('org.certificate.validity'),
      key: 'validity',
      width: 200,
      render: (_, certificate) => (
        <Space orientation="vertical" size={4}>
          <span>{`${certificate.validFrom} ~ ${certificate.validTo}`}</span>
          <Tag
            color={EXPIRY_COLOR[certificate.expiryState]}
            data-testid={`cert-expiry-${certificate.id}`}
            data-state={certificate.expiryState}
          >
            {certificate.expiryLabel}
            {certificate.expiryState === 'expiring'
              ? ` · ${t('org.certificate.daysLeft', { days: certificate.daysToExpiry, count: certificate.daysToExpiry })}`
              : ''}
          </Tag>
        </Space>
      ),
    },
    {
      title: t('org.certificate.auditStatus'),
      dataIndex: 'auditStatus',
      width: 170,
      render: (status: number | null, certificate) => (
        <Space orientation="vertical" size={2}>
          <AuditStatusTag status={status} label={certificate.auditStatusLabel} testId={`cert-status-${certificate.id}`} />
          {status === AUDIT_STATUS.REJECTED && certificate.auditReason && (
            <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`cert-reason-${certificate.id}`}>
              {t('org.certificate.reason', { reason: certificate.auditReason })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 190,
      render: (_, certificate) => (
        <Space size={0} wrap>
          <Typography.Link href={certificate.fileUrl} target="_blank" data-testid={`cert-view-${certificate.id}`}>
            {t('org.certificate.viewScan')}
          </Typography.Link>
          {editable(certificate) && (
            <Button type="link" onClick={() => setEditing(certificate)} data-testid={`cert-edit-${certificate.id}`}>
              {t('org.edit')}
            </Button>
          )}
          {submittable(certificate) && (
            <Button
              type="link"
              loading={busyId === certificate.id}
              onClick={() => void submit(certificate)}
              data-testid={`cert-submit-${certificate.id}`}
            >
              {t('org.certificate.submitAudit')}
            </Button>
          )}
          <Button type="link" onClick={() => setHistoryId(certificate.id)} data-testid={`cert-history-${certificate.id}`}>
            {t('org.certificate.history')}
          </Button>
          {removable(certificate) && (
            <Button type="link" danger onClick={() => remove(certificate)} data-testid={`cert-remove-${certificate.id}`}>
              {t('org.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {data && <LicenceSummary certificates={certificates} />}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('org.certificate.listHint')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="cert-add">
          {t('org.certificate.addCertificate')}
        </Button>
      </Flex>
      <Table<Certificate>
        rowKey="id"
        dataSource={certificates}
        loading={isFetching}
        columns={columns}
        pagination={pagination(certificates.length)}
        locale={{ emptyText: <Empty description={t('org.certificate.empty')} /> }}
        scroll={{ x: 880 }}
        data-testid="cert-table"
      />
      <CertificateModal
        // A new form for every record opened (a reused form would keep the previous values).
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      <CertificateHistoryDrawer id={historyId} onClose={() => setHistoryId(null)} />
    </>
  );
}

/** /manage/forcertificates: the company's dangerous-goods and other trade certificates. */
export default function ForCertificatesPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.manage.forcertificates')}>
      <CompanyGate permission="company.certificate">
        <CertificateList />
      </CompanyGate>
    </Card>
  );
}
