import { billAdminRoutes, billRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, download, query } from '../../platform/http/endpoint.ts';
import { loggedStep, receiptCallerOf } from '../warehouse-receipt/index.ts';
import { billByCode, readBill } from './bill-access.ts';
import { cancelByCompany, cancelByOperator } from './cancel-bill.ts';
import { capacityCalendar } from './capacity.ts';
import { finishBill } from './finish-bill.ts';
import { adminBillPage, billsOfReceipt, billTabCounts, listBills } from './list-bills.ts';
import './node-log-access.ts';
import './notify.ts';
import { downloadPickupNote } from './pickup-note.ts';
import { saveBill } from './save-bill.ts';
import { scheduleBill } from './schedule-bill.ts';

const logged = loggedStep('warehouse.bill');

/** SPEC §7 "/wr/bill/lading/*": the holder's request, the keeper's schedule and loads, the operator's stop. */
export const billOfLadingRoutes: FastifyPluginAsync = async (app) => {
  command(app, billRoutes.save, (call) => saveBill(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'bill.submitted',
    log: logged,
  });
  command(app, billRoutes.schedule, (call) => scheduleBill(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'bill.scheduledOk',
    log: logged,
  });
  command(app, billRoutes.finish, (call) => finishBill(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'bill.finishedOk',
    log: logged,
  });
  command(app, billRoutes.cancel, (call) => cancelByCompany(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'bill.cancelledOk',
    log: logged,
  });

  for (const tab of ['all', 'audit', 'pass', 'cancel', 'finish'] as const)
    query(app, billRoutes[`${tab}List`], ({ ctx, company, input, lang }) =>
      listBills(ctx.db, company.companyId, input, tab, lang),
    );
  query(app, billRoutes.tabCounts, ({ ctx, company, input }) => billTabCounts(ctx.db, company.companyId, input));
  query(app, billRoutes.sub, ({ ctx, company, input, lang }) => billsOfReceipt(ctx.db, company.companyId, input.id, lang));
  query(app, billRoutes.info, ({ ctx, company, input, lang }) =>
    input.pickupCode
      ? billByCode(ctx.db, input.pickupCode, company.companyId, lang)
      : readBill(ctx.db, input.id ?? 0, { companyId: company.companyId }, lang),
  );
  query(app, billRoutes.capacity, ({ ctx, company, input }) => capacityCalendar(ctx.db, company.companyId, input));
  download(app, billRoutes.download, ({ ctx, company, input, lang }) =>
    downloadPickupNote(ctx, company.companyId, input.id, lang),
  );

  query(app, billAdminRoutes.list, ({ ctx, input, lang }) => adminBillPage(ctx.db, input, lang));
  query(app, billAdminRoutes.info, ({ ctx, input, lang }) => readBill(ctx.db, input.id, { operator: true }, lang));
  command(
    app,
    billAdminRoutes.cancel,
    ({ ctx, user, request, input, lang }) => cancelByOperator(ctx.db, { userId: user.id, ip: request.ip || null }, input, lang),
    { message: 'bill.cancelledOk', log: logged },
  );
};
