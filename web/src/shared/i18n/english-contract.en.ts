import type { englishContractZh } from './english-contract.zh.ts';

/** English strings of the English contract page; the same keys as english-contract.zh.ts. */
export const englishContractEn: Record<keyof typeof englishContractZh, string> = {
  'route.englishContract': 'English contract (USD)',
  'order.price.currency': 'Currency',
  'order.price.currencyHint':
    'Changing the currency needs every unit price and the freight in the new currency; a USD order gets an English contract.',
  'englishContract.title': 'English sales contract (USD)',
  'englishContract.open': 'English contract',
  'englishContract.usdTag': 'USD order',
  'englishContract.orderNo': 'Order No.',
  'englishContract.contractNo': 'Contract No.',
  'englishContract.amount': 'Contract value',
  'englishContract.amountInWords': 'Amount in words',
  'englishContract.buyer': 'Buyer',
  'englishContract.seller': 'Seller',
  'englishContract.buyerSignature': 'Buyer’s signature',
  'englishContract.sellerSignature': 'Seller’s signature',
  'englishContract.signedBy': 'Signed by {{signer}} ({{company}}) at {{time}}',
  'englishContract.notSigned': 'To be signed',
  'englishContract.sha256': 'SHA-256 of the current file',
  'englishContract.pdf': 'Contract text (English)',
  'englishContract.noContract': 'The seller has not generated the English contract yet',
  'englishContract.notUsd': 'This order is priced in RMB; its contract is in Chinese.',
  'englishContract.toChinese': 'Open the Chinese contract',
  'englishContract.hint':
    'This contract is made in English with amounts in US dollars. It is signed as any other: an SMS code proves who signs and the company’s contract seal is affixed.',
};
