import type { Seal, SealInfo } from '@hgsc/contracts';
import { Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { usePaging } from '../../../shared/ui/usePagedTable.ts';
import { SealImage } from './SealImage.tsx';

/** Every application of one seal, newest first: image, source, status and reason, who and when. */
export function SealHistoryDrawer({ open, info, onClose }: { open: boolean; info: SealInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const { pagination } = usePaging();
  const columns: ColumnsType<Seal> = [
    {
      title: t('sealManage.field.image'),
      dataIndex: 'imageUrl',
      width: 100,
      render: (url: string) => <SealImage src={url} alt={t('sealManage.field.image')} size={64} />,
    },
    {
      title: t('sealManage.field.source'),
      key: 'source',
      width: 150,
      render: (_, seal) => (
        <Space orientation="vertical" size={0}>
          <span>{seal.sourceLabel}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {seal.purposeLabel}
            {seal.sealNumber ? ` · ${seal.sealNumber}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('sealManage.field.status'),
      key: 'status',
      width: 200,
      render: (_, seal) => (
        <Space orientation="vertical" size={2}>
          <Space size={4} wrap>
            <AuditStatusTag status={seal.auditStatus} label={seal.auditStatusLabel} />
            {seal.inForce && <Tag color="red">{t('sealManage.inForce')}</Tag>}
          </Space>
          {seal.auditReason && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('sealManage.reason', { reason: seal.auditReason })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('sealManage.field.holderMobile'), dataIndex: 'holderMobileMasked', width: 130 },
    {
      title: t('sealManage.field.submittedAt'),
      key: 'submitted',
      width: 180,
      render: (_, seal) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDate(seal.submittedAt)}</span>
          {seal.submittedByName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {seal.submittedByName}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('sealManage.field.auditedAt'),
      dataIndex: 'auditedAt',
      width: 170,
      render: (value: string | null) => formatDate(value),
    },
  ];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('sealManage.historyTitle', { role: info.roleLabel })}
      size={Math.min(960, window.innerWidth)}
      destroyOnHidden
    >
      <Table<Seal>
        rowKey="id"
        dataSource={info.history}
        columns={columns}
        pagination={pagination(info.history.length)}
        locale={{ emptyText: <Empty description={t('sealManage.noHistory')} /> }}
        scroll={{ x: 930 }}
        data-testid={`seal-history-${info.role}`}
      />
    </Drawer>
  );
}
