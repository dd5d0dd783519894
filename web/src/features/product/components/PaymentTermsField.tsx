import { BALANCE_DAYS_MAX, DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN } from '@hgsc/contracts';
import { Checkbox, Flex, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * 付款方式 an offer allows besides 款到发货 (which every offer takes): a deposit with its percent and the days after
 * receipt the balance is due (0: on receipt), credit for the buyers the shop granted it, bank acceptance bills.
 */
export function PaymentTermsField() {
  const { t } = useTranslation();
  const deposit = Form.useWatch(['paymentTerms', 'deposit']);
  return (
    <Flex vertical gap={4} data-testid="product-payment-terms">
      <Typography.Text type="secondary">{t('seller.product.terms.prepayAlways')}</Typography.Text>
      <Flex wrap gap={8} align="center">
        <Form.Item name={['paymentTerms', 'deposit']} valuePropName="checked" noStyle>
          <Checkbox data-testid="product-terms-deposit">{t('seller.product.terms.deposit')}</Checkbox>
        </Form.Item>
        {deposit && (
          <>
            <Form.Item
              name={['paymentTerms', 'depositPercent']}
              noStyle
              rules={[{ required: true, message: t('paymentTerm.depositPercentRange') }]}
            >
              <InputNumber
                min={DEPOSIT_PERCENT_MIN}
                max={DEPOSIT_PERCENT_MAX}
                precision={0}
                suffix="%"
                aria-label={t('seller.product.terms.depositPercent')}
                data-testid="product-terms-deposit-percent"
                style={{ width: 110 }}
              />
            </Form.Item>
            <Typography.Text>{t('seller.product.terms.balanceAfter')}</Typography.Text>
            <Form.Item name={['paymentTerms', 'balanceDays']} noStyle>
              <InputNumber
                min={0}
                max={BALANCE_DAYS_MAX}
                precision={0}
                aria-label={t('seller.product.terms.balanceDays')}
                data-testid="product-terms-balance-days"
                style={{ width: 90 }}
              />
            </Form.Item>
            <Typography.Text type="secondary">{t('seller.product.terms.balanceDaysHint')}</Typography.Text>
          </>
        )}
      </Flex>
      <Form.Item name={['paymentTerms', 'credit']} valuePropName="checked" noStyle>
        <Checkbox data-testid="product-terms-credit">{t('seller.product.terms.credit')}</Checkbox>
      </Form.Item>
      <Form.Item name={['paymentTerms', 'acceptance']} valuePropName="checked" noStyle>
        <Checkbox data-testid="product-terms-acceptance">{t('seller.product.terms.acceptance')}</Checkbox>
      </Form.Item>
    </Flex>
  );
}
