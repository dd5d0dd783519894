import type { OrderSettle } from '@hgsc/contracts';
import { Form, Radio, Space, Typography } from 'antd';
import { formatMoney } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { termWords } from './PaymentsCard.tsx';

/** 付款方式 of one shop's order at checkout: the terms its offers allow, each with what it asks before shipping. */
export function TermChoice({ group }: { group: OrderSettle['groups'][number] }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={['shopTerms', String(group.shopId)]}
      label={t('orderPayment.choose')}
      initialValue="prepay"
      style={{ marginTop: 12, marginBottom: 0 }}
    >
      <Radio.Group data-testid={`pay-terms-${group.shopId}`}>
        <Space direction="vertical" size={4}>
          {group.termOptions.map((option) => (
            <Radio key={option.term} value={option.term}>
              <span data-testid={`pay-term-${option.term}`}>
                {termWords({ terms: option }, t)}
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {t('orderPayment.chooseHint', { amount: formatMoney(option.beforeShipping, 'CNY') })}
                </Typography.Text>
              </span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
