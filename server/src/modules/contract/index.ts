/**
 * The contract module's interface: what other modules may use. Everything else in the folder is its own (Biome's
 * noRestrictedImports refuses a deep import from outside; the schema gathering and the tests are exempt).
 */
import './file-access.ts';

export { cancelContract } from './cancel-contract.ts';
export { contractSubjectFor } from './contract-caller.ts';
export { printedSignatureOf } from './contract-pdf.ts';
export { currentContract, nextContractVersion, signaturesOf } from './contract-repo.ts';
export { downloadContract } from './download-contract.ts';
export { platformSigningKey } from './evidence/platform-signer.ts';
export { recordContractEvidence } from './evidence/record.ts';
export { recordContractShared } from './evidence/record-share.ts';
export { recordContractViewed } from './evidence/record-view.ts';
export { contractEvidenceRoutes } from './evidence/routes.ts';
export { verifyEvidenceChain } from './evidence/verify-chain.ts';
export { generateContract } from './generate-contract.ts';
export {
  type ContractCaller,
  type ContractKind,
  type ContractStep,
  type ContractStepDone,
  type DrawnContract,
  otherSigner,
  type PrintedSignature,
  registerContractKind,
  subjectOfKind,
} from './kind.ts';
export { createSignLink, type SignLinkMade } from './link/create-sign-link.ts';
export { downloadSharedContract, type SharedContract, shareContract, viewSharedContract } from './link/share-contract.ts';
export { downloadByLink, type OpenedSignLink, openSignLink, sendLinkSignCode, signByLink } from './link/sign-by-link.ts';
export { type ContractLinkRow, contractLinks } from './link/tables.ts';
export { sendSignCode } from './send-sign-code.ts';
export { signWithCode } from './sign-contract.ts';
export { registerSignRoute } from './sign-route.ts';
export { signerOf } from './signer.ts';
export { aboutSubject, type ContractSubject, subjectColumns } from './subject.ts';
export { type ContractRow, contractAffirmations, contractSignatures, contracts } from './tables.ts';
export { type ContractTemplateRow, contractTemplates } from './template/tables.ts';
