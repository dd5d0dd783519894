import { salesContractRoutes } from '@hgsc/contracts';
import { downloadPostedFile } from '../../shared/request/binary-download.ts';

/** Saves the order's current contract PDF (POST /order/contract/download answers the file itself). */
export const downloadContract = (orderId: number): Promise<void> =>
  downloadPostedFile(salesContractRoutes.download.path, { id: orderId }, `contract-${orderId}.pdf`);
