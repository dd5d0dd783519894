import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast, showValidationToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { AddressWords } from '../../../shared/ui/MarketWords.tsx';
import { usePaging } from '../../../shared/ui/usePagedTable.ts';
import { CompanyGate } from '../../company/index.ts';
import { ADDRESS_KEY, addressApi } from '../api.ts';
import { AddressModal } from '../components/AddressModal.tsx';

function AddressList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { pagination } = usePaging();
  const { data, isFetching } = useQuery({ queryKey: ADDRESS_KEY, queryFn: addressApi.list });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const addresses = data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY });

  /** Deletes one by one (the call takes one id); what was deleted before a failure stays deleted. */
  const removeAll = (ids: number[]) =>
    confirm({
      title: t('common.confirmDelete'),
      content: t('org.address.deleteCount', { count: ids.length }),
      onOk: async () => {
        try {
          for (const id of ids) await addressApi.del(id);
          showSuccessToast(t('common.deleted'));
        } finally {
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          await refresh();
        }
      },
    });

  const bulkDelete = () => {
    if (selected.length === 0) {
      showValidationToast(t('common.selectAtLeastOne'));
      return;
    }
    removeAll(selected);
  };

  const makeDefault = async (address: Address) => {
    setBusyId(address.id);
    try {
      await addressApi.setDefault(address.id);
      showSuccessToast(t('address.defaultSet'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusyId(null);
    }
  };

  const columns: ColumnsType<Address> = [
    { title: t('org.address.contactName'), dataIndex: 'contactName', width: 120 },
    { title: t('org.address.contactMobile'), dataIndex: 'contactMobile', width: 150 },
    {
      title: t('org.address.fullAddress'),
      dataIndex: 'fullAddress',
      render: (_, address) => (
        <Space size={6} wrap>
          <span>
            <AddressWords address={address} />
          </span>
          {address.isDefault && (
            <Tag color="blue" data-testid={`address-default-tag-${address.id}`}>
              {t('org.address.default')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 230,
      render: (_, address) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(address)} data-testid={`address-edit-${address.id}`}>
            {t('org.edit')}
          </Button>
          {!address.isDefault && (
            <Button
              type="link"
              loading={busyId === address.id}
              onClick={() => void makeDefault(address)}
              data-testid={`address-default-${address.id}`}
            >
              {t('org.address.makeDefault')}
            </Button>
          )}
          <Button type="link" danger onClick={() => removeAll([address.id])} data-testid={`address-delete-${address.id}`}>
            {t('org.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('org.address.hint')}</Typography.Text>
        <Space>
          <Button danger icon={<DeleteOutlined />} onClick={bulkDelete} data-testid="address-bulk-delete">
            {t('org.bulkDelete')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="address-add">
            {t('org.address.add')}
          </Button>
        </Space>
      </Flex>
      <Table<Address>
        rowKey="id"
        dataSource={addresses}
        loading={isFetching}
        columns={columns}
        pagination={pagination(addresses.length)}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: <Empty description={t('org.address.empty')} /> }}
        scroll={{ x: 760 }}
        data-testid="address-table"
      />
      <AddressModal
        // A new form for every record opened (a reused form would keep the previous values).
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

/** /manage/myaddress: the company's delivery/receiving addresses. */
export default function MyAddressPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.manage.myaddress')}>
      <CompanyGate permission="company.address">
        <AddressList />
      </CompanyGate>
    </Card>
  );
}
