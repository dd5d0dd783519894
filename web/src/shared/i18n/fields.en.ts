import type { fieldsZh } from './fields.zh.ts';

/** English words of the shared form fields (see fields.zh.ts). */
export const fieldsEn: Record<keyof typeof fieldsZh, string> = {
  'field.place.label': 'Region',
  'field.place.placeholder': 'Province / city / district',
  'field.place.placeholderCity': 'Province / city',
  'field.place.required': 'Please choose the province, city and district',
  'field.upload.imageHint': 'jpg, jpeg, png or bmp, up to 40 MB',
  'field.upload.fileHint': 'jpg, jpeg, png, bmp or pdf, up to 40 MB',
  'field.upload.pdfHint': 'pdf, up to 40 MB',
  'field.upload.badPdfType': 'Wrong file type: only pdf',
  'field.upload.replace': 'Upload again',
  'field.upload.viewFile': 'View file',
  'field.required': 'Please enter {{field}}',
  'field.inputPlaceholder': 'Enter {{field}}',
  'field.optionalPlaceholder': 'Enter {{field}} (optional)',
  'field.audit.reason': 'Reason: {{reason}}',
  'field.audit.noHistory': 'No history yet',
  'field.audit.byPlatform': 'Platform review',
  'field.audit.actor': 'By {{name}}',
  'field.nodeLog.loadFailed': 'The operation log could not be loaded; refresh to try again',
  'field.nodeLog.empty': 'No operations yet',
  'field.nodeLog.reason': 'Reason: {{reason}}',
};
