import type { CartItem, CartPrice } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutUrl, groupsFromCart, groupsFromPrice, isGreyed, selectionOf } from './cart-groups.ts';

const item = (productId: number, shopId: number, amount: string, status: CartItem['status'] = 'ok'): CartItem => ({
  productId,
  name: `商品${productId}`,
  casNumber: '67-56-1',
  grade: null,
  purity: null,
  packagingLabel: '槽车',
  unit: '吨',
  coverUrl: null,
  isDangerous: false,
  shopId,
  shopName: `店铺${shopId}`,
  companyId: shopId,
  companyName: `公司${shopId}`,
  price: amount,
  tier: null,
  priceTiers: [],
  minOrderQty: '1.0000',
  stock: '10.0000',
  quantity: '1.0000',
  amount,
  status,
  statusText: status === 'ok' ? null : '商品已失效',
  needsLicence: false,
});

describe('cart groups', () => {
  it('does not count or check out a dangerous good the buyer holds no licence for', () => {
    const dangerous = { ...item(1, 10, '98000.00'), isDangerous: true, needsLicence: true };
    const price: CartPrice = { items: [dangerous, item(2, 10, '5.00')], unknownIds: [], total: '5.00' };
    const groups = groupsFromPrice(
      price,
      [1, 2].map((productId) => ({ productId, quantity: '1' })),
    );
    expect(groups[0]?.subtotal).toBe('5.00');
    const selection = selectionOf(groups, new Set(['1', '2']));
    expect(selection.buyable.map((row) => row.productId)).toEqual([2]);
    expect(selection.total).toBe('5.00');
    expect(selectionOf(groups, new Set(['1'])).buyable).toEqual([]);
  });

  it('groups a priced buylist by shop in buylist order, leaving out what left the list', () => {
    const price: CartPrice = {
      items: [
        item(1, 10, '0.10'),
        item(2, 20, '5.00'),
        item(3, 10, '0.20'),
        item(4, 10, '9.00', 'unavailable'),
        item(5, 20, '1.00'),
      ],
      unknownIds: [],
      total: '6.30',
    };
    const buylist = [1, 2, 3, 4].map((productId) => ({ productId, quantity: '1' }));
    const groups = groupsFromPrice(price, buylist);
    expect(groups.map((g) => [g.shopId, g.rows.map((r) => r.productId), g.subtotal])).toEqual([
      [10, [1, 3, 4], '0.30'],
      [20, [2], '5.00'],
    ]);
    expect(groups[0]?.rows[0]).toMatchObject({ key: '1', lineId: null });
  });

  it('keeps the server’s groups and line ids', () => {
    const groups = groupsFromCart({
      shops: [
        {
          shopId: 10,
          shopName: '店铺10',
          companyId: 10,
          companyName: '公司10',
          items: [{ ...item(1, 10, '0.10'), id: 77, addedAt: '', updatedAt: '' }],
          subtotal: '0.10',
        },
      ],
      total: '0.10',
      count: 1,
    });
    expect(groups[0]?.rows[0]).toMatchObject({ key: '1', lineId: 77 });
  });

  it('totals only the selected buyable rows, exactly', () => {
    const price: CartPrice = {
      items: [item(1, 10, '0.10'), item(2, 10, '0.20'), item(3, 10, '9.00', 'unavailable'), item(4, 10, '1.00', 'overStock')],
      unknownIds: [],
      total: '0.30',
    };
    const groups = groupsFromPrice(
      price,
      [1, 2, 3, 4].map((productId) => ({ productId, quantity: '1' })),
    );
    const selection = selectionOf(groups, new Set(['1', '2', '3', '4']));
    expect(selection.rows).toHaveLength(4);
    expect(selection.buyable.map((r) => r.productId)).toEqual([1, 2]);
    expect(selection.total).toBe('0.30');
    expect(selectionOf(groups, new Set()).total).toBe('0.00');
  });

  it('greys rows that cannot be bought at all and builds the checkout address', () => {
    expect(isGreyed({ status: 'unavailable' })).toBe(true);
    expect(isGreyed({ status: 'ownProduct' })).toBe(true);
    expect(isGreyed({ status: 'overStock' })).toBe(false);
    expect(checkoutUrl([3, 1])).toBe('/pay?ids=3,1');
  });
});
