import type { FastifyRequest } from 'fastify';
import { currentAuth, hasPermission } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { hasValidDangerousGoodsLicence } from '../certificate/index.ts';

/** Who the cart is priced for: the user, and the company they act for (null: none, or a visitor). */
export interface Buyer {
  userId: number;
  companyId: number | null;
}

/**
 * The logged-in caller as a cart owner. A sub-account acting for a company needs `buy.cart`
 * (permission catalogue: 购物车与下单); a user without a company may keep a cart too.
 */
export function cartOwner(request: FastifyRequest): Buyer {
  const auth = currentAuth(request);
  if (auth.company && !hasPermission(auth.company, 'buy.cart')) throw forbidden('permission.denied');
  return { userId: auth.user.id, companyId: auth.company?.companyId ?? null };
}

/** The caller of a public call, when logged in. */
export function optionalBuyer(request: FastifyRequest): Buyer | null {
  const auth = request.auth;
  return auth ? { userId: auth.user.id, companyId: auth.company?.companyId ?? null } : null;
}

/** What a line's flags depend on besides the product: the buyer's company and its licence. */
export interface BuyerStanding {
  companyId: number | null;
  hasLicence: boolean;
}

/** Looks the licence up only when a dangerous good is in question. */
export async function buyerStanding(ctx: AppContext, buyer: Buyer | null, anyDangerous: boolean): Promise<BuyerStanding> {
  const companyId = buyer?.companyId ?? null;
  const hasLicence = companyId !== null && anyDangerous ? await hasValidDangerousGoodsLicence(ctx, companyId) : false;
  return { companyId, hasLicence };
}
