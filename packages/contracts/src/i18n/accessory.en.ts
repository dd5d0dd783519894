import type { accessoryZh } from './accessory.zh.ts';

/** The contract attachment messages in English (contract/accessory), merged into en.ts. */
export const accessoryEn: Record<keyof typeof accessoryZh, string> = {
  'accessory.kind.qualityCertificate': 'Quality certificate',
  'accessory.kind.sds': 'Safety data sheet (SDS)',
  'accessory.kind.supplementaryAgreement': 'Supplementary agreement',
  'accessory.kind.other': 'Other',
  'accessory.saved': 'Attachment added',
  'accessory.deleted': 'Attachment removed',
  'accessory.notFound': 'Attachment not found',
  'accessory.fileInvalid': 'The attachment must be a PDF or an image you uploaded',
  'accessory.notYours': 'Only attachments added by your side can be removed',
  'accessory.orderEnded': 'The order has ended: attachments can no longer be added or removed',
  'accessory.tooMany': 'An order holds at most {{max}} attachments',
  'accessory.duplicate': 'This file is already attached to the order’s contract',
};
