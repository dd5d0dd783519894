import { Button, Checkbox, Flex, Space, Typography } from 'antd';
import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** The cart's foot: select all, bulk delete, clear, the selection's total and 去结算. */
export function CartSummaryBar({
  checked,
  indeterminate,
  onSelectAll,
  selectedCount,
  total,
  onRemoveSelected,
  onClear,
  onCheckout,
}: {
  checked: boolean;
  indeterminate: boolean;
  onSelectAll: (checked: boolean) => void;
  selectedCount: number;
  total: string;
  onRemoveSelected: () => void;
  onClear: () => void;
  onCheckout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex className="cart-summary" justify="space-between" align="center" wrap gap={12}>
      <Space size={16} wrap>
        <Checkbox checked={checked} indeterminate={indeterminate} onChange={(event) => onSelectAll(event.target.checked)}>
          {t('mycart.selectAll')}
        </Checkbox>
        <Button type="link" danger onClick={onRemoveSelected} data-testid="cart-remove-selected">
          {t('mycart.removeSelected')}
        </Button>
        <Button type="link" onClick={onClear} data-testid="cart-clear">
          {t('mycart.clear')}
        </Button>
      </Space>
      <Space size={16} wrap>
        <Typography.Text>{t('mycart.selectedCount', { count: selectedCount })}</Typography.Text>
        <Typography.Text>
          {t('mycart.total')}
          <Typography.Text strong className="cart-total" data-testid="cart-total">
            ¥{formatPrice(total)}
          </Typography.Text>
        </Typography.Text>
        <Button type="primary" danger size="large" onClick={onCheckout} data-testid="cart-checkout">
          {t('mycart.checkout')}
        </Button>
      </Space>
    </Flex>
  );
}
