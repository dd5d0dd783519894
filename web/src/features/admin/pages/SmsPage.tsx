import type { SmsRecord } from '@hgsc/contracts';
import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { adminApi } from '../api.ts';
import { ListSearch } from '../components/ListSearch.tsx';

/** /admin/sms: 短信记录, the outbox of every SMS the platform sent. */
export default function SmsPage() {
  const { t } = useTranslation();
  const list = usePagedTable(adminApi.smsListUrl, adminApi.sms, { mobile: '' });
  const columns: ColumnsType<SmsRecord> = [
    { title: t('user.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('admin.sms.purpose'),
      dataIndex: 'purpose',
      width: 150,
      render: (purpose: string) => t(`smsPurpose.${purpose}`, { defaultValue: purpose }),
    },
    { title: t('admin.sms.content'), dataIndex: 'content' },
    { title: t('admin.sms.code'), dataIndex: 'code', width: 100, render: (code: string | null) => code ?? '-' },
    { title: 'IP', dataIndex: 'ip', width: 130, render: (ip: string | null) => ip ?? '-' },
    { title: t('admin.sms.sentAt'), dataIndex: 'createdAt', width: 180, render: (value: string) => formatDate(value) },
  ];
  return (
    <Card title={t('route.admin.sms')}>
      <ListSearch
        label={t('user.mobile')}
        placeholder={t('admin.sms.mobilePlaceholder')}
        testId="sms-mobile"
        maxLength={11}
        width={300}
        onSearch={(value) => list.search({ mobile: value.replace(/\D/g, '') })}
      />
      <Table<SmsRecord> {...list.tableProps} columns={columns} scroll={{ x: 900 }} data-testid="sms-table" />
    </Card>
  );
}
