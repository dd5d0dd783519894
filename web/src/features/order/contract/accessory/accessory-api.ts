import type { ContractAccessory, ContractAccessoryKind, ContractAccessoryList } from '@hgsc/contracts';
import { downloadPostedFile } from '../../../../shared/request/binary-download.ts';
import { http } from '../../../../shared/request/http.ts';
import { ORDER_QUERY_KEY } from '../../api.ts';

/** Under ORDER_QUERY_KEY, so an order action's invalidation refreshes the attachments too. */
export const accessoryKeys = {
  list: (orderId: number) => [...ORDER_QUERY_KEY, 'contract', orderId, 'accessories'] as const,
};

/** SPEC §7 "Contracts": /order/contract/accessory/*. */
export const accessoryApi = {
  list: (orderId: number) => http.post<ContractAccessoryList>('/order/contract/accessory/list', { id: orderId }),
  save: (body: { id: number; kind: ContractAccessoryKind; name?: string; fileKey: string }) =>
    http.post<ContractAccessory>('/order/contract/accessory/save', body),
  remove: (orderId: number, accessoryId: number) =>
    http.post<ContractAccessoryList>('/order/contract/accessory/del', { id: orderId, accessoryId }),
  /** The file itself (not an envelope), saved under its name. */
  download: (accessory: ContractAccessory) =>
    downloadPostedFile(
      '/order/contract/accessory/download',
      { id: accessory.orderId, accessoryId: accessory.id },
      `${accessory.name}.${accessory.ext}`,
    ),
};
