import { PlusOutlined } from '@ant-design/icons';
import { type ContractTemplate, type ContractTemplatePreviewInput, PLATFORM_TEMPLATE_ID } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Result, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../../../shared/format.ts';
import { useTranslation } from '../../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../../shared/request/http.ts';
import { showSuccessToast } from '../../../../../shared/toast.ts';
import { useConfirm } from '../../../../../shared/ui/confirm.tsx';
import { CompanyGate } from '../../../../company/index.ts';
import { type TemplateDraft, TemplateEditorModal } from '../components/TemplateEditorModal.tsx';
import { TemplatePreviewModal } from '../components/TemplatePreviewModal.tsx';
import { templateApi, templateKeys } from '../template-api.ts';

function TemplateList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: templateKeys.list(), queryFn: templateApi.list });
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const [preview, setPreview] = useState<{ request: ContractTemplatePreviewInput; name: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.all });

  /** Opens the editor with a template's text: its own (edit), a copy of it, or a new one starting from it. */
  const open = async (template: ContractTemplate, mode: 'edit' | 'copy' | 'new') => {
    setBusy(template.id);
    try {
      const info = await queryClient.fetchQuery({
        queryKey: templateKeys.info(template.id),
        queryFn: () => templateApi.info(template.id),
        staleTime: 0,
      });
      const name =
        mode === 'edit' ? info.name : mode === 'copy' ? t('contractTemplatePage.copyName', { name: info.name }).slice(0, 50) : '';
      setDraft({ ...(mode === 'edit' ? { id: info.id } : {}), name, content: info.content });
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(null);
    }
  };

  const makeDefault = async (template: ContractTemplate) => {
    setBusy(template.id);
    try {
      await templateApi.setDefault(template.id);
      showSuccessToast(t('contractTemplate.defaultSet'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(null);
    }
  };

  const remove = (template: ContractTemplate) =>
    confirm({
      title: t('contractTemplatePage.confirmDelete', { name: template.name }),
      content: template.isDefault ? t('contractTemplatePage.deleteDefaultHint') : undefined,
      onOk: async () => {
        await templateApi.del(template.id);
        showSuccessToast(t('contractTemplate.deleted'));
        await refresh();
      },
    });

  if (list.data && !list.data.hasShop) {
    return (
      <Result
        status="info"
        title={t('contractTemplate.noShop')}
        subTitle={t('contractTemplatePage.noShopHint')}
        extra={
          <Button type="primary" onClick={() => navigate('/manage/entryapply')} data-testid="template-go-shop">
            {t('route.manage.entryapply')}
          </Button>
        }
        data-testid="template-no-shop"
      />
    );
  }

  const columns: ColumnsType<ContractTemplate> = [
    {
      title: t('contractTemplatePage.col.name'),
      key: 'name',
      render: (_, template) => (
        <Space size={6} wrap>
          <span data-testid="template-name-cell">{template.name}</span>
          {template.builtIn && <Tag>{t('contractTemplatePage.builtIn')}</Tag>}
          {template.isDefault && (
            <Tag color="blue" data-testid={`template-default-tag-${template.id}`}>
              {t('contractTemplatePage.default')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('contractTemplatePage.col.inUse'),
      key: 'inUse',
      width: 120,
      render: (_, template) => (template.builtIn ? '-' : template.inUse),
    },
    {
      title: t('contractTemplatePage.col.updatedAt'),
      key: 'updatedAt',
      width: 180,
      render: (_, template) => formatDate(template.updatedAt),
    },
    {
      title: t('contractTemplatePage.col.actions'),
      key: 'actions',
      width: 360,
      render: (_, template) => (
        <Space size={0} wrap>
          {!template.builtIn && (
            <Button
              type="link"
              loading={busy === template.id}
              onClick={() => void open(template, 'edit')}
              data-testid={`template-edit-${template.id}`}
            >
              {t('contractTemplatePage.btn.edit')}
            </Button>
          )}
          <Button
            type="link"
            onClick={() => setPreview({ request: { id: template.id }, name: template.name })}
            data-testid={`template-preview-${template.id}`}
          >
            {t('contractTemplatePage.btn.preview')}
          </Button>
          <Button type="link" onClick={() => void open(template, 'copy')} data-testid={`template-copy-${template.id}`}>
            {t('contractTemplatePage.btn.copy')}
          </Button>
          {!template.isDefault && (
            <Button
              type="link"
              onClick={() => void makeDefault(template)}
              disabled={busy === template.id}
              data-testid={`template-set-default-${template.id}`}
            >
              {t('contractTemplatePage.btn.setDefault')}
            </Button>
          )}
          {!template.builtIn && (
            <Button type="link" danger onClick={() => remove(template)} data-testid={`template-delete-${template.id}`}>
              {t('contractTemplatePage.btn.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('contractTemplatePage.hint')}</Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            const platform = list.data?.templates.find((x) => x.id === PLATFORM_TEMPLATE_ID);
            if (platform) void open(platform, 'new');
          }}
          loading={busy === PLATFORM_TEMPLATE_ID}
          data-testid="template-add"
        >
          {t('contractTemplatePage.add')}
        </Button>
      </Flex>
      <Table<ContractTemplate>
        rowKey="id"
        dataSource={list.data?.templates ?? []}
        loading={list.isFetching}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty /> }}
        scroll={{ x: 860 }}
        data-testid="template-table"
      />
      <TemplateEditorModal key={draft === null ? 'closed' : (draft.id ?? 'new')} draft={draft} onClose={() => setDraft(null)} />
      <TemplatePreviewModal
        request={preview?.request ?? null}
        title={t('contractTemplatePage.preview.title', { name: preview?.name ?? '' })}
        onClose={() => setPreview(null)}
      />
    </>
  );
}

/**
 * /manage/contracttemplate (合同模板, contract.template): the shop's contract templates next to the
 * platform's — create (starting from the platform's text), edit, copy, preview with a sample order,
 * set the default, delete (refused while in use).
 */
export default function ContractTemplatePage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.manage.contracttemplate')}>
      <CompanyGate permission="contract.template">
        <TemplateList />
      </CompanyGate>
    </Card>
  );
}
