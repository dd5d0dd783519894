import type { evidenceZh } from './evidence.zh.ts';

/** Contract evidence and verification messages in English (same keys as evidence.zh.ts). */
export const evidenceEn: Record<keyof typeof evidenceZh, string> = {
  'evidence.event.generated': 'Contract generated',
  'evidence.event.viewed': 'Contract viewed',
  'evidence.event.codeSent': 'Signing code sent',
  'evidence.event.signed': 'Contract signed',
  'evidence.event.refused': 'Signing refused',
  'evidence.event.cancelled': 'Contract withdrawn',
  'evidence.event.downloaded': 'Contract downloaded',
  'evidence.event.shared': 'Contract shared',
  'evidence.event.attachmentAdded': 'Attachment added',
  'evidence.event.attachmentRemoved': 'Attachment removed',
  'evidence.event.templateChosen': 'Template chosen',
  'evidence.event.sealed': 'Platform digital signature',
  'evidence.chainIntact': 'The evidence trail is intact',
  'evidence.chainBroken': 'Entry {{seq}} of the evidence trail has been tampered with',
  'contractVerify.original': 'This file is the original contract signed on the platform, unaltered',
  'contractVerify.altered': 'This file has been altered: it is not the original signed on the platform',
  'contractVerify.notSigned': 'This file carries no digital signature of the platform',
  'contractVerify.notFound': 'Wrong contract number or verification code',
  'contractVerify.tooManyTries': 'Too many attempts, please try again in {{seconds}} s',
};
