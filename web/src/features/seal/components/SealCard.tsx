import { AUDIT_STATUS, type SealInfo, type SealRole, sealRoleLabelKey } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { sealApi, sealInfoKey } from '../api.ts';
import { SealChangeModal } from './SealChangeModal.tsx';
import { SealHistoryDrawer } from './SealHistoryDrawer.tsx';
import { SealImage } from './SealImage.tsx';

/** The newest application when it is not the seal in force: under review, or rejected with a reason. */
function LatestApplication({ info, role }: { info: SealInfo; role: SealRole }) {
  const { t } = useTranslation();
  const latest = info.latest;
  if (!latest || latest.id === info.active?.id || latest.auditStatus === AUDIT_STATUS.APPROVED) return null;
  const pending = latest.auditStatus === AUDIT_STATUS.PENDING;
  return (
    <Alert
      type={pending ? 'info' : 'error'}
      showIcon
      title={t(pending ? 'sealManage.pendingTitle' : 'sealManage.rejectedTitle')}
      description={
        <Flex gap={12} align="center" wrap>
          <SealImage src={latest.imageUrl} alt={t('sealManage.field.image')} size={72} testId={`seal-latest-${role}`} />
          <Space orientation="vertical" size={2}>
            <AuditStatusTag status={latest.auditStatus} label={latest.auditStatusLabel} testId={`seal-latest-status-${role}`} />
            <Typography.Text type={pending ? 'secondary' : 'danger'}>
              {pending ? t('sealManage.pendingHint') : t('sealManage.reason', { reason: latest.auditReason ?? '' })}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`${t('sealManage.field.submittedAt')}: ${formatDate(latest.submittedAt)}`}
            </Typography.Text>
          </Space>
        </Flex>
      }
      style={{ marginTop: 16 }}
    />
  );
}

/** The seal in force of one role: image, where it came from, who keeps it. */
function ActiveSeal({ info, role }: { info: SealInfo; role: SealRole }) {
  const { t } = useTranslation();
  const active = info.active;
  // A side without a seal of its own signs with the company's contract seal: shown so, not as unable to sign.
  if (!active && info.signsWith)
    return (
      <Flex gap={24} wrap align="center" data-testid={`seal-shared-${role}`}>
        <SealImage src={info.signsWith.imageUrl} alt={t('seal.role.contract')} size={72} testId={`seal-shared-image-${role}`} />
        <span className="muted" style={{ flex: 1, minWidth: 200 }}>
          {t('sealManage.usesContractSeal')}
        </span>
      </Flex>
    );
  if (!active) {
    return <Empty description={`${t('sealManage.none')} · ${t('sealManage.noneHint')}`} data-testid={`seal-none-${role}`} />;
  }
  return (
    <Flex gap={24} wrap align="start">
      <SealImage src={active.imageUrl} alt={t(sealRoleLabelKey(role))} testId={`seal-image-${role}`} />
      <Descriptions column={1} size="small" style={{ flex: 1, minWidth: 240 }}>
        <Descriptions.Item label={t('sealManage.field.status')}>
          <AuditStatusTag status={active.auditStatus} label={t('sealManage.inForce')} testId={`seal-status-${role}`} />
        </Descriptions.Item>
        <Descriptions.Item label={t('sealManage.field.source')}>{active.sourceLabel}</Descriptions.Item>
        <Descriptions.Item label={t('sealManage.field.purpose')}>{active.purposeLabel}</Descriptions.Item>
        {active.sealNumber && <Descriptions.Item label={t('sealManage.field.sealNumber')}>{active.sealNumber}</Descriptions.Item>}
        <Descriptions.Item label={t('sealManage.field.holderMobile')}>{active.holderMobileMasked}</Descriptions.Item>
        <Descriptions.Item label={t('sealManage.field.auditedAt')}>{formatDate(active.auditedAt)}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

/** One of the company's seals (its contract seal, its buyer or its seller seal) with its state and the change and history actions. */
export function SealCard({ role }: { role: SealRole }) {
  const { t } = useTranslation();
  const { data: info, isPending } = useQuery({ queryKey: sealInfoKey(role), queryFn: () => sealApi.info(role) });
  const [changing, setChanging] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const roleLabel = t(sealRoleLabelKey(role));
  const blocked = Boolean(info?.pending);
  const actionLabel = t(info?.needsOldCode ? 'sealManage.change' : 'sealManage.set');

  return (
    <Card
      title={roleLabel}
      data-testid={`seal-card-${role}`}
      extra={
        info && (
          <Space size={0}>
            <Button type="link" onClick={() => setHistoryOpen(true)} aria-label={`${roleLabel} ${t('sealManage.history')}`}>
              {t('sealManage.history')}
            </Button>
            <Tooltip title={blocked ? t('sealManage.changeBlocked') : undefined}>
              <Button
                type="primary"
                disabled={blocked}
                onClick={() => setChanging(true)}
                aria-label={`${actionLabel} ${roleLabel}`}
                data-testid={`seal-change-${role}`}
              >
                {actionLabel}
              </Button>
            </Tooltip>
          </Space>
        )
      }
    >
      {isPending ? (
        <Skeleton active />
      ) : !info ? (
        <Empty description={t('sealManage.loadFailed')} />
      ) : (
        <>
          <ActiveSeal info={info} role={role} />
          <LatestApplication info={info} role={role} />
        </>
      )}
      {info && changing && <SealChangeModal role={role} info={info} onClose={() => setChanging(false)} />}
      {info && <SealHistoryDrawer open={historyOpen} info={info} onClose={() => setHistoryOpen(false)} />}
    </Card>
  );
}
