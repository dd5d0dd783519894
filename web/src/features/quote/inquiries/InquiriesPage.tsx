import { INQUIRY_BOXES, INQUIRY_STATUSES, type Inquiry, type InquiryBox, type InquiryStatus } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredField } from '../../../shared/ui/form-rules.ts';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { QUOTES_KEY } from '../api.ts';
import { QuoteFormModal } from '../components/QuoteFormModal.tsx';
import { quotePath } from '../quote-paths.ts';
import { INQUIRIES_KEY, inquiryApi } from './api.ts';

const STATUS_COLOURS: Record<InquiryStatus, string> = {
  open: 'processing',
  quoted: 'success',
  declined: 'error',
  cancelled: 'default',
};

/**
 * /manage/inquiries 询价单: the inquiries the company sent (as a buyer) and those its shop received, newest first,
 * by status. The seller answers one with a quote (the form starts from the inquiry: its buyer, offer and quantity)
 * or declines it with the reason the buyer reads; the buyer cancels one still waiting, and opens the quote once
 * offered. A notification's link (?id=) marks its inquiry.
 */
export default function InquiriesPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const box: InquiryBox = search.get('box') === 'received' ? 'received' : 'sent';
  const marked = Number(search.get('id')) || null;
  const [status, setStatus] = useState<InquiryStatus | 'all'>('all');
  const [answering, setAnswering] = useState<Inquiry | null>(null);
  const [declining, setDeclining] = useState<Inquiry | null>(null);
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const list = usePagedTable<Inquiry, Record<string, never>>(
    [...INQUIRIES_KEY, 'list', box, status],
    (params) => inquiryApi.list({ ...params, box, ...(status === 'all' ? {} : { status }) }),
    {},
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY });

  const cancel = (inquiry: Inquiry) =>
    confirm({
      title: t('inquiry.cancelConfirm', { no: inquiry.inquiryNo }),
      content: t('inquiry.cancelHint'),
      okText: t('inquiry.cancelAction'),
      onOk: async () => {
        await inquiryApi.cancel(inquiry.id);
        showSuccessToast(t('inquiry.cancelledOk'));
        await refresh();
      },
    });

  return (
    <Card
      title={t('route.manage.inquiries')}
      tabList={INQUIRY_BOXES.map((key) => ({
        key,
        label: <span data-testid={`inquiry-box-${key}`}>{t(`inquiry.box.${key}`)}</span>,
      }))}
      activeTabKey={box}
      onTabChange={(key) => {
        setSearch({ box: key }, { replace: true });
        setStatus('all');
        list.reset();
      }}
    >
      <Segmented<InquiryStatus | 'all'>
        style={{ marginBottom: 12 }}
        value={status}
        onChange={(value) => {
          setStatus(value);
          list.reset();
        }}
        options={[
          { value: 'all', label: t('inquiry.allStatuses') },
          ...INQUIRY_STATUSES.map((value) => ({ value, label: t(`inquiryStatus.${value}`) })),
        ]}
        data-testid="inquiry-status-filter"
      />
      <Table<Inquiry>
        {...list.tableProps}
        data-testid="inquiries"
        rowClassName={(inquiry) => (inquiry.id === marked ? 'ant-table-row-selected' : '')}
        scroll={list.tableProps.dataSource?.length ? { x: 830 } : undefined}
        locale={{ emptyText: <Empty description={t(`inquiry.empty.${box}`)} /> }}
        columns={[
          {
            title: t('inquiry.col.no'),
            key: 'no',
            width: 170,
            render: (_, inquiry) => (
              <>
                <span data-testid="inquiry-no">{inquiry.inquiryNo}</span>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(inquiry.createdAt)}
                </Typography.Text>
                <br />
                <Tag color={STATUS_COLOURS[inquiry.status]} data-testid="inquiry-status">
                  {inquiry.statusLabel}
                </Tag>
              </>
            ),
          },
          {
            title: t('inquiry.col.goods'),
            key: 'goods',
            width: 170,
            render: (_, inquiry) => (
              <>
                <Link to={`/goodsdetail?id=${inquiry.productId}`}>{inquiry.productName}</Link>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  CAS {inquiry.casNumber} · {inquiry.listedPrice === null ? t('goods.priceOnRequest') : yuan(inquiry.listedPrice)}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t(box === 'sent' ? 'inquiry.col.seller' : 'inquiry.col.buyer'),
            key: 'other',
            width: 130,
            ellipsis: true,
            render: (_, inquiry) =>
              box === 'sent' ? `${inquiry.sellerCompanyName}（${inquiry.shopName}）` : inquiry.buyerCompanyName,
          },
          {
            title: t('inquiry.col.need'),
            key: 'need',
            width: 190,
            render: (_, inquiry) => (
              <>
                <Quantity value={inquiry.quantity} unit={inquiry.unit} />
                {inquiry.deliveryPlace && ` · ${inquiry.deliveryPlace}`}
                {inquiry.needBy && (
                  <>
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('inquiry.needBy', { date: inquiry.needBy })}
                    </Typography.Text>
                  </>
                )}
                {inquiry.message && (
                  <>
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="inquiry-message">
                      {inquiry.message}
                    </Typography.Text>
                  </>
                )}
              </>
            ),
          },
          {
            title: t('inquiry.col.actions'),
            key: 'actions',
            width: 170,
            fixed: 'right',
            render: (_, inquiry) => (
              <Space wrap size={4}>
                {inquiry.declineReason && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="inquiry-decline-reason">
                    {t('inquiry.declinedBecause', { reason: inquiry.declineReason })}
                  </Typography.Text>
                )}
                {inquiry.quoteId !== null && (
                  <Link to={quotePath(inquiry.quoteId)} data-testid="inquiry-quote">
                    {t('inquiry.quoteLink', { no: inquiry.quoteNo, status: inquiry.quoteStatusLabel })}
                  </Link>
                )}
                {/* A draft answers it already: its link above leads the seller on with that one. */}
                {inquiry.actions.includes('quote') && inquiry.quoteId === null && (
                  <Button size="small" type="primary" onClick={() => setAnswering(inquiry)} data-testid="inquiry-answer">
                    {t('inquiry.quoteAction')}
                  </Button>
                )}
                {inquiry.actions.includes('decline') && (
                  <Button size="small" danger onClick={() => setDeclining(inquiry)} data-testid="inquiry-decline">
                    {t('inquiry.declineAction')}
                  </Button>
                )}
                {inquiry.actions.includes('cancel') && (
                  <Button size="small" danger onClick={() => cancel(inquiry)} data-testid="inquiry-cancel">
                    {t('inquiry.cancelAction')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {answering && (
        <QuoteFormModal
          inquiry={answering}
          onClose={() => {
            setAnswering(null);
            void refresh();
            void queryClient.invalidateQueries({ queryKey: QUOTES_KEY });
          }}
        />
      )}
      {declining && (
        <FormModal<{ reason: string }>
          title={t('inquiry.declineTitle', { no: declining.inquiryNo })}
          intro={t('inquiry.declineHint')}
          testId="inquiry-decline-form"
          form={reasonForm}
          name="inquiryDecline"
          okText={t('inquiry.declineAction')}
          onClose={() => setDeclining(null)}
          onSubmit={async ({ reason }) => {
            await inquiryApi.decline(declining.id, reason.trim());
            showSuccessToast(t('inquiry.declinedOk'));
            await refresh();
          }}
        >
          <Form.Item name="reason" label={t('inquiry.declineReason')} rules={[requiredField(t, t('inquiry.declineReason'))]}>
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="inquiry-decline-reason-input" />
          </Form.Item>
        </FormModal>
      )}
    </Card>
  );
}
