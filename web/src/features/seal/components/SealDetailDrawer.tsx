import type { AdminSeal } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import type { AuditDetailProps } from '../../audit/index.ts';
import { AuditDrawer, AuditHistory } from '../../audit/index.ts';
import { SEAL_DETAIL_URL, sealAdminApi } from '../api.ts';
import { approvedSealStanding, sealComparison } from '../seal-audit-view.ts';
import { SealImage } from './SealImage.tsx';

/** What the dialogs call a seal application: its company and role. */
export const sealSubject = (seal: AdminSeal) => ({ id: seal.id, name: `${seal.companyName} · ${seal.roleLabel}` });

/**
 * A seal application (POST /admin/seal/detail): its image — under review, beside the seal in force it would replace
 * (or 无（首次设置）); decided, alone, its decision in the status row — whether the text on it matches the company's
 * name, who keeps it, and its audit trail.
 */
export function SealDetailDrawer({ row, onClose, decision }: AuditDetailProps<AdminSeal>) {
  const { t } = useTranslation();
  const id = row?.id ?? null;
  const query = useQuery({
    queryKey: [SEAL_DETAIL_URL, { id }],
    queryFn: () => sealAdminApi.detail(id as number),
    enabled: id !== null,
    staleTime: 0,
  });
  const seal = query.data;
  const comparison = seal ? sealComparison(seal) : null;
  const standing = seal ? approvedSealStanding(seal) : null;
  const fields = [
    { key: 'source', label: t('sealManage.field.source') },
    { key: 'purpose', label: t('sealManage.field.purpose') },
    { key: 'sealNumber', label: t('sealManage.field.sealNumber') },
    { key: 'nameOnSeal', label: t('sealManage.field.nameOnSeal') },
    { key: 'holderMobile', label: t('sealManage.field.holderMobile') },
  ];
  return (
    <AuditDrawer
      open={row !== null}
      onClose={onClose}
      title={row ? `${row.companyName} · ${row.roleLabel}` : ''}
      subject={seal ? sealSubject(seal) : null}
      auditStatus={seal?.auditStatus ?? null}
      decision={decision}
      loading={!seal}
      failed={query.isError}
      testId="seal-audit-detail"
      history={seal && <AuditHistory history={seal.history} fields={fields} />}
    >
      {seal && (
        <>
          <Flex gap={32} wrap>
            <Space orientation="vertical" align="center">
              <SealImage src={seal.imageUrl} alt={t('sealManage.field.image')} size={200} testId="seal-detail-image" />
              <Typography.Text strong>{t('sealManage.field.image')}</Typography.Text>
            </Space>
            {comparison && (
              <Space orientation="vertical" align="center" data-testid="seal-detail-replaces">
                {comparison.replaces ? (
                  <SealImage src={comparison.replaces.imageUrl} alt={t('sealAudit.replaces')} size={200} />
                ) : (
                  <Flex style={{ width: 200, height: 200 }} align="center" justify="center">
                    <Typography.Text type="secondary">{t('sealAudit.noneInForce')}</Typography.Text>
                  </Flex>
                )}
                <Typography.Text strong>{t('sealAudit.replaces')}</Typography.Text>
              </Space>
            )}
          </Flex>
          <Descriptions column={1} bordered size="small" data-testid="seal-fields">
            <Descriptions.Item label={t('audit.status')}>
              <Space wrap>
                <AuditStatusTag status={seal.auditStatus} label={seal.auditStatusLabel} testId="seal-detail-status" />
                {standing === 'inForce' && <Tag color="red">{t('sealManage.inForce')}</Tag>}
                {standing === 'replaced' && <Tag>{t('sealAudit.replaced')}</Tag>}
                {seal.auditReason && <Typography.Text type="danger">{seal.auditReason}</Typography.Text>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('sealAudit.company')}>
              <Space orientation="vertical" size={0}>
                <span>{seal.companyName}</span>
                <span className="muted">{seal.creditCode}</span>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('sealAudit.role')}>{seal.roleLabel}</Descriptions.Item>
            <Descriptions.Item label={t('sealManage.field.nameOnSeal')}>
              <Space wrap>
                <span>{seal.nameOnSeal}</span>
                {seal.nameOnSeal !== seal.companyName && <Tag color="warning">{t('sealAudit.nameMismatch')}</Tag>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('sealManage.field.source')}>{seal.sourceLabel}</Descriptions.Item>
            <Descriptions.Item label={t('sealManage.field.purpose')}>{seal.purposeLabel}</Descriptions.Item>
            <Descriptions.Item label={t('sealManage.field.sealNumber')}>{seal.sealNumber ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('sealManage.field.holderMobile')}>{seal.holderMobile}</Descriptions.Item>
            <Descriptions.Item label={t('sealManage.field.submittedBy')}>{seal.submittedByName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('audit.submittedAt')}>{formatDate(seal.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.auditedAt')}>{formatDate(seal.auditedAt)}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </AuditDrawer>
  );
}
