import { addressWords, type FeeSchedule, type PickupPoint, type ReceiptProduct, type Warehouse } from '@hgsc/contracts';
import type { FeeScheduleRow, PickupPointRow, ReceiptProductRow, WarehouseRow } from './tables.ts';

export const toWarehouse = (row: WarehouseRow, keeperCompanyName: string): Warehouse => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  keeperCompanyId: row.keeperCompanyId,
  keeperCompanyName,
  provinceCode: row.provinceCode,
  cityCode: row.cityCode,
  areaCode: row.areaCode,
  place: addressWords({ province: row.provinceName, city: row.cityName, area: row.areaName, detail: '' }, 'zh'),
  address: row.address,
  longitude: row.longitude,
  latitude: row.latitude,
  dailyOutboundCapacity: row.dailyOutboundCapacity,
  dangerousGoods: row.dangerousGoods,
  registryCode: row.registryCode,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  enabled: row.enabled,
});

export const toPickupPoint = (row: PickupPointRow): PickupPoint => ({
  id: row.id,
  warehouseId: row.warehouseId,
  name: row.name,
  address: row.address,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
});

export const toReceiptProduct = (row: ReceiptProductRow): ReceiptProduct => ({
  id: row.id,
  name: row.name,
  grade: row.grade,
  casNumber: row.casNumber,
  hazardClass: row.hazardClass,
  unNumber: row.unNumber,
  unit: row.unit,
  minSplitQty: row.minSplitQty,
  splitStep: row.splitStep,
  enabled: row.enabled,
});

export const toFeeSchedule = (
  row: FeeScheduleRow,
  names: { warehouseName: string; productName: string; unit: string },
): FeeSchedule => ({
  id: row.id,
  warehouseId: row.warehouseId,
  productId: row.productId,
  ...names,
  storageRate: row.storageRate,
  inboundFee: row.inboundFee,
  outboundFee: row.outboundFee,
  transferFee: row.transferFee,
  effectiveFrom: row.effectiveFrom,
  effectiveTo: row.effectiveTo,
});
