import type { Invoice, OrderView } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import { useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { ORDER_QUERY_KEY, orderToolsApi } from '../api.ts';
import { InvoiceFields } from './InvoiceFields.tsx';
import { useAsk } from './use-ask.ts';

/** Trimmed, without the empty optional fields (the checkout sends it the same way). */
const trimmedInvoice = (invoice: Invoice): Invoice =>
  Object.fromEntries(
    Object.entries(invoice)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value !== '' && value !== undefined),
  ) as Invoice;

/**
 * 修改发票信息 (/order/save/invoice): the buyer, before paying (ORDER_EDITS.saveInvoice), with the
 * checkout's invoice fields. Replacing invoice information already on the order is confirmed first.
 */
export function InvoiceModal({ order, open, onClose }: { order: OrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ask = useAsk();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ invoice: Invoice }>();
  const { submit, submitting } = useFormSubmit(
    async (values: { invoice: Invoice }) => {
      if (order.invoice && !(await ask(t('orderTools.confirmInvoice')))) return;
      await orderToolsApi.saveInvoice({ id: order.id, invoice: trimmedInvoice(values.invoice) });
      showSuccessToast(t('order.invoiceSaved'));
      await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
      onClose();
    },
    (error) => {
      // The server names a nested field as `invoice.taxNumber`.
      const [head, name] = (isApiError(error) && error.field?.split('.')) || [];
      if (head === 'invoice' && name) form.setFields([{ name: ['invoice', name as keyof Invoice], errors: [error.message] }]);
    },
  );
  return (
    <Modal
      open={open}
      title={t('orderTools.editInvoice')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'order-invoice-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('orderTools.invoiceHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ invoice: order.invoice ?? { type: 'normal' } }}
      >
        <InvoiceFields />
      </Form>
    </Modal>
  );
}
