/**
 * The contract module's interface: what other modules may use. Everything else in the folder is its own (Biome's
 * noRestrictedImports refuses a deep import from outside; the schema gathering and the tests are exempt).
 */
import './file-access.ts';

export { cancelContract } from './cancel-contract.ts';
export { CONTRACT_READERS, contractSubjectFor } from './contract-caller.ts';
export { printedSignatureOf } from './contract-pdf.ts';
export { contractView, currentContract } from './contract-repo.ts';
export { contractVersions } from './contract-versions.ts';
export { downloadContract } from './download-contract.ts';
export { recordContractEvidence } from './evidence/record.ts';
export { recordContractShared } from './evidence/record-share.ts';
export { contractEvidenceRoutes } from './evidence/routes.ts';
export { generateContract } from './generate-contract.ts';
export {
  type ContractCaller,
  type ContractKind,
  type ContractStep,
  type ContractStepDone,
  type DrawnContract,
  type PrintedSignature,
  registerContractKind,
} from './kind.ts';
export { contractLinkRoutes } from './link/routes.ts';
export { listContracts } from './list-contracts.ts';
export { sendSignCode } from './send-sign-code.ts';
export { signWithCode } from './sign-contract.ts';
export { aboutOrder, aboutSubject, type ContractSubject, ORDER_KIND, orderSubject, subjectColumns } from './subject.ts';
export { type ContractRow, contractAffirmations, contracts } from './tables.ts';
export { contractTemplateRoutes } from './template/routes.ts';
export { templateForOrder } from './template/template-repo.ts';
