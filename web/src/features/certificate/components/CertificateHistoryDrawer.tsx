import type { CertificateHistoryEntry } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Skeleton, Space, Timeline, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { CERTIFICATE_KEY, certificateApi } from '../api.ts';

const COLOR: Record<CertificateHistoryEntry['action'], string> = {
  create: 'blue',
  update: 'blue',
  submit: 'blue',
  approve: 'green',
  reject: 'red',
  remove: 'gray',
};

/** Every change of one certificate, newest first. */
export function CertificateHistoryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery({
    queryKey: [...CERTIFICATE_KEY, 'history', id],
    queryFn: () => certificateApi.history(id as number),
    enabled: id !== null,
  });
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('org.certificate.historyTitle')} size="default" destroyOnHidden>
      {isPending ? (
        <Skeleton active />
      ) : !data || data.length === 0 ? (
        <Empty />
      ) : (
        <Timeline
          data-testid="cert-history"
          items={[...data].reverse().map((entry) => ({
            key: entry.id,
            color: COLOR[entry.action],
            title: formatDate(entry.createdAt),
            content: (
              <Space orientation="vertical" size={2}>
                <Space size={8} wrap>
                  <Typography.Text strong>{entry.actionLabel}</Typography.Text>
                  {entry.action !== 'remove' && <AuditStatusTag status={entry.auditStatus} />}
                </Space>
                <Typography.Text type="secondary">
                  {entry.snapshot.number} · {entry.snapshot.validFrom} ~ {entry.snapshot.validTo}
                </Typography.Text>
                {entry.actorName && (
                  <Typography.Text type="secondary">{t('org.certificate.actor', { name: entry.actorName })}</Typography.Text>
                )}
                {entry.reason && (
                  <Typography.Text type="danger">{t('org.certificate.reason', { reason: entry.reason })}</Typography.Text>
                )}
              </Space>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
