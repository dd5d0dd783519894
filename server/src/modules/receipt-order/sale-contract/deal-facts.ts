import { packagingLabelKey, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { ContractParties } from '../../../platform/pdf/index.ts';
import { companies, companyParties } from '../../company/index.ts';
import { receiptProducts, warehouses } from '../../warehouse/index.ts';
import { warehouseReceipts } from '../../warehouse-receipt/index.ts';
import type { ReceiptOrderRow } from '../tables.ts';

/** What a receipt sale contract and the transfer confirmation say of the goods, where they lie and who keeps them. */
export interface DealFacts {
  product: { name: string; grade: string; casNumber: string; hazardClass: string | null; unNumber: string | null; unit: string };
  warehouse: { name: string; address: string };
  keeperName: string;
  /** The receipt split off for the order when the seller took it; its goods' particulars as registered. */
  receipt: { receiptNo: string; brand: string; origin: string | null; batchNo: string; packingLabel: string } | null;
}

export async function dealFactsOf(db: Db, order: ReceiptOrderRow): Promise<DealFacts> {
  const [product] = await db.select().from(receiptProducts).where(eq(receiptProducts.id, order.productId));
  const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.id, order.warehouseId));
  const [keeper] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, order.keeperCompanyId));
  const [receipt] = order.receiptId
    ? await db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, order.receiptId))
    : [];
  if (!product || !warehouse || !keeper)
    throw new Error(`receipt order ${order.id}: its product, warehouse or keeper is missing`);
  return {
    product: {
      name: product.name,
      grade: product.grade,
      casNumber: product.casNumber,
      hazardClass: product.hazardClass,
      unNumber: product.unNumber,
      unit: product.unit,
    },
    warehouse: {
      name: warehouse.name,
      address: `${warehouse.provinceName}${warehouse.cityName === warehouse.provinceName ? '' : warehouse.cityName}${warehouse.areaName}${warehouse.address}`,
    },
    keeperName: keeper.name,
    receipt: receipt
      ? {
          receiptNo: receipt.receiptNo,
          brand: receipt.brand,
          origin: receipt.origin,
          batchNo: receipt.batchNo,
          packingLabel: translate(packagingLabelKey(receipt.packing), 'zh'),
        }
      : null,
  };
}

/**
 * The parties of the contract as the companies stand now, with the seller's receiving account (the buyer pays into
 * it): kept on the contract when it is generated, so every later drawing prints what was generated.
 */
export const dealPartiesOf = (db: Db, order: ReceiptOrderRow): Promise<ContractParties> => companyParties(db, order);
