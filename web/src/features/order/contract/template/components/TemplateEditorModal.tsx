import {
  CONTRACT_TEMPLATE_GOODS_TABLE,
  CONTRACT_TEMPLATE_MAX_LENGTH,
  CONTRACT_TEMPLATE_NAME_MAX_LENGTH,
  CONTRACT_TEMPLATE_PLACEHOLDERS,
  type ContractTemplatePlaceholder,
  contractTemplatePlaceholderLabelKey,
} from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { applyFieldError, useFormSubmit } from '../../../../../shared/form.ts';
import { useTranslation } from '../../../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../../../shared/toast.ts';
import { requiredField } from '../../../../../shared/ui/form-rules.ts';
import { templateApi, templateKeys } from '../template-api.ts';
import { TemplatePreviewModal } from './TemplatePreviewModal.tsx';

interface TemplateValues {
  name: string;
  content: string;
}

/** What the editor opens: a new template (maybe copied from another's text) or one of the shop's. */
export type TemplateDraft = { id?: number; name: string; content: string };

const HEADING = '## ';
const GOODS_TABLE = `{{${CONTRACT_TEMPLATE_GOODS_TABLE}}}`;

/** The text a placeholder button inserts: the goods table on a line of its own, the others inline. */
const insertionOf = (name: ContractTemplatePlaceholder | 'heading', before: string) => {
  const lineStart = before === '' || before.endsWith('\n');
  if (name === 'heading') return `${lineStart ? '' : '\n'}${HEADING}`;
  if (name === CONTRACT_TEMPLATE_GOODS_TABLE) return `${lineStart ? '' : '\n'}${GOODS_TABLE}\n`;
  return `{{${name}}}`;
};

/**
 * 新建/编辑合同模板: the name and the text (a plain textarea: one paragraph a line, "## " headings),
 * with buttons inserting each placeholder at the cursor, and a preview of the unsaved text filled
 * with a sample order. A 400 (unknown placeholder, misplaced goods table) shows under the text.
 */
export function TemplateEditorModal({ draft, onClose }: { draft: TemplateDraft | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TemplateValues>();
  const caret = useRef({ start: draft?.content.length ?? 0, end: draft?.content.length ?? 0 });
  const [preview, setPreview] = useState<string | null>(null);
  const editing = draft?.id !== undefined;

  const { submit, submitting } = useFormSubmit(
    async (values: TemplateValues) => {
      await templateApi.save({ ...(draft?.id ? { id: draft.id } : {}), name: values.name.trim(), content: values.content });
      showSuccessToast(t('contractTemplate.saved'));
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      onClose();
    },
    (error) => applyFieldError(form, error, ['name', 'content']),
  );

  const insert = (name: ContractTemplatePlaceholder | 'heading') => {
    const value: string = form.getFieldValue('content') ?? '';
    const start = Math.min(caret.current.start, value.length);
    const end = Math.min(Math.max(caret.current.end, start), value.length);
    const text = insertionOf(name, value.slice(0, start));
    form.setFieldValue('content', value.slice(0, start) + text + value.slice(end));
    caret.current = { start: start + text.length, end: start + text.length };
    void form.validateFields(['content']).catch(() => {});
  };
  const trackCaret = (event: { currentTarget: HTMLTextAreaElement }) => {
    caret.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
  };

  const showPreview = () => {
    const content: string = form.getFieldValue('content') ?? '';
    if (content.trim() === '') {
      void form.validateFields(['content']).catch(() => {});
      return;
    }
    setPreview(content);
  };

  return (
    <Modal
      open={draft !== null}
      title={t(editing ? 'contractTemplatePage.editor.editTitle' : 'contractTemplatePage.editor.addTitle')}
      onCancel={onClose}
      width="min(960px, 96vw)"
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={showPreview} data-testid="template-editor-preview">
            {t('contractTemplatePage.btn.preview')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={submitting} onClick={() => form.submit()} data-testid="template-editor-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<TemplateValues>
        form={form}
        name="contractTemplate"
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ name: draft?.name ?? '', content: draft?.content ?? '' }}
      >
        <Form.Item
          name="name"
          label={t('contractTemplatePage.editor.name')}
          rules={[requiredField(t, t('contractTemplatePage.editor.name'))]}
        >
          <Input maxLength={CONTRACT_TEMPLATE_NAME_MAX_LENGTH} data-testid="template-name" />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('contractTemplatePage.editor.formatHint', { table: GOODS_TABLE, heading: HEADING.trim() })}
        />
        <Flex vertical gap={6} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('contractTemplatePage.editor.insert')}</Typography.Text>
          <Flex wrap gap={6} data-testid="template-placeholders">
            <Button size="small" onClick={() => insert('heading')} data-testid="template-insert-heading">
              {t('contractTemplatePage.editor.heading')}
            </Button>
            {CONTRACT_TEMPLATE_PLACEHOLDERS.map((name) => (
              <Tooltip key={name} title={`{{${name}}}`}>
                <Button size="small" onClick={() => insert(name)} data-testid={`template-insert-${name}`}>
                  {t(contractTemplatePlaceholderLabelKey(name))}
                </Button>
              </Tooltip>
            ))}
          </Flex>
        </Flex>
        <Form.Item
          name="content"
          label={t('contractTemplatePage.editor.content')}
          rules={[requiredField(t, t('contractTemplatePage.editor.content'))]}
        >
          <Input.TextArea
            rows={16}
            maxLength={CONTRACT_TEMPLATE_MAX_LENGTH}
            showCount
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
            onSelect={trackCaret}
            onKeyUp={trackCaret}
            onClick={trackCaret}
            data-testid="template-content"
          />
        </Form.Item>
      </Form>
      <TemplatePreviewModal
        request={preview === null ? null : { content: preview }}
        title={t('contractTemplatePage.preview.sampleTitle')}
        onClose={() => setPreview(null)}
      />
    </Modal>
  );
}
