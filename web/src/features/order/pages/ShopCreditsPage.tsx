import { PlusOutlined } from '@ant-design/icons';
import { BALANCE_DAYS_MAX, MONEY_PATTERN, type ShopCredit, shopCreditRoutes } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { call } from '../../../shared/request/call.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { required, requiredField } from '../../../shared/ui/form-rules.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';

const LIST_KEY = ['order', 'credit', 'list'] as const;

interface CreditValues {
  creditCode: string;
  days: number;
  /** Empty: no limit. */
  limitAmount?: string;
  remark?: string;
}

/**
 * 账期客户: the buyer companies the seller lets order on credit, each with the days after receipt its orders fall due;
 * an offer that allows credit offers it at checkout to them alone. Orders already placed keep their terms.
 */
export default function ShopCreditsPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CreditValues>();
  const [editing, setEditing] = useState<ShopCredit | 'new' | null>(null);
  const list = usePagedTable<ShopCredit>(LIST_KEY, (page) => call(shopCreditRoutes.list, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
  const existing = editing && editing !== 'new' ? editing : null;

  const remove = (credit: ShopCredit) =>
    confirm({
      title: t('credit.removeConfirm', { company: credit.buyerCompanyName }),
      content: t('credit.removeHint'),
      onOk: async () => {
        await call(shopCreditRoutes.remove, { id: credit.id });
        showSuccessToast(t('common.deleted'));
        await refresh();
      },
    });

  return (
    <Card
      title={t('route.manage.credit')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="credit-add">
          {t('credit.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('credit.intro')}</Typography.Paragraph>
      <Table<ShopCredit>
        {...list.tableProps}
        data-testid="credit-table"
        locale={{ emptyText: <Empty description={t('credit.empty')} /> }}
        columns={[
          { title: t('credit.company'), dataIndex: 'buyerCompanyName', key: 'company' },
          { title: t('credit.creditCode'), dataIndex: 'creditCode', key: 'code', width: 200 },
          {
            title: t('credit.days'),
            dataIndex: 'days',
            key: 'days',
            width: 110,
            render: (days: number) => t('credit.daysValue', { days, count: days }),
          },
          {
            title: t('credit.limit'),
            key: 'limit',
            width: 190,
            align: 'right',
            render: (_, credit: ShopCredit) => (
              <span data-testid={`credit-limit-${credit.id}`}>
                {credit.limitAmount === null ? t('credit.noLimit') : yuan(credit.limitAmount)}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('credit.used', { amount: yuan(credit.usedAmount) })}
                </Typography.Text>
              </span>
            ),
          },
          { title: t('credit.remark'), dataIndex: 'remark', key: 'remark', render: (remark: string | null) => remark || '-' },
          { title: t('credit.updatedAt'), dataIndex: 'updatedAt', key: 'at', width: 170, render: (at: string) => formatDate(at) },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 150,
            render: (_, credit) => (
              <Flex gap={8}>
                <Typography.Link onClick={() => setEditing(credit)}>{t('credit.edit')}</Typography.Link>
                <Typography.Link type="danger" onClick={() => remove(credit)} data-testid={`credit-remove-${credit.id}`}>
                  {t('credit.remove')}
                </Typography.Link>
              </Flex>
            ),
          },
        ]}
      />
      {editing && (
        <FormModal<CreditValues>
          form={form}
          open
          onClose={() => setEditing(null)}
          title={t(existing ? 'credit.editTitle' : 'credit.addTitle')}
          testId="credit-form"
          initialValues={
            existing
              ? {
                  creditCode: existing.creditCode,
                  days: existing.days,
                  limitAmount: existing.limitAmount ?? '',
                  remark: existing.remark ?? '',
                }
              : { days: 30 }
          }
          onSubmit={async (values) => {
            await call(shopCreditRoutes.save, {
              creditCode: values.creditCode.trim(),
              days: values.days,
              limitAmount: values.limitAmount?.trim() || null,
              remark: values.remark?.trim() || null,
            });
            showSuccessToast(t('common.updated'));
            await refresh();
          }}
        >
          <Form.Item
            name="creditCode"
            label={t('credit.creditCode')}
            extra={t('credit.creditCodeHint')}
            rules={[requiredField(t, t('credit.creditCode'))]}
          >
            <Input maxLength={18} disabled={existing !== null} data-testid="credit-code" />
          </Form.Item>
          <Form.Item name="days" label={t('credit.days')} rules={[required(t('credit.days'))]}>
            <InputNumber min={1} max={BALANCE_DAYS_MAX} precision={0} suffix={t('credit.dayUnit')} data-testid="credit-days" />
          </Form.Item>
          <Form.Item
            name="limitAmount"
            label={t('credit.limit')}
            extra={t('credit.limitHint')}
            rules={[
              {
                validator: async (_, value?: string) => {
                  if (value?.trim() && !MONEY_PATTERN.test(value.trim())) throw new Error(t('product.moneyInvalid'));
                },
              },
            ]}
          >
            <Input inputMode="decimal" maxLength={19} prefix="¥" data-testid="credit-limit" />
          </Form.Item>
          <Form.Item name="remark" label={t('credit.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </FormModal>
      )}
    </Card>
  );
}
