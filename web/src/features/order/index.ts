// The contract engine's signing pieces, shared with the other contracts' pages (the receipt sale contract).
export { SignCodeField } from './components/SignContractForm.tsx';
export { PdfFrame } from './contract/components/ContractPdf.tsx';
export { SealNotice, useSealProblem } from './contract/components/SealNotice.tsx';
export { englishContractFeature } from './contract/english/routes.tsx';
export { contractLinkFeature } from './contract/link/routes.tsx';
export { contractFeature } from './contract/routes.tsx';
export { contractTemplateFeature } from './contract/template/routes.tsx';
export { contractVerifyFeature } from './contract/verify/routes.tsx';
export { orderFeature } from './routes.tsx';
