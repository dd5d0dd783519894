import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../../shared/request/http.ts';
import { showSuccessToast } from '../../../../../shared/toast.ts';
import { ORDER_QUERY_KEY } from '../../../api.ts';
import { templateApi, templateKeys } from '../template-api.ts';
import { TemplatePreviewModal } from './TemplatePreviewModal.tsx';

/**
 * 选择模板, the step before 生成合同 (the seller, order at 10): shows the template the contract will be
 * drawn from (the order's choice, the shop's default or the platform's) and lets a seller holding
 * contract.template pick another, with a preview filled with this order.
 */
export function ChooseTemplateButton({ orderId, size }: { orderId: number; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: templateKeys.order(orderId),
    queryFn: () => templateApi.ofOrder(orderId),
    retry: false,
  });
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const mayChoose = current.data?.mayChoose ?? false;
  const templates = useQuery({ queryKey: templateKeys.list(), queryFn: templateApi.list, enabled: open && mayChoose });

  if (!current.data) return null;
  const selected = picked ?? current.data.templateId;

  const choose = async () => {
    setSaving(true);
    try {
      await templateApi.choose(orderId, selected);
      showSuccessToast(t('contractTemplate.chosen'));
      await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
      setOpen(false);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography.Text type="secondary" data-testid="order-template-name">
        {t('contractTemplatePage.choose.current', { name: current.data.templateName })}
      </Typography.Text>
      {mayChoose && (
        <Button
          size={size}
          onClick={() => {
            setPicked(undefined);
            setOpen(true);
          }}
          data-testid="contract-action-chooseTemplate"
        >
          {t('contractTemplatePage.choose.button')}
        </Button>
      )}
      <Modal
        open={open}
        title={t('contractTemplatePage.choose.title')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setPreview(selected)} data-testid="choose-template-preview">
              {t('contractTemplatePage.btn.preview')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void choose()} data-testid="choose-template-ok">
              {t('common.confirm')}
            </Button>
          </Space>
        }
      >
        <Form layout="vertical">
          <Form.Item label={t('contractTemplatePage.choose.label')} extra={t('contractTemplatePage.choose.hint')}>
            <Select
              value={selected}
              loading={templates.isFetching}
              onChange={(value: number) => setPicked(value)}
              options={(templates.data?.templates ?? []).map((template) => ({
                value: template.id,
                label: template.isDefault ? `${template.name}（${t('contractTemplatePage.default')}）` : template.name,
              }))}
              data-testid="choose-template-select"
            />
          </Form.Item>
        </Form>
        <Flex justify="flex-end">
          <Link to="/manage/contracttemplate">{t('contractTemplatePage.choose.manage')}</Link>
        </Flex>
      </Modal>
      <TemplatePreviewModal
        request={preview === null ? null : { id: preview, orderId }}
        title={t('contractTemplatePage.preview.orderTitle')}
        onClose={() => setPreview(null)}
      />
    </>
  );
}
