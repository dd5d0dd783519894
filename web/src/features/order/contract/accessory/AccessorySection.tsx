import { CONTRACT_ACCESSORY_KINDS, type ContractAccessory, type ContractAccessoryKind } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatBytes, formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../shared/request/http.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { FileUploadField } from '../../../../shared/ui/FileUploadField.tsx';
import { FormModal } from '../../../../shared/ui/FormModal.tsx';
import { required } from '../../../../shared/ui/form-rules.ts';
import { filePreviewHref } from '../../../files/index.ts';
import { useAsk } from '../../components/use-ask.ts';
import { accessoryApi, accessoryKeys } from './accessory-api.ts';
import { FilePreviewModal } from './FilePreviewModal.tsx';

interface AddValues {
  kind: ContractAccessoryKind;
  name?: string;
  fileKey: string;
}

const PARTY_KEY = { buyer: 'contractPage.party.buyer', seller: 'contractPage.party.seller' } as const;

/**
 * 附件 on the contract page: the attachments both parties added (quality
 * certificates, SDS, supplementary agreements …) with preview and download for both; 上传附件 with
 * a kind while the order runs; 删除 (confirmed) for the side that added one.
 */
export function AccessorySection({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const ask = useAsk();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [previewing, setPreviewing] = useState<ContractAccessory | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [form] = Form.useForm<AddValues>();
  const list = useQuery({ queryKey: accessoryKeys.list(orderId), queryFn: () => accessoryApi.list(orderId), retry: false });

  const refresh = () => queryClient.invalidateQueries({ queryKey: accessoryKeys.list(orderId) });
  const add = async (values: AddValues) => {
    await accessoryApi.save({ id: orderId, kind: values.kind, name: values.name?.trim() || undefined, fileKey: values.fileKey });
    showSuccessToast(t('accessory.saved'));
    await refresh();
  };
  const remove = async (accessory: ContractAccessory) => {
    if (!(await ask(t('accessoryPage.deleteConfirm', { name: accessory.name }), { danger: true }))) return;
    setBusy(accessory.id);
    try {
      await accessoryApi.remove(orderId, accessory.id);
      showSuccessToast(t('accessory.deleted'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(null);
    }
  };
  const download = async (accessory: ContractAccessory) => {
    setBusy(accessory.id);
    try {
      await accessoryApi.download(accessory);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      title={t('accessoryPage.title')}
      data-testid="contract-accessories"
      extra={
        list.data?.canAdd && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="accessory-add">
            {t('accessoryPage.add')}
          </Button>
        )
      }
    >
      <Table<ContractAccessory>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.accessories}
        pagination={false}
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description={t('accessoryPage.empty')} /> }}
        columns={[
          {
            title: t('accessoryPage.col.kind'),
            key: 'kind',
            render: (_, a) => <Tag data-testid="accessory-kind-tag">{a.kindLabel}</Tag>,
          },
          {
            title: t('accessoryPage.col.name'),
            key: 'name',
            render: (_, a) => (
              <Space direction="vertical" size={0}>
                <Typography.Text data-testid="accessory-name">{a.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatBytes(a.size)}
                  {a.contractNo ? ` · ${a.contractNo}` : ''}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('accessoryPage.col.party'),
            key: 'party',
            render: (_, a) => (
              <span data-testid="accessory-party">
                {[t(PARTY_KEY[a.party]), a.companyName, a.uploaderName].filter(Boolean).join(' · ')}
              </span>
            ),
          },
          { title: t('accessoryPage.col.time'), key: 'time', render: (_, a) => formatDate(a.createdAt) },
          {
            title: t('accessoryPage.col.actions'),
            key: 'actions',
            render: (_, a) => (
              <Space wrap size="small">
                <Button size="small" type="link" onClick={() => setPreviewing(a)} data-testid="accessory-preview">
                  {t('accessoryPage.preview')}
                </Button>
                <a href={filePreviewHref(a.url, a.name)} target="_blank" rel="noopener" data-testid="accessory-preview-page">
                  {t('filePreview.openPage')}
                </a>
                <Button
                  size="small"
                  type="link"
                  loading={busy === a.id}
                  onClick={() => void download(a)}
                  data-testid="accessory-download"
                >
                  {t('accessoryPage.download')}
                </Button>
                {a.canDelete && (
                  <Button size="small" type="link" danger onClick={() => void remove(a)} data-testid="accessory-delete">
                    {t('accessoryPage.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {list.data && !list.data.canAdd && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('accessoryPage.readOnly')}
        </Typography.Text>
      )}

      <FormModal<AddValues>
        open={adding}
        title={t('accessoryPage.add')}
        testId="accessory-add"
        okText={t('accessoryPage.submit')}
        onClose={() => setAdding(false)}
        onSubmit={add}
        form={form}
        initialValues={{ kind: 'qualityCertificate' }}
      >
        <Form.Item name="kind" label={t('accessoryPage.kind')} rules={[required(t('accessoryPage.kindRequired'))]}>
          <Select
            data-testid="accessory-kind"
            options={CONTRACT_ACCESSORY_KINDS.map((kind) => ({ value: kind, label: t(`accessory.kind.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('accessoryPage.name')}>
          <Input maxLength={100} placeholder={t('accessoryPage.namePlaceholder')} data-testid="accessory-name-input" />
        </Form.Item>
        <Form.Item name="fileKey" label={t('accessoryPage.file')} rules={[required(t('accessoryPage.fileRequired'))]}>
          <FileUploadField
            kind="file"
            testId="accessory-file"
            buttonText={t('accessoryPage.pickFile')}
            aria-label={t('accessoryPage.file')}
            onUploaded={(result) => {
              if (!form.getFieldValue('name')) form.setFieldValue('name', result.name);
            }}
          />
        </Form.Item>
      </FormModal>

      <FilePreviewModal
        file={previewing && { url: previewing.url, mime: previewing.mime, name: previewing.name }}
        onClose={() => setPreviewing(null)}
        testId="accessory-preview-frame"
      />
    </Card>
  );
}
