import type { Receipt } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/** The receipts in force of one product in one warehouse, with their sums in exact decimals. */
export interface InventoryGroup {
  key: string;
  productName: string;
  grade: string;
  unit: string;
  warehouseId: number;
  warehouseName: string;
  receipts: Receipt[];
  quantity: string;
  /** What no deal holds (unlocked): what the company may split, list or pick up now. */
  available: string;
  fees: string;
}

/** Groups receipts by product and warehouse, the groups by product name then warehouse name. */
export function groupInventory(receipts: readonly Receipt[]): InventoryGroup[] {
  const groups = new Map<string, Receipt[]>();
  for (const receipt of receipts) {
    const key = `${receipt.productId}:${receipt.warehouseId}`;
    groups.set(key, [...(groups.get(key) ?? []), receipt]);
  }
  return [...groups.entries()]
    .map(([key, members]) => {
      const first = members[0] as Receipt;
      const sum = (pick: (receipt: Receipt) => Decimal.Value) =>
        members.reduce((total, receipt) => total.plus(pick(receipt)), new Decimal(0));
      return {
        key,
        productName: first.productName,
        grade: first.grade,
        unit: first.unit,
        warehouseId: first.warehouseId,
        warehouseName: first.warehouseName,
        receipts: members,
        quantity: sum((r) => r.quantity).toString(),
        available: sum((r) => (r.lock === 'none' ? r.quantity : 0)).toString(),
        fees: sum((r) => r.fees.amount).toFixed(2),
      };
    })
    .sort((a, b) => a.productName.localeCompare(b.productName, 'zh') || a.warehouseName.localeCompare(b.warehouseName, 'zh'));
}

/** The totals over every group: quantities per unit (tonnes and drums do not add up), the fees in one sum. */
export function inventoryTotals(groups: readonly InventoryGroup[]) {
  const byUnit = new Map<string, Decimal>();
  let fees = new Decimal(0);
  let receipts = 0;
  for (const group of groups) {
    byUnit.set(group.unit, (byUnit.get(group.unit) ?? new Decimal(0)).plus(group.quantity));
    fees = fees.plus(group.fees);
    receipts += group.receipts.length;
  }
  return {
    receipts,
    fees: fees.toFixed(2),
    quantities: [...byUnit.entries()].map(([unit, quantity]) => ({ unit, quantity: quantity.toString() })),
  };
}
