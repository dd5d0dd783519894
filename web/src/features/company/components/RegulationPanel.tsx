import { PlusOutlined } from '@ant-design/icons';
import { REGULATION_CONTENT_MAX, REGULATION_TITLE_MAX, type Regulation } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Collapse, Drawer, Empty, Flex, Form, Input, Modal, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { regulationApi } from '../api.ts';

const LIST_KEY = ['company', 'regulation', 'list'] as const;

interface RegulationValues {
  title: string;
  content: string;
}

/** Add a regulation, or save a new version of one. */
function RegulationModal({ editing, onClose }: { editing: Regulation | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RegulationValues>();
  const existing = editing && editing !== 'new' ? editing : null;
  const save = async (values: RegulationValues) => {
    await regulationApi.save({ id: existing?.id, title: values.title.trim(), content: values.content.trim() });
    showSuccessToast(t(existing ? 'common.updated' : 'common.created'));
    await queryClient.invalidateQueries({ queryKey: ['company', 'regulation'] });
  };
  return (
    <FormModal
      open={editing !== null}
      title={existing ? t('org.regulation.editTitle', { version: existing.version + 1 }) : t('org.regulation.addTitle')}
      okText={t('common.save')}
      okTestId="regulation-save"
      width={720}
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="regulation"
      fields={['title', 'content']}
      initialValues={existing ? { title: existing.title, content: existing.content } : undefined}
    >
      <Form.Item name="title" label={t('org.regulation.title')} rules={[requiredField(t, t('org.regulation.title'))]}>
        <Input maxLength={REGULATION_TITLE_MAX} showCount data-testid="regulation-title" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('org.regulation.content')}
        rules={[requiredField(t, t('org.regulation.content'))]}
        extra={existing ? t('org.regulation.versionHint') : undefined}
      >
        <Input.TextArea rows={12} maxLength={REGULATION_CONTENT_MAX} showCount data-testid="regulation-content" />
      </Form.Item>
    </FormModal>
  );
}

/** Every version of one regulation, newest first. */
function RegulationHistoryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery({
    queryKey: ['company', 'regulation', 'history', id],
    queryFn: () => regulationApi.history(id as number),
    enabled: id !== null,
  });
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('org.regulation.historyTitle')} size="large" destroyOnHidden>
      {isPending ? (
        <Skeleton active />
      ) : !data || data.versions.length === 0 ? (
        <Empty />
      ) : (
        <Collapse
          data-testid="regulation-history"
          defaultActiveKey={[String(data.versions[0]?.version)]}
          items={data.versions.map((version) => ({
            key: String(version.version),
            label: (
              <Space size={8} wrap>
                <Tag color="blue">{t('org.regulation.version', { version: version.version })}</Tag>
                <Typography.Text strong>{version.title}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDate(version.createdAt)}
                  {version.editorName ? ` · ${version.editorName}` : ''}
                </Typography.Text>
              </Space>
            ),
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{version.content}</Typography.Paragraph>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/** Company regulations (企业制度): each save keeps a version; deleted ones leave their history. */
export function RegulationPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const list = usePagedTable<Regulation, { keyword: string }>(LIST_KEY, regulationApi.list, { keyword: '' });
  const [editing, setEditing] = useState<Regulation | 'new' | null>(null);
  const [historyId, setHistoryId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Regulation | null>(null);

  const remove = (regulation: Regulation) =>
    confirm({
      title: t('common.confirmDelete'),
      content: regulation.title,
      onOk: async () => {
        await regulationApi.del(regulation.id);
        showSuccessToast(t('common.deleted'));
        await queryClient.invalidateQueries({ queryKey: LIST_KEY });
      },
    });

  const columns: ColumnsType<Regulation> = [
    {
      title: t('org.regulation.title'),
      dataIndex: 'title',
      render: (title: string, regulation) => (
        <Typography.Link onClick={() => setViewing(regulation)} data-testid={`regulation-view-${regulation.id}`}>
          {title}
        </Typography.Link>
      ),
    },
    {
      title: t('org.regulation.currentVersion'),
      dataIndex: 'version',
      width: 110,
      render: (version: number) => <Tag color="blue">{t('org.regulation.version', { version })}</Tag>,
    },
    { title: t('org.regulation.updatedBy'), dataIndex: 'updatedBy', width: 140, render: (name: string | null) => name || '-' },
    { title: t('org.regulation.updatedAt'), dataIndex: 'updatedAt', width: 180, render: (value: string) => formatDate(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      render: (_, regulation) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(regulation)} data-testid={`regulation-edit-${regulation.id}`}>
            {t('common.modify')}
          </Button>
          <Button type="link" onClick={() => setHistoryId(regulation.id)} data-testid={`regulation-history-${regulation.id}`}>
            {t('org.regulation.history')}
          </Button>
          <Button type="link" danger onClick={() => remove(regulation)} data-testid={`regulation-delete-${regulation.id}`}>
            {t('org.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('org.regulation.keywordPlaceholder')}
          aria-label={t('org.regulation.keywordPlaceholder')}
          enterButton={t('common.search')}
          maxLength={50}
          style={{ width: 320 }}
          onSearch={(value) => list.search({ keyword: value.trim() })}
          data-testid="regulation-keyword"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="regulation-add">
          {t('org.regulation.add')}
        </Button>
      </Flex>
      <Table<Regulation>
        {...list.tableProps}
        columns={columns}
        locale={{ emptyText: <Empty description={t('org.regulation.empty')} /> }}
        scroll={{ x: 760 }}
        data-testid="regulation-table"
      />
      <RegulationModal
        // A new form for every record opened (a reused form would keep the previous values).
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      <RegulationHistoryDrawer id={historyId} onClose={() => setHistoryId(null)} />
      <Modal
        open={viewing !== null}
        title={viewing?.title}
        footer={null}
        onCancel={() => setViewing(null)}
        width={720}
        destroyOnHidden
      >
        {viewing && (
          <>
            <Typography.Text type="secondary">
              {t('org.regulation.version', { version: viewing.version })} · {formatDate(viewing.updatedAt)}
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>{viewing.content}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </Card>
  );
}
