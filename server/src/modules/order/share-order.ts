import type { OrderShare } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { randomToken } from '../../platform/security/hashing.ts';
import { newLinkSecret } from '../../platform/security/link-secret.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { recordContractShared } from '../contract/index.ts';
import { type OrderCaller, orderForCaller } from './order-access.ts';
import { recordOrderEvent } from './order-events.ts';
import { orderSubject } from './sales-contract/order-subject.ts';
import { orders } from './tables.ts';

/** The web page that reads a shared order (it asks for the password). */
export const sharePath = (token: string) => `/orderShare/${token}`;

/**
 * POST /order/share: creates (or refreshes — the old link stops working) a read-only share link of
 * one of the caller company's orders, with a new 6-digit password shown once; only its hash is kept.
 * In the caller's transaction (the order locked in it).
 */
export async function shareOrder(
  tx: Db,
  caller: OrderCaller,
  id: number,
  password = newLinkSecret(),
  ip: string | null = null,
): Promise<OrderShare> {
  const { order, party } = await orderForCaller(tx, id, caller, { lock: true });
  const token = randomToken(24);
  await tx
    .update(orders)
    .set({ shareToken: token, sharePasswordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await recordOrderEvent(tx, {
    orderId: order.id,
    action: 'share',
    party,
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    fromStatus: order.status,
    toStatus: order.status,
  });
  await recordContractShared(tx, orderSubject(order.id), {
    party,
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    ip,
  });
  return { token, password, path: sharePath(token) };
}

/** POST /order/shareChangePassword: a password of the caller's choice for the existing link, in the caller's transaction. */
export async function changeSharePassword(tx: Db, caller: OrderCaller, id: number, password: string): Promise<OrderShare> {
  const { order } = await orderForCaller(tx, id, caller, { lock: true });
  if (!order.shareToken) throw wrongState('order.shareNotShared');
  await tx
    .update(orders)
    .set({ sharePasswordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return { token: order.shareToken, password, path: sharePath(order.shareToken) };
}
