import type { Certificate } from '@hgsc/contracts';
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { validityColumn } from './columns.tsx';

/** A company's submitted certificates as the operator checks them: type, number, validity, audit status, scan. */
export function CertificateList({
  certificates,
  emptyText,
  testId,
}: {
  certificates: Certificate[];
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table<Certificate>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={certificates}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      data-testid={testId}
      scroll={{ x: 640 }}
      columns={[
        { title: t('audit.certField.type'), dataIndex: 'typeLabel', width: 170 },
        { title: t('audit.certField.number'), dataIndex: 'number', width: 170 },
        validityColumn(t('audit.validity')),
        {
          title: t('audit.status'),
          dataIndex: 'auditStatus',
          width: 100,
          render: (value: number | null, row) => <AuditStatusTag status={value} label={row.auditStatusLabel} />,
        },
        {
          title: t('audit.certField.fileKey'),
          dataIndex: 'fileUrl',
          width: 110,
          render: (url: string) => (
            <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
              {t('audit.viewFile')}
            </Typography.Link>
          ),
        },
      ]}
    />
  );
}
