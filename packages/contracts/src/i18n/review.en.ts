import type { reviewZh } from './review.zh.ts';

/** The review messages in English (module review), merged into en.ts. */
export const reviewEn: Record<keyof typeof reviewZh, string> = {
  'review.saved': 'Review submitted',
  'review.exists': 'This product has already been reviewed',
  'review.itemNotFound': 'Order line not found',
  'review.notComplete': 'The order is “{{status}}”; it can be reviewed once the transaction is complete',
  'review.scoreInvalid': 'The score must be 1 to 5',
  'review.contentRequired': 'Please write the review',
  'review.contentTooLong': 'The review cannot exceed 500 characters',
  'review.imagesTooMany': 'At most 6 review images',
  'review.imageInvalid': 'Review images must be jpg, jpeg or png images you uploaded, each once',
};
