import { depositRoutes, receiptAdminRoutes, receiptCertificateRoutes, receiptRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, download, query } from '../../platform/http/endpoint.ts';
import { applyDeposit } from './apply-deposit.ts';
import { approveReceipt, rejectReceipt } from './audit-receipt.ts';
import { loggedStep, receiptCallerOf } from './caller.ts';
import { cancelByKeeper } from './cancel-receipt.ts';
import { receiveDeposit, refuseDeposit, withdrawDeposit } from './deposit-steps.ts';
import { depositForCompany, toDeposit } from './deposit-view.ts';
import './file-access.ts';
import { listDeposits, listEndedDeposits } from './list-deposits.ts';
import { listPrimeReceipts, listReceipts, receiptTabCounts, usableReceipts } from './list-receipts.ts';
import './node-log-access.ts';
import './notify.ts';
import {
  adminReceiptPage,
  checkReceipt,
  childDetail,
  findReceipt,
  listChildren,
  listDealChildren,
  receiptQuantity,
} from './read-receipts.ts';
import { readReceipt } from './receipt-access.ts';
import { fastSaveReceipt, saveReceipt, updateReceipt } from './register-receipt.ts';
import { splitByHolder } from './split-receipt.ts';
import { storageList } from './storage-list.ts';
import { downloadCertificate, verifyCertificate } from './title-certificate/receipt-certificate.ts';

const logged = (event: 'warehouse.deposit' | 'warehouse.receipt') => loggedStep(event);

/** SPEC §7 "Warehouse receipts and exchange": deposits, registration, audit, lists, split, deregistration. */
export const warehouseReceiptRoutes: FastifyPluginAsync = async (app) => {
  command(app, depositRoutes.apply, (call) => applyDeposit(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'deposit.submitted',
    log: logged('warehouse.deposit'),
  });
  command(
    app,
    depositRoutes.revocation,
    (call) => withdrawDeposit(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang),
    {
      message: 'deposit.withdrawnOk',
      log: logged('warehouse.deposit'),
    },
  );
  command(app, depositRoutes.receive, (call) => receiveDeposit(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'deposit.receivedOk',
    log: logged('warehouse.deposit'),
  });
  command(app, depositRoutes.refuse, (call) => refuseDeposit(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'deposit.refusedOk',
    log: logged('warehouse.deposit'),
  });
  query(app, depositRoutes.list, ({ ctx, company, input, lang }) => listDeposits(ctx.db, company.companyId, input, lang));
  query(app, depositRoutes.info, async ({ ctx, company, input, lang }) =>
    toDeposit(await depositForCompany(ctx.db, input.id, company.companyId), company.companyId, lang),
  );
  query(app, depositRoutes.cancelList, ({ ctx, company, input, lang }) =>
    listEndedDeposits(ctx.db, company.companyId, input, lang),
  );

  command(app, receiptRoutes.save, (call) => saveReceipt(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receipt.registered',
    log: logged('warehouse.receipt'),
  });
  command(app, receiptRoutes.fastSave, (call) => fastSaveReceipt(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receipt.registered',
    log: logged('warehouse.receipt'),
  });
  command(app, receiptRoutes.update, (call) => updateReceipt(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receipt.resubmitted',
    log: logged('warehouse.receipt'),
  });
  command(app, receiptRoutes.split, (call) => splitByHolder(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: (children) => (children.length > 0 ? 'receipt.splitOk' : 'common.success'),
    log: { event: 'warehouse.receipt', detail: (children, call) => ({ id: call.input.id, children: children.map((c) => c.id) }) },
  });
  command(app, receiptRoutes.logout, (call) => cancelByKeeper(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'receipt.cancelledOk',
    log: logged('warehouse.receipt'),
  });

  for (const tab of ['passtab', 'aduittab', 'nopasstab', 'cancellationtab', 'tradetab'] as const)
    query(app, receiptRoutes[tab], ({ ctx, company, input, lang }) => listReceipts(ctx.db, company.companyId, input, tab, lang));
  query(app, receiptRoutes.list, ({ ctx, company, input, lang }) =>
    listReceipts(ctx.db, company.companyId, input, undefined, lang),
  );
  query(app, receiptRoutes.search, ({ ctx, company, input, lang }) =>
    listReceipts(ctx.db, company.companyId, input, undefined, lang),
  );
  query(app, receiptRoutes.prime, ({ ctx, company, input, lang }) => listPrimeReceipts(ctx.db, company.companyId, input, lang));
  query(app, receiptRoutes.tabCounts, ({ ctx, company, input }) => receiptTabCounts(ctx.db, company.companyId, input));
  query(app, receiptRoutes.myReceipt, ({ ctx, company, lang }) => usableReceipts(ctx.db, company.companyId, lang));
  query(app, receiptRoutes.find, ({ ctx, company, input, lang }) =>
    findReceipt(ctx.db, company.companyId, input.receiptNo, lang),
  );
  query(app, receiptRoutes.info, ({ ctx, company, input, lang }) =>
    readReceipt(ctx.db, input.id, { companyId: company.companyId }, lang),
  );
  query(app, receiptRoutes.check, ({ ctx, company, input, lang }) => checkReceipt(ctx.db, company.companyId, input.id, lang));
  query(app, receiptRoutes.checkqty, ({ ctx, company, input }) => receiptQuantity(ctx.db, company.companyId, input.id));
  query(app, receiptRoutes.sub, ({ ctx, company, input, lang }) => listChildren(ctx.db, company.companyId, input.id, lang));
  query(app, receiptRoutes.subDetail, ({ ctx, company, input, lang }) => childDetail(ctx.db, company.companyId, input.id, lang));
  query(app, receiptRoutes.subOrder, ({ ctx, company, input, lang }) =>
    listDealChildren(ctx.db, company.companyId, input.id, lang),
  );

  query(app, receiptAdminRoutes.storage, ({ ctx, input }) => storageList(ctx.db, input));
  query(app, receiptAdminRoutes.auditList, ({ ctx, input, lang }) => adminReceiptPage(ctx.db, input, lang));
  query(app, receiptAdminRoutes.info, ({ ctx, input, lang }) => readReceipt(ctx.db, input.id, { operator: true }, lang));
  command(
    app,
    receiptAdminRoutes.approve,
    ({ ctx, user, request, input, lang }) => approveReceipt(ctx.db, { userId: user.id, ip: request.ip || null }, input.id, lang),
    { message: 'receipt.approved', log: logged('warehouse.receipt') },
  );
  command(
    app,
    receiptAdminRoutes.reject,
    ({ ctx, user, request, input, lang }) => rejectReceipt(ctx.db, { userId: user.id, ip: request.ip || null }, input, lang),
    { message: 'receipt.rejected', log: logged('warehouse.receipt') },
  );

  download(app, receiptCertificateRoutes.download, ({ ctx, company, input, lang }) =>
    downloadCertificate(ctx, company.companyId, input.id, lang),
  );
  query(app, receiptCertificateRoutes.verify, ({ ctx, input, lang }) => verifyCertificate(ctx.db, input.code, lang));
};
