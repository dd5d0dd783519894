import type { Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { editOrder } from './edit-order.ts';
import type { OrderCaller } from './order-access.ts';

/** POST /order/update/witness (either side, while the order runs): the deal's witness (见证人). */
export function updateWitness(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; witnessName: string; witnessMobile: string },
  lang: Language,
) {
  return editOrder(
    tx,
    caller,
    {
      id: body.id,
      edit: 'updateWitness',
      changes: { witnessName: body.witnessName, witnessMobile: body.witnessMobile },
      detail: { name: body.witnessName, mobile: body.witnessMobile },
    },
    lang,
  );
}
