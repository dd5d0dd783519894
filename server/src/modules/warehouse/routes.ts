import {
  PACKAGING_CODES,
  packagingLabelKey,
  RECEIPT_DELIVERY_MODES,
  receiptDeliveryModeLabelKey,
  warehouseRoutes as routes,
  translate,
} from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { listFeeSchedules } from './fee-schedules.ts';
import { listKeepers, markKeeper, unmarkKeeper } from './keepers.ts';
import { listPickupPoints } from './list-pickup-points.ts';
import { listAllWarehouses, listWarehousesOfKind, warehouseInfo } from './list-warehouses.ts';
import { listOrigins, removeOrigin, saveOrigin } from './origins.ts';
import { listReceiptProducts, saveReceiptProduct } from './receipt-products.ts';
import { removePickupPoint, savePickupPoint } from './save-pickup-point.ts';
import { saveWarehouse } from './save-warehouse.ts';
import { removeFeeSchedule, setFeeSchedule } from './set-fee-schedule.ts';

const withId = (answer: { id: number } | null, call: { input: unknown }) => ({
  id: answer?.id ?? (call.input as { id?: number }).id,
});

/** SPEC §7 "Warehouse receipts and exchange": the registry's reference data, read by users, kept by the operator. */
export const warehouseRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.warehouseSelect, ({ ctx, input }) => listWarehousesOfKind(ctx.db, 'warehouse', input));
  query(app, routes.warehouseInfo, ({ ctx, input }) => warehouseInfo(ctx.db, input.id));
  query(app, routes.factorySelect, ({ ctx, input }) => listWarehousesOfKind(ctx.db, 'factory', input));
  query(app, routes.factoryPickupList, ({ ctx, input }) => listPickupPoints(ctx.db, input.factoryId));
  query(app, routes.productSelect, ({ ctx, input }) => listReceiptProducts(ctx.db, { keyword: input.keyword }));
  query(app, routes.placeList, ({ ctx }) => listOrigins(ctx.db));
  query(app, routes.modeList, async ({ lang }) =>
    RECEIPT_DELIVERY_MODES.map((code) => ({ code, label: translate(receiptDeliveryModeLabelKey(code), lang) })),
  );
  query(app, routes.packingList, async ({ lang }) =>
    PACKAGING_CODES.map((code) => ({ code, label: translate(packagingLabelKey(code), lang) })),
  );
  query(app, routes.feeList, ({ ctx, input }) => listFeeSchedules(ctx.db, input));

  query(app, routes.keeperList, ({ ctx }) => listKeepers(ctx.db));
  command(app, routes.keeperMark, ({ ctx, user, input }) => markKeeper(ctx.db, input.companyId, user.id), {
    message: 'warehouse.keeperMarked',
    log: { event: 'warehouse.keeper.mark', detail: (keeper) => ({ companyId: keeper.companyId }) },
  });
  command(
    app,
    routes.keeperUnmark,
    async ({ ctx, input }) => {
      await unmarkKeeper(ctx.db, input.companyId);
      return null;
    },
    { message: 'warehouse.keeperUnmarked', log: { event: 'warehouse.keeper.unmark', detail: (_, call) => call.input } },
  );

  query(app, routes.adminWarehouseList, ({ ctx, input }) => listAllWarehouses(ctx.db, input));
  command(app, routes.warehouseSave, ({ ctx, input }) => saveWarehouse(ctx.db, input), {
    message: (_, call) => (call.input.id ? 'common.updated' : 'common.created'),
    log: { event: 'warehouse.save', detail: withId },
  });
  command(app, routes.pickupSave, ({ ctx, input }) => savePickupPoint(ctx.db, input), {
    message: (_, call) => (call.input.id ? 'common.updated' : 'common.created'),
    log: { event: 'warehouse.pickup.save', detail: withId },
  });
  command(
    app,
    routes.pickupRemove,
    async ({ ctx, input }) => {
      await removePickupPoint(ctx.db, input.id);
      return null;
    },
    { message: 'common.deleted', log: { event: 'warehouse.pickup.remove', detail: withId } },
  );

  query(app, routes.adminProductList, ({ ctx }) => listReceiptProducts(ctx.db, { all: true }));
  command(app, routes.productSave, ({ ctx, input }) => saveReceiptProduct(ctx.db, input), {
    message: (_, call) => (call.input.id ? 'common.updated' : 'common.created'),
    log: { event: 'warehouse.product.save', detail: withId },
  });
  command(app, routes.placeSave, ({ ctx, input }) => saveOrigin(ctx.db, input), {
    message: (_, call) => (call.input.id ? 'common.updated' : 'common.created'),
    log: { event: 'warehouse.origin.save', detail: withId },
  });
  command(
    app,
    routes.placeRemove,
    async ({ ctx, input }) => {
      await removeOrigin(ctx.db, input.id);
      return null;
    },
    { message: 'common.deleted', log: { event: 'warehouse.origin.remove', detail: withId } },
  );

  command(app, routes.feeSave, ({ ctx, user, input }) => setFeeSchedule(ctx.db, user.id, input), {
    message: 'warehouse.feeSaved',
    log: { event: 'warehouse.fee.save', detail: withId },
  });
  command(
    app,
    routes.feeRemove,
    async ({ ctx, input }) => {
      await removeFeeSchedule(ctx.db, input.id);
      return null;
    },
    { message: 'common.deleted', log: { event: 'warehouse.fee.remove', detail: withId } },
  );
};
