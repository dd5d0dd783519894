import type { AdminUser } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useSession } from '../../../shared/session.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { adminApi } from '../api.ts';
import { ListSearch } from '../components/ListSearch.tsx';

/** /admin/users: every account, with keyword search and enable/disable. */
export default function UsersPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { userInfo } = useSession();
  const list = usePagedTable(adminApi.userListUrl, adminApi.users, { keyword: '' });
  const [busyId, setBusyId] = useState<number | null>(null);

  const setStatus = async (user: AdminUser, enable: boolean) => {
    setBusyId(user.id);
    try {
      await (enable ? adminApi.enable(user.id) : adminApi.disable(user.id));
      showSuccessToast(t(enable ? 'admin.users.enabled' : 'admin.users.disabled'));
      await queryClient.invalidateQueries({ queryKey: [adminApi.userListUrl] });
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusyId(null);
    }
  };

  const confirmDisable = (user: AdminUser) =>
    confirm({
      title: t('admin.users.disableTitle'),
      content: t('admin.users.disableConfirm', { name: user.userName }),
      okText: t('admin.users.disable'),
      okTestId: 'confirm-disable',
      onOk: () => setStatus(user, false),
    });

  const columns: ColumnsType<AdminUser> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: t('user.userName'), dataIndex: 'userName' },
    { title: t('user.nickname'), dataIndex: 'name', render: (name: string) => name || '-' },
    { title: t('user.mobile'), dataIndex: 'mobile' },
    {
      title: t('admin.users.role'),
      dataIndex: 'role',
      render: (role: AdminUser['role']) =>
        role === 'operator' ? <Tag color="purple">{t('admin.role.operator')}</Tag> : t('admin.role.user'),
    },
    {
      title: t('admin.users.status'),
      dataIndex: 'status',
      render: (status: number) =>
        status === 1 ? (
          <Tag color="success">{t('admin.status.enabled')}</Tag>
        ) : (
          <Tag color="error">{t('admin.status.disabled')}</Tag>
        ),
    },
    { title: t('user.createdAt'), dataIndex: 'createdAt', render: (value: string) => formatDate(value), width: 180 },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      render: (_, user) =>
        user.id === userInfo?.id ? (
          '-'
        ) : user.status === 1 ? (
          <Button
            type="link"
            danger
            loading={busyId === user.id}
            onClick={() => confirmDisable(user)}
            data-testid={`disable-user-${user.id}`}
          >
            {t('admin.users.disable')}
          </Button>
        ) : (
          <Button
            type="link"
            loading={busyId === user.id}
            onClick={() => void setStatus(user, true)}
            data-testid={`enable-user-${user.id}`}
          >
            {t('admin.users.enable')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('route.admin.users')}>
      <ListSearch
        label={t('admin.users.keyword')}
        placeholder={t('admin.users.keywordPlaceholder')}
        testId="user-keyword"
        maxLength={50}
        width={320}
        onSearch={(value) => list.search({ keyword: value.trim() })}
      />
      <Table<AdminUser> {...list.tableProps} columns={columns} scroll={{ x: 900 }} data-testid="user-table" />
    </Card>
  );
}
