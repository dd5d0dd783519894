import { PlusOutlined } from '@ant-design/icons';
import {
  AGREEMENT_CONTENT_MAX,
  AGREEMENT_TITLE_MAX,
  AGREEMENT_TYPES,
  type AgreementAdminRecord,
  type AgreementType,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Form, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { applyFieldError } from '../../../shared/form.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MarkdownEditor } from '../../../shared/markdown/MarkdownEditor.tsx';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { AGREEMENT_SELECT_URL, agreementApi, agreementInfoKey } from '../api.ts';
import { AgreementText } from '../components/AgreementText.tsx';

interface PublishForm {
  title: string;
  content: string;
}

/** The editor of a new version of one type, prefilled with the current text. */
function PublishDrawer({ type, onClose }: { type: AgreementType; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PublishForm>();
  const [publishing, setPublishing] = useState(false);
  const typeName = t(`agreement.type.${type}`);
  // The newest version of the type, from the operator's own list: the receipt agreement has no public text call.
  const current = useQuery({
    queryKey: [AGREEMENT_SELECT_URL, 'latest', type],
    queryFn: async () => (await agreementApi.select({ type, current: 1, size: 10 })).records[0] ?? null,
    staleTime: 0,
  });
  const nextVersion = (current.data?.version ?? 0) + 1;

  // The current text is the starting point of the next version.
  useEffect(() => {
    if (current.data && !form.isFieldsTouched())
      form.setFieldsValue({ title: current.data.title, content: current.data.content });
  }, [current.data, form]);

  const publish = async (values: PublishForm) => {
    setPublishing(true);
    try {
      await agreementApi.publish({ type, title: values.title.trim(), content: values.content });
      showSuccessToast(t(`agreement.published.${type}`));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [AGREEMENT_SELECT_URL] }),
        type === 'receipt' ? undefined : queryClient.invalidateQueries({ queryKey: agreementInfoKey(type) }),
      ]);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, ['title', 'content']);
    } finally {
      setPublishing(false);
    }
  };

  const confirmPublish = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    confirm({
      title: t('agreementAdmin.publishTitle', { name: typeName }),
      content: t(type === 'receipt' ? 'agreementAdmin.publishReceiptConfirm' : 'agreementAdmin.publishConfirm', {
        name: typeName,
        version: nextVersion,
      }),
      okText: t('agreementAdmin.publish'),
      danger: false,
      okTestId: 'agreement-publish-confirm',
      onOk: () => publish(values),
    });
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('agreementAdmin.newVersionOf', { name: typeName, version: nextVersion })}
      size={Math.min(1200, window.innerWidth)}
      destroyOnHidden
      maskClosable={false}
      data-testid="agreement-editor"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={publishing} onClick={() => void confirmPublish()} data-testid="agreement-publish">
            {t('agreementAdmin.publish')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('agreementAdmin.publishHint')}</Typography.Paragraph>
      <Form<PublishForm> form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="title" label={t('agreementAdmin.title')} rules={[requiredText(t('agreementAdmin.titleRequired'))]}>
          <Input maxLength={AGREEMENT_TITLE_MAX} showCount data-testid="agreement-title" />
        </Form.Item>
        <Form.Item name="content" label={t('agreementAdmin.content')} rules={[requiredText(t('agreementAdmin.contentRequired'))]}>
          <MarkdownEditor maxLength={AGREEMENT_CONTENT_MAX} label={t('agreementAdmin.content')} testId="agreement-content" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

type TypeFilter = AgreementType | '';

/** /admin/agreement: every published version of the user agreement, privacy policy and receipt agreement; publish a new one. */
export default function AgreementAdminPage() {
  const { t } = useTranslation();
  const list = usePagedTable<AgreementAdminRecord, { type: string }>(
    AGREEMENT_SELECT_URL,
    (params) => agreementApi.select({ ...params, type: (params.type as AgreementType | undefined) || undefined }),
    { type: '' },
  );
  const [viewing, setViewing] = useState<AgreementAdminRecord | null>(null);
  const [editing, setEditing] = useState<AgreementType | null>(null);

  const columns: ColumnsType<AgreementAdminRecord> = [
    {
      title: t('agreementAdmin.type'),
      dataIndex: 'type',
      width: 120,
      render: (value: AgreementType) => t(`agreement.type.${value}`),
    },
    {
      title: t('agreementAdmin.version'),
      dataIndex: 'version',
      width: 190,
      render: (version: number, record) => (
        <Space size={4}>
          {t('agreementText.version', { version })}
          {record.current && <Tag color="success">{t('agreementAdmin.current')}</Tag>}
        </Space>
      ),
    },
    { title: t('agreementAdmin.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('agreementAdmin.publishedBy'),
      dataIndex: 'publishedBy',
      width: 140,
      render: (value: string | null) => value || '-',
    },
    {
      title: t('agreementAdmin.publishedAt'),
      dataIndex: 'publishedAt',
      width: 180,
      render: (value: string) => formatDate(value),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_, record) => (
        <Button type="link" onClick={() => setViewing(record)} data-testid={`agreement-view-${record.id}`}>
          {t('agreementAdmin.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('route.admin.agreement')}
      extra={
        <Space>
          {AGREEMENT_TYPES.map((value) => (
            <Button
              key={value}
              type={value === 'user' ? 'primary' : 'default'}
              icon={<PlusOutlined />}
              onClick={() => setEditing(value)}
              data-testid={`agreement-new-${value}`}
            >
              {t('agreementAdmin.newOf', { name: t(`agreement.type.${value}`) })}
            </Button>
          ))}
        </Space>
      }
    >
      <Segmented<TypeFilter>
        style={{ marginBottom: 16 }}
        value={list.filter.type as TypeFilter}
        aria-label={t('agreementAdmin.type')}
        options={[
          { value: '', label: t('agreementAdmin.all') },
          ...AGREEMENT_TYPES.map((value) => ({ value, label: t(`agreement.type.${value}`) })),
        ]}
        onChange={(value) => list.search({ type: value })}
        data-testid="agreement-type-filter"
      />
      <Table<AgreementAdminRecord> {...list.tableProps} columns={columns} scroll={{ x: 800 }} data-testid="agreement-table" />
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? `${viewing.title}（${t(`agreement.type.${viewing.type}`)}）` : ''}
        size={760}
        destroyOnHidden
        data-testid="agreement-view"
      >
        {viewing && <AgreementText agreement={viewing} />}
      </Drawer>
      {editing && <PublishDrawer key={editing} type={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
