import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRICE_TIER_LIMIT, priceTierProblems } from '@hgsc/contracts';
import { Button, Form, type FormRule, Input, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { moneyProblem, quantityProblem } from '../product-form.ts';

type TierRow = { minQty?: string; price?: string };

/** A row's field checked against the price, the minimum and the rows before it, as the server checks them. */
const crossRule =
  (index: number, field: 'minQty' | 'price', say: (key: string) => string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const problem = tiersProblem({
        price: getFieldValue('price'),
        minOrderQty: getFieldValue('minOrderQty'),
        priceTiers: getFieldValue('priceTiers'),
      });
      if (problem && problem.index === index && problem.field === field) throw new Error(say(problem.message));
    },
  });

/**
 * 阶梯价: up to PRICE_TIER_LIMIT rows of "from this quantity up, this price", each above the minimum order and below
 * the price before it — what a trader offers for a larger lot. Checked as the server checks them (priceTierProblems).
 */
export function PriceTiersField({ unit }: { unit: string }) {
  const { t } = useTranslation();
  return (
    <Form.List name="priceTiers">
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="product-tiers">
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('seller.product.tiersHint', { limit: PRICE_TIER_LIMIT })}
          </Typography.Text>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap data-testid={`product-tier-${index}`}>
              <Form.Item
                name={[field.name, 'minQty']}
                dependencies={['minOrderQty', ['priceTiers']]}
                rules={[
                  crossRule(index, 'minQty', t),
                  { required: true, whitespace: true, message: t('field.required') },
                  {
                    validator: async (_, value?: string) => {
                      const problem = value?.trim() ? quantityProblem(value, true) : null;
                      if (problem) throw new Error(t(problem));
                    },
                  },
                ]}
              >
                <Input
                  inputMode="decimal"
                  maxLength={19}
                  prefix="≥"
                  suffix={unit}
                  style={{ width: 180 }}
                  aria-label={t('seller.product.tierQty')}
                  data-testid={`product-tier-qty-${index}`}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'price']}
                dependencies={['price', ['priceTiers']]}
                rules={[
                  crossRule(index, 'price', t),
                  { required: true, whitespace: true, message: t('field.required') },
                  {
                    validator: async (_, value?: string) => {
                      const problem = value?.trim() ? moneyProblem(value) : null;
                      if (problem) throw new Error(t(problem));
                    },
                  },
                ]}
              >
                <Input
                  inputMode="decimal"
                  maxLength={19}
                  prefix="¥"
                  suffix={t('seller.product.perUnit', { unit })}
                  style={{ width: 200 }}
                  aria-label={t('seller.product.tierPrice')}
                  data-testid={`product-tier-price-${index}`}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
                aria-label={t('seller.product.tierRemove')}
              />
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < PRICE_TIER_LIMIT && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ minQty: '', price: '' })}
              data-testid="product-tier-add"
            >
              {t('seller.product.tierAdd')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

/** The tiers' first problem against the price and minimum typed, as the server would say it (null: none). */
export function tiersProblem(values: { price?: string; minOrderQty?: string; priceTiers?: TierRow[] }) {
  const tiers = (values.priceTiers ?? []).map((row) => ({ minQty: row?.minQty?.trim() ?? '', price: row?.price?.trim() ?? '' }));
  if (!values.price?.trim() || !values.minOrderQty?.trim()) return null;
  if (tiers.some((row) => quantityProblem(row.minQty, true) || moneyProblem(row.price))) return null;
  const [problem] = priceTierProblems({ price: values.price.trim(), minOrderQty: values.minOrderQty.trim() }, tiers);
  return problem ? { index: problem[0], field: problem[1], message: problem[2] } : null;
}
