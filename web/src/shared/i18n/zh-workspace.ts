import { zhTradeMessages } from '@hgsc/contracts';
import { auctionConsoleZh } from './auction-console.zh.ts';
import { auctionWorkspaceZh } from './auction-workspace.zh.ts';
import { auditZh } from './audit.zh.ts';
import { billPageZh } from './bill-page.zh.ts';
import { consoleZh } from './console.zh.ts';
import { contractPageZh } from './contract.zh.ts';
import { contractEvidenceZh } from './contract-evidence.zh.ts';
import { contractFilesZh } from './contract-files.zh.ts';
import { contractLinkPageZh } from './contract-link.zh.ts';
import { contractTemplatePageZh } from './contract-template.zh.ts';
import { englishContractZh } from './english-contract.zh.ts';
import { fieldsZh } from './fields.zh.ts';
import { operationZh } from './operation.zh.ts';
import { orderZh } from './order.zh.ts';
import { orgZh } from './org.zh.ts';
import { quoteZh } from './quote.zh.ts';
import { receiptZh } from './receipt.zh.ts';
import { receiptContractZh } from './receipt-contract.zh.ts';
import { receiptHolderZh } from './receipt-holder.zh.ts';
import { receiptProposalZh } from './receipt-proposal.zh.ts';
import { receiptTradeZh } from './receipt-trade.zh.ts';
import { sealZh } from './seal.zh.ts';
import { sellerZh } from './seller.zh.ts';
import { warehouseAdminZh } from './warehouse-admin.zh.ts';
import { warehousePageZh } from './warehouse-page.zh.ts';

/**
 * The Chinese strings of the management centre and the operator console, and of the pages beside them
 * that a visitor of the market does not open (checkout, orders, contracts): a chunk of their own, so the
 * public pages, whose JavaScript is held to a budget, do not carry them. Loaded with those areas and routes (app/router.tsx).
 */
export const webZhWorkspace = {
  // company area: features/company, subaccount, address, certificate
  ...orgZh,
  ...fieldsZh,
  // seller's management pages: shop entry and profile, products, followed products
  ...sellerZh,
  // marketplace operator console: categories, news, home blocks
  ...operationZh,
  // operator shop and product audits
  ...auditZh,
  // contract templates: /manage/contracttemplate, 选择模板
  ...contractTemplatePageZh,
  // contract attachments and issued invoices
  ...contractFilesZh,
  // company seals: /manage/seal, operator seal queue
  ...sealZh,
  // the operator console's SMS purposes and usual-log events
  ...consoleZh,
  // contract pages: /manage/*contract*
  ...contractPageZh,
  // order: /pay, order lists and detail
  ...orderZh,
  // contracts by link: /signincontract, /linkExtraction, /filePreview
  ...contractLinkPageZh,
  // contract evidence trail and the public verification page
  ...contractEvidenceZh,
  // the English contract of USD orders: /englishContract
  ...englishContractZh,
  // warehouse receipts: the holder's and keeper's pages, the operator's reference data and audit
  ...receiptZh,
  ...receiptHolderZh,
  ...warehouseAdminZh,
  // bills of lading: the holder's, keeper's and operator's pages, and the vehicle-and-crew fields
  ...billPageZh,
  ...receiptTradeZh,
  ...receiptProposalZh,
  // quotations: /manage/myQuotation, /quotationDetail, /quotationDetails
  ...quoteZh,
  ...auctionWorkspaceZh,
  ...auctionConsoleZh,
  ...receiptContractZh,
  ...warehousePageZh,
} as const;

export type WorkspaceMessageKey = keyof typeof webZhWorkspace;

/** What the workspace adds to the Chinese catalogue: the shared trade messages and the web's own. */
export const zhWorkspaceMessages = { ...zhTradeMessages, ...webZhWorkspace };
