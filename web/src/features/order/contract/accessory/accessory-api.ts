import { type ContractAccessory, type RouteInput, contractAccessoryRoutes as routes } from '@hgsc/contracts';
import { downloadPostedFile } from '../../../../shared/request/binary-download.ts';
import { call } from '../../../../shared/request/call.ts';
import { ORDER_QUERY_KEY } from '../../api.ts';

/** Under ORDER_QUERY_KEY, so an order action's invalidation refreshes the attachments too. */
export const accessoryKeys = {
  list: (orderId: number) => [...ORDER_QUERY_KEY, 'contract', orderId, 'accessories'] as const,
};

/** SPEC §7 "Contracts": /order/contract/accessory/*. */
export const accessoryApi = {
  list: (orderId: number) => call(routes.list, { id: orderId }),
  save: (body: RouteInput<typeof routes.save>) => call(routes.save, body),
  remove: (orderId: number, accessoryId: number) => call(routes.remove, { id: orderId, accessoryId }),
  /** The file itself (not an envelope), saved under its name. */
  download: (accessory: ContractAccessory) =>
    downloadPostedFile(
      routes.download.path,
      { id: accessory.orderId, accessoryId: accessory.id },
      `${accessory.name}.${accessory.ext}`,
    ),
};
