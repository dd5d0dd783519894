import {
  compareDecimal,
  INVOICE_NUMBER_PATTERN,
  INVOICE_RECORD_STATUSES,
  ISSUED_INVOICE_TYPES,
  type IssuedInvoice,
  type IssuedInvoiceType,
  MONEY_PATTERN,
  ORDER_STATUS,
  type OrderView,
  orderStatusIn,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { currencySymbol, formatDate, formatMoney, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FileUploadField } from '../../../shared/ui/FileUploadField.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredText } from '../../../shared/ui/form-rules.ts';
import { filePreviewHref } from '../../files/index.ts';
import { ORDER_QUERY_KEY } from '../api.ts';
import { useAsk } from '../components/use-ask.ts';
import { FilePreviewModal } from '../contract/accessory/FilePreviewModal.tsx';
import { InvoiceStatusTag } from './InvoiceStatusTag.tsx';
import { invoiceApi, invoiceKeys } from './invoice-api.ts';

interface RecordValues {
  type: IssuedInvoiceType;
  invoiceNo: string;
  amount: string;
  issueDate: Dayjs;
  fileKey: string;
  remark?: string;
}

/**
 * 发票 on the order page: the invoices the seller recorded, with 未开票 / 部分开票 /
 * 已开票 and the amounts; both parties preview and download them; the seller (发票管理) records one
 * (登记发票) once the money arrived, never above what is left to invoice, and removes one (confirmed).
 */
export function InvoiceCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const ask = useAsk();
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);
  const [previewing, setPreviewing] = useState<IssuedInvoice | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [form] = Form.useForm<RecordValues>();
  const list = useQuery({
    queryKey: invoiceKeys.list(order.id),
    queryFn: () => invoiceApi.list(order.id),
    enabled: order.party !== 'system',
    retry: false,
  });
  // A sub-account with neither the side's order permission nor 发票管理 does not see the card.
  if (order.party === 'system' || (isApiError(list.error) && list.error.code === 403)) return null;
  const data = list.data;
  const paid = (INVOICE_RECORD_STATUSES as readonly number[]).includes(order.status);
  const recorded = (data?.invoices.length ?? 0) > 0;
  // An order that ended before completing has nothing to invoice; one whose buyer asked for no invoice says so.
  if (!recorded && orderStatusIn('final', order.status) && order.status !== ORDER_STATUS.COMPLETE) return null;
  const noneAsked = order.invoice === null && !recorded;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
  const record = async (values: RecordValues) => {
    await invoiceApi.save({
      id: order.id,
      type: values.type,
      invoiceNo: values.invoiceNo.trim(),
      amount: values.amount.trim(),
      issueDate: values.issueDate.format('YYYY-MM-DD'),
      fileKey: values.fileKey,
      remark: values.remark?.trim() || undefined,
    });
    showSuccessToast(t('invoice.saved'));
    await refresh();
  };
  const remove = async (invoice: IssuedInvoice) => {
    if (!(await ask(t('invoicePage.deleteConfirm', { invoiceNo: invoice.invoiceNo }), { danger: true }))) return;
    setBusy(invoice.id);
    try {
      await invoiceApi.remove(order.id, invoice.id);
      showSuccessToast(t('invoice.deleted'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(null);
    }
  };
  const download = async (invoice: IssuedInvoice) => {
    setBusy(invoice.id);
    try {
      await invoiceApi.download(invoice);
    } finally {
      setBusy(null);
    }
  };
  const remaining = data?.remainingAmount ?? order.totalAmount;

  return (
    <Card
      title={
        <Space>
          {t('invoicePage.title')}
          <InvoiceStatusTag
            status={data?.invoiceStatus ?? order.invoiceStatus}
            label={data?.invoiceStatusLabel ?? order.invoiceStatusLabel}
          />
        </Space>
      }
      data-testid="order-invoices"
      extra={
        data?.canRecord && (
          <Button onClick={() => setRecording(true)} data-testid="invoice-record">
            {t('invoicePage.record')}
          </Button>
        )
      }
    >
      {noneAsked && <Alert type="info" showIcon title={t('invoicePage.noneAsked')} data-testid="invoice-none-asked" />}
      {!noneAsked && !paid && !recorded && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('invoicePage.notYet')} />
      )}
      {!noneAsked && (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('invoicePage.total')}>
              {formatMoney(data?.totalAmount ?? order.totalAmount, order.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('invoicePage.invoiced')}>
              <span data-testid="invoice-invoiced">
                {formatMoney(data?.invoicedAmount ?? order.invoicedAmount, order.currency)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('invoicePage.remaining')}>
              <span data-testid="invoice-remaining">{formatMoney(remaining, order.currency)}</span>
            </Descriptions.Item>
          </Descriptions>
          <Table<IssuedInvoice>
            rowKey="id"
            size="small"
            loading={list.isFetching}
            dataSource={data?.invoices}
            pagination={false}
            scroll={{ x: 800 }}
            locale={{ emptyText: <Empty description={t('invoicePage.empty')} /> }}
            columns={[
              { title: t('invoicePage.type'), key: 'type', render: (_, i) => i.typeLabel },
              {
                title: t('invoicePage.invoiceNo'),
                key: 'invoiceNo',
                render: (_, i) => <span data-testid="invoice-no">{i.invoiceNo}</span>,
              },
              {
                title: t('invoicePage.amount'),
                key: 'amount',
                align: 'right',
                render: (_, i) => <span data-testid="invoice-amount">{formatMoney(i.amount, order.currency)}</span>,
              },
              { title: t('invoicePage.issueDate'), key: 'issueDate', render: (_, i) => i.issueDate },
              {
                title: t('invoicePage.recordedBy'),
                key: 'recordedBy',
                render: (_, i) => (
                  <Space direction="vertical" size={0}>
                    <span>{i.recordedByName}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(i.createdAt)}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: t('invoicePage.remark'), key: 'remark', render: (_, i) => i.remark ?? '-' },
              {
                title: t('invoicePage.actions'),
                key: 'actions',
                render: (_, i) => (
                  <Space wrap size="small">
                    <Button size="small" type="link" onClick={() => setPreviewing(i)} data-testid="invoice-preview">
                      {t('invoicePage.preview')}
                    </Button>
                    <a
                      href={filePreviewHref(i.url, i.invoiceNo)}
                      target="_blank"
                      rel="noopener"
                      data-testid="invoice-preview-page"
                    >
                      {t('filePreview.openPage')}
                    </a>
                    <Button
                      size="small"
                      type="link"
                      loading={busy === i.id}
                      onClick={() => void download(i)}
                      data-testid="invoice-download"
                    >
                      {t('invoicePage.download')}
                    </Button>
                    {data?.canRemove && (
                      <Button size="small" type="link" danger onClick={() => void remove(i)} data-testid="invoice-delete">
                        {t('invoicePage.delete')}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}

      <FormModal<RecordValues>
        open={recording}
        title={t('invoicePage.record')}
        testId="invoice-record"
        onClose={() => setRecording(false)}
        onSubmit={record}
        form={form}
        initialValues={{ type: 'vatSpecial', amount: remaining, issueDate: dayjs() }}
      >
        <Typography.Paragraph type="secondary">
          {t('invoicePage.remainingHint', { amount: formatPrice(remaining) })}
        </Typography.Paragraph>
        <Form.Item name="type" label={t('invoicePage.type')} rules={[required(t('invoicePage.typeRequired'))]}>
          <Select
            data-testid="invoice-type"
            options={ISSUED_INVOICE_TYPES.map((type) => ({ value: type, label: t(`invoice.type.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="invoiceNo"
          label={t('invoicePage.invoiceNo')}
          rules={[
            requiredText(t('invoicePage.invoiceNoRequired')),
            { pattern: INVOICE_NUMBER_PATTERN, message: t('invoice.numberInvalid') },
          ]}
        >
          <Input maxLength={20} inputMode="numeric" data-testid="invoice-no-input" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('invoicePage.amount')}
          rules={[
            requiredText(t('invoicePage.amountRequired')),
            {
              validator: async (_, value?: string) => {
                const amount = value?.trim() ?? '';
                if (!amount) return;
                if (!MONEY_PATTERN.test(amount) || compareDecimal(amount, '0') === 0)
                  throw new Error(t('invoicePage.amountInvalid'));
                if (compareDecimal(amount, remaining) > 0)
                  throw new Error(t('invoicePage.overRemaining', { amount: formatPrice(remaining) }));
              },
            },
          ]}
        >
          <Input prefix={currencySymbol(order.currency)} maxLength={19} inputMode="decimal" data-testid="invoice-amount-input" />
        </Form.Item>
        <Form.Item name="issueDate" label={t('invoicePage.issueDate')} rules={[required(t('invoicePage.issueDateRequired'))]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            data-testid="invoice-issue-date"
          />
        </Form.Item>
        <Form.Item name="fileKey" label={t('invoicePage.file')} rules={[required(t('invoicePage.fileRequired'))]}>
          <FileUploadField
            kind="pdf"
            testId="invoice-file"
            buttonText={t('invoicePage.pickFile')}
            aria-label={t('invoicePage.file')}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('invoicePage.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </FormModal>

      <FilePreviewModal
        file={previewing && { url: previewing.url, mime: 'application/pdf', name: previewing.invoiceNo }}
        onClose={() => setPreviewing(null)}
        testId="invoice-preview-frame"
      />
    </Card>
  );
}
