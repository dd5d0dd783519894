import type { SmsRecord } from '@hgsc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';
import { adminApi } from '../api.ts';
import { usePaging } from '../usePaging.ts';

/** /admin/sms: 短信记录, the outbox of every SMS the platform sent. */
export default function SmsPage() {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const { current, size, reset, pagination } = usePaging();
  const query = useQuery({
    queryKey: [adminApi.smsListUrl, { current, size, mobile }],
    queryFn: () => adminApi.sms({ current, size, mobile: mobile || undefined }),
    placeholderData: keepPreviousData,
  });
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
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('admin.sms.mobilePlaceholder')}
          aria-label={t('user.mobile')}
          data-testid="sms-mobile"
          enterButton={t('common.search')}
          maxLength={11}
          onSearch={(value) => {
            setMobile(value.replace(/\D/g, ''));
            reset();
          }}
          style={{ width: 300 }}
        />
      </Space>
      <Table<SmsRecord>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.records}
        loading={query.isFetching}
        pagination={pagination(query.data?.total)}
        scroll={{ x: 900 }}
        data-testid="sms-table"
      />
    </Card>
  );
}
