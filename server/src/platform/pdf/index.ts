export { sha256Hex } from '../security/hashing.ts';
export { buildContractDocument, type ContractArticle, type ContractBlock, type ContractDocument } from './contract-document.ts';
export { type ContractLanguage, contractLabels } from './contract-labels.ts';
export type { ContractEvidencePage } from './evidence-page.ts';
export { fillPlaceholders, placeholdersIn, UnknownPlaceholderError, unknownPlaceholders } from './placeholders.ts';
export { renderSalesContractPdf, SALES_CONTRACT_TITLE } from './render-sales-contract.ts';
export type * from './sales-contract-input.ts';
export {
  GOODS_TABLE_PLACEHOLDER,
  SALES_CONTRACT_PLACEHOLDERS,
  SALES_CONTRACT_TEMPLATE,
  type SalesContractPlaceholder,
} from './sales-contract-template.ts';
export { DEFAULT_DELIVERY_PERIOD_EN, SALES_CONTRACT_TEMPLATE_EN } from './sales-contract-template-en.ts';
export { salesContractValues } from './sales-contract-values.ts';
