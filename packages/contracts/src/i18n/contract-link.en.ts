import type { contractLinkZh } from './contract-link.zh.ts';

/** Contract signing and sharing by link in English (contract/link), merged into en.ts. */
export const contractLinkEn: Record<keyof typeof contractLinkZh, string> = {
  'contractLink.signLinkCreated': 'Signing link created',
  'contractLink.signSmsContent':
    '{{company}} invites you to sign contract {{contractNo}}: log in and open {{url}} to sign (valid for {{days}} days)',
  'contractLink.notFound': 'The link does not exist or is no longer valid',
  'contractLink.expired': 'The link has expired; ask the other party to send a new one',
  'contractLink.used': 'This signing link has already been used',
  'contractLink.void': 'The contract was regenerated or cancelled; this link is no longer valid',
  'contractLink.counterpartyCannotSign': 'The other party cannot sign this contract now',
  'contractLink.noContactMobile': 'The other company has no contact mobile to text',
  'contractLink.shared': 'Contract share link created',
  'contractLink.codeFormat': 'The extraction code is 6 digits',
  'contractLink.codeWrong': 'Wrong extraction code',
  'contractLink.tooManyTries': 'Too many wrong codes; try again in {{seconds}} s',
};
