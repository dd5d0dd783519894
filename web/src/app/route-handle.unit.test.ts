import { describe, expect, it } from 'vitest';
import warehouseReceiptArea from '../features/warehouse-receipt/manage-area.tsx';
import { pageAccess, permissionOf } from './route-handle.ts';

const matchesOf = (path: string) => [
  { handle: { title: 'route.manage', auth: true } },
  { handle: warehouseReceiptArea.routes.find((route) => route.path === path)?.handle },
];

describe('a management-centre page that needs a permission', () => {
  it('names the code of its menu entry on the keeper’s pages', () => {
    expect(permissionOf(matchesOf('keeperInbound'))).toBe('warehouse.receive');
    expect(permissionOf(matchesOf('waitpleasedetails'))).toBe('warehouse.receive');
    expect(permissionOf(matchesOf('registrationTheWarehouseReceipt'))).toBe('warehouse.register');
    expect(permissionOf(matchesOf('keeperReceipts'))).toBe('warehouse.register');
    expect(permissionOf(matchesOf('newdetails'))).toBe('warehouse.register');
    expect(permissionOf(matchesOf('warehouseReceiptList'))).toBeUndefined();
  });

  it('is forbidden to a trader, whose company holds no warehouse code, and open to a keeper', () => {
    const trader = { codes: ['receipt.view', 'receipt.manage', 'buy.order'] };
    const keeper = { codes: ['receipt.view', 'warehouse.receive', 'warehouse.register', 'warehouse.pickup'] };
    expect(pageAccess('warehouse.receive', trader)).toBe('forbidden');
    expect(pageAccess('warehouse.receive', keeper)).toBe('open');
  });

  it('waits for the codes before drawing anything, so the page never flashes before a 403', () => {
    expect(pageAccess('warehouse.register', undefined)).toBe('pending');
  });

  it('leaves a page that needs no code open, codes loaded or not', () => {
    expect(pageAccess(undefined, undefined)).toBe('open');
    expect(pageAccess(undefined, { codes: [] })).toBe('open');
  });
});
