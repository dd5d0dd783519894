import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { isSoldOut, plainQuantity } from '../quantity.ts';
import { useAddToCart } from '../use-cart.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/**
 * 加入购物车 with a quantity (starting at the minimum order quantity) for a product's details page.
 * Works for visitors (the buylist cookie) and logged-in users (the server cart). Mount it with the
 * product's public facts: `<AddToCartButton productId={p.id} minQty={p.minOrderQty} stock={p.stock} unit={p.unit} />`.
 */
export function AddToCartButton({
  productId,
  minQty,
  stock,
  unit,
  size = 'large',
  onAdded,
}: {
  productId: number;
  minQty: string;
  stock: string;
  unit: string;
  size?: 'middle' | 'large';
  /** Called after the product went into the cart. */
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const { add, busy } = useAddToCart();
  const [quantity, setQuantity] = useState(() => plainQuantity(minQty));
  const limits = { min: minQty, stock };
  const soldOut = isSoldOut(limits);
  const submit = useThrottledCallback(async () => {
    if (await add({ productId, minQty, stock, unit }, quantity)) onAdded?.();
  });

  return (
    <Space wrap>
      <QuantityStepper
        value={quantity}
        limits={limits}
        unit={unit}
        size={size}
        commitDelayMs={0}
        disabled={soldOut}
        onCommit={setQuantity}
      />
      <Button
        type="primary"
        danger
        size={size}
        icon={<ShoppingCartOutlined />}
        loading={busy}
        disabled={soldOut}
        onClick={() => submit()}
        data-testid="add-to-cart"
      >
        {soldOut ? t('mycart.soldOut') : t('mycart.addToCart')}
      </Button>
    </Space>
  );
}
