import type { warehouseZh } from './warehouse.zh.ts';

/** The warehouse receipt registry's messages in English (modules warehouse, warehouse-receipt), merged into en.ts. */
export const warehouseEn: Record<keyof typeof warehouseZh, string> = {
  'warehouse.kind.warehouse': 'Warehouse',
  'warehouse.kind.factory': 'Factory warehouse',
  'receiptDeliveryMode.pickup': 'Buyer collects',
  'receiptDeliveryMode.delivery': 'Seller delivers',
  'receiptDeliveryMode.transfer': 'Receipt transfer',
  'warehouse.quantityInvalid': 'Enter a number with at most 4 decimals',
  'warehouse.quantityPositive': 'The quantity must be greater than 0',
  'warehouse.feeInvalid': 'Enter an amount with at most 2 decimals',
  'warehouse.rateInvalid': 'Enter a rate with at most 4 decimals',
  'warehouse.codeInvalid': 'The warehouse code is 2–20 capital letters, digits or hyphens',
  'warehouse.longitudeInvalid': 'The longitude must be between -180 and 180, at most 6 decimals',
  'warehouse.latitudeInvalid': 'The latitude must be between -90 and 90, at most 6 decimals',
  'warehouse.companyNotFound': 'Company not found',
  'warehouse.keeperNotCertified': 'Only a certified company can be marked as a warehouse company',
  'warehouse.keeperNotMarked': 'This company is not a warehouse company; mark it under “Warehouse companies” first',
  'warehouse.keeperHasWarehouses': 'This warehouse company still keeps {{count}} warehouse(s); its mark cannot be removed',
  'warehouse.keeperMarked': 'Marked as a warehouse company',
  'warehouse.keeperUnmarked': 'Warehouse company mark removed',
  'warehouse.notFound': 'Warehouse not found',
  'warehouse.codeTaken': 'This warehouse code is already in use',
  'warehouse.notFactory': 'Only a factory warehouse has pick-up points',
  'warehouse.pickupNotFound': 'Pick-up point not found',
  'warehouse.productNotFound': 'Receipt product not found',
  'warehouse.productTaken': 'A receipt product with this name and grade already exists',
  'warehouse.stepNotDividing': 'The minimum split must be a whole multiple of the split step',
  'warehouse.originNotFound': 'Origin not found',
  'warehouse.originTaken': 'This origin already exists',
  'warehouse.feeFromPast': 'The effective date cannot be before today',
  'warehouse.feeNotAfterLatest':
    'The effective date must be after that of the latest fee schedule of this warehouse and product ({{from}})',
  'warehouse.feeNotFound': 'Fee schedule not found',
  'warehouse.feeInForce':
    'This fee schedule has been in force since {{from}} and cannot be withdrawn; set a new effective date instead',
  'warehouse.feeSaved': 'Fee schedule set, in force from {{from}}',
} as const;
