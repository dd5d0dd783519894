import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { SUBACCOUNT_STATUS, type SubAccount } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useSession } from '../../../shared/session.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { CompanyGate } from '../../company/index.ts';
import { SUBACCOUNT_LIST_KEY, subAccountApi } from '../api.ts';
import { PermissionTags } from '../components/PermissionPicker.tsx';
import { ResetPasswordModal } from '../components/ResetPasswordModal.tsx';

type Filter = { keyword: string; status: string };

function ChildAccountList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { userInfo } = useSession();
  const list = usePagedTable<SubAccount, Filter>(SUBACCOUNT_LIST_KEY, subAccountApi.list, { keyword: '', status: '' });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [resetting, setResetting] = useState<SubAccount | null>(null);
  const [keyword, setKeyword] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: SUBACCOUNT_LIST_KEY });

  const enable = async (account: SubAccount) => {
    setBusyId(account.id);
    try {
      await subAccountApi.enable(account.id);
      showSuccessToast(t('subaccount.enabled'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusyId(null);
    }
  };

  const disable = (account: SubAccount) =>
    confirm({
      title: t('org.subaccount.disableTitle'),
      content: t('org.subaccount.disableContent', { name: account.name || account.userName }),
      okText: t('org.subaccount.disable'),
      onOk: async () => {
        await subAccountApi.disable(account.id);
        showSuccessToast(t('subaccount.disabled'));
        await refresh();
      },
    });

  const columns: ColumnsType<SubAccount> = [
    { title: t('user.userName'), dataIndex: 'userName', width: 140 },
    { title: t('org.subaccount.name'), dataIndex: 'name', width: 100, render: (name: string) => name || '-' },
    { title: t('user.mobile'), dataIndex: 'mobileMasked', width: 120 },
    {
      title: t('org.subaccount.permissions'),
      dataIndex: 'permissions',
      render: (codes: string[]) => <PermissionTags codes={codes} max={4} />,
    },
    {
      title: t('org.subaccount.source'),
      dataIndex: 'owned',
      width: 100,
      render: (owned: boolean) => (
        <Tooltip title={t(owned ? 'org.subaccount.ownedHint' : 'org.subaccount.invitedHint')}>
          <Tag>{t(owned ? 'org.subaccount.owned' : 'org.subaccount.invited')}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('org.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number, account) => (
        <Tag
          color={status === SUBACCOUNT_STATUS.ENABLED ? 'success' : 'error'}
          data-testid={`subaccount-status-${account.id}`}
          data-status={status}
        >
          {t(`subaccountStatus.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 190,
      render: (_, account) =>
        account.id === userInfo?.id ? (
          '-'
        ) : (
          <Space size={0} wrap>
            <Button
              type="link"
              onClick={() => navigate(`/manage/childaccountmanage?id=${account.id}`)}
              data-testid={`subaccount-edit-${account.id}`}
            >
              {t('org.edit')}
            </Button>
            {account.status === SUBACCOUNT_STATUS.ENABLED ? (
              <Button type="link" danger onClick={() => disable(account)} data-testid={`subaccount-disable-${account.id}`}>
                {t('org.subaccount.disable')}
              </Button>
            ) : (
              <Button
                type="link"
                loading={busyId === account.id}
                onClick={() => void enable(account)}
                data-testid={`subaccount-enable-${account.id}`}
              >
                {t('org.subaccount.enable')}
              </Button>
            )}
            {account.owned && (
              <Button type="link" onClick={() => setResetting(account)} data-testid={`subaccount-reset-${account.id}`}>
                {t('org.subaccount.resetPassword')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Space wrap>
          <Input.Search
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t('org.subaccount.keywordPlaceholder')}
            aria-label={t('org.subaccount.keywordPlaceholder')}
            enterButton={t('common.search')}
            maxLength={50}
            style={{ width: 300 }}
            onSearch={(value) => list.search({ ...list.filter, keyword: value.trim() })}
            data-testid="subaccount-keyword"
          />
          <Select
            value={list.filter.status}
            onChange={(status: string) => list.search({ ...list.filter, status })}
            aria-label={t('org.status')}
            style={{ width: 120 }}
            data-testid="subaccount-status-filter"
            options={[
              { value: '', label: t('org.all') },
              { value: String(SUBACCOUNT_STATUS.ENABLED), label: t('subaccountStatus.1') },
              { value: String(SUBACCOUNT_STATUS.DISABLED), label: t('subaccountStatus.0') },
            ]}
          />
        </Space>
        <Space wrap>
          <Button icon={<UserAddOutlined />} onClick={() => navigate('/manage/inviteuser')} data-testid="subaccount-invite">
            {t('route.manage.inviteuser')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/manage/childaccountmanage')}
            data-testid="subaccount-add"
          >
            {t('org.subaccount.add')}
          </Button>
        </Space>
      </Flex>
      <Table<SubAccount>
        {...list.tableProps}
        columns={columns}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('org.subaccount.empty')} /> }}
        data-testid="subaccount-table"
      />
      <ResetPasswordModal account={resetting} onClose={() => setResetting(null)} />
    </>
  );
}

/** /manage/childaccountlist: the company's sub-accounts with enable/disable, password reset and editing. */
export default function ChildAccountListPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.manage.childaccountlist')}>
      <CompanyGate permission="company.subaccount">
        <ChildAccountList />
      </CompanyGate>
    </Card>
  );
}
