import { AUDIT_STATUS, type PermissionCode, USER_STATUS } from '@hgsc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../http/app-error.ts';
import { hmac, safeEqual } from '../security/hashing.ts';
import { findLiveSession } from './sessions.ts';
import { passSignedInGates } from './signed-in-gates.ts';
import type { UserRow } from './users.ts';

/** SPEC §3: the token cookie is named for the product's access token. */
export const TOKEN_COOKIE = 'hgsc-access-token';
/** Readable by the page, echoed in X-CSRF-Token on cookie-authenticated writes. */
export const CSRF_COOKIE = 'hgsc-csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

export type AuthLevel = 'public' | 'user' | 'operator';

/** The caller's standing in the company they act for (users.active_company_id). */
export interface CompanyAccess {
  companyId: number;
  companyName: string;
  auditStatus: number;
  /** The main account holds every permission; a sub-account only what it was granted. */
  isMain: boolean;
  permissions: string[];
}

export interface Auth {
  user: UserRow;
  sessionId: number;
  token: string;
  via: 'cookie' | 'bearer';
  /** Null until the user certifies or joins a company, or when their membership is disabled. */
  company: CompanyAccess | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; routes are for logged-in users unless they say otherwise. */
    auth?: AuthLevel;
    /**
     * The permission the caller must hold in the active company (sub-accounts: granted by the main account); of a
     * list, any one of them.
     */
    permission?: PermissionCode | readonly PermissionCode[];
    /** The active company must be certified (审核通过) — trading calls. */
    approvedCompany?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenOf(request: FastifyRequest): { token: string; via: Auth['via'] } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  // The spec's client sends the token in a header of its own name as well.
  const named = request.headers[TOKEN_COOKIE];
  if (typeof named === 'string' && named) return { token: named, via: 'bearer' };
  const cookie = request.cookies[TOKEN_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return undefined;
}

export const csrfTokenFor = (key: Buffer, sessionToken: string) => hmac(key, `csrf:${sessionToken}`);

const csrfOk = (request: FastifyRequest, key: Buffer, sessionToken: string) => {
  const sent = request.headers[CSRF_HEADER];
  return typeof sent === 'string' && safeEqual(sent, csrfTokenFor(key, sessionToken));
};

/** Sets request.auth from the token and enforces each route's `config.auth` and CSRF. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      // Domain routes default to 'user' (app.ts); docs, static files and 404 are public.
      const level: AuthLevel = request.routeOptions.config?.auth ?? 'public';
      const found = tokenOf(request);
      const live = found ? await findLiveSession(app.ctx.db, found.token) : undefined;
      if (found && live && live.user.status === USER_STATUS.ENABLED) {
        const company = live.company?.companyId ? (live.company as CompanyAccess) : null;
        const auth: Auth = { user: live.user, sessionId: live.sessionId, token: found.token, via: found.via, company };
        // A cookie rides along on cross-site requests: a write without the page's CSRF token never
        // acts as the user. Protected routes refuse it; public ones serve it as anonymous.
        const forged =
          auth.via === 'cookie' && !SAFE_METHODS.has(request.method) && !csrfOk(request, app.ctx.secrets.csrf, auth.token);
        if (forged && level !== 'public') throw new AppError('CSRF', 'error.csrf');
        if (!forged) request.auth = auth;
      }
      if (level === 'public') return;
      if (!request.auth) {
        throw found
          ? new AppError('SESSION_INVALID', 'error.sessionInvalid')
          : new AppError('UNAUTHENTICATED', 'error.unauthenticated');
      }
      if (level === 'operator' && request.auth.user.role !== 'operator') throw forbidden('user.operatorOnly');
      // The modules' gates: a newer user agreement / privacy policy must be accepted first (agreement/gate.ts).
      await passSignedInGates(app.ctx, request.auth, request.routeOptions.url);
      const { permission, approvedCompany } = request.routeOptions.config;
      if (permission || approvedCompany) checkCompanyAccess(request.auth.company, permission, approvedCompany);
    });
  },
  { name: 'auth' },
);

function checkCompanyAccess(
  company: CompanyAccess | null,
  permission?: PermissionCode | readonly PermissionCode[],
  approvedCompany?: boolean,
) {
  if (!company) throw forbidden('company.required');
  if (permission && !holdsAny(company, permission)) throw forbidden('permission.denied');
  if (approvedCompany && company.auditStatus !== AUDIT_STATUS.APPROVED) throw forbidden('company.notApproved');
}

export const hasPermission = (company: CompanyAccess, permission: PermissionCode) =>
  company.isMain || company.permissions.includes(permission);

/** A route's `config.permission`: the one code, or any of a list (an empty list: none). */
const holdsAny = (company: CompanyAccess, permission: PermissionCode | readonly PermissionCode[]) =>
  typeof permission === 'string' ? hasPermission(company, permission) : permission.some((code) => hasPermission(company, code));

/** The company the caller acts for; routes with `permission` or `approvedCompany` always have one. */
export function currentCompany(request: FastifyRequest): CompanyAccess {
  const company = currentAuth(request).company;
  if (!company) throw forbidden('company.required');
  return company;
}

/** The caller's session; use only in routes whose auth level is not public. */
export function currentAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
  return request.auth;
}

export const currentUser = (request: FastifyRequest): UserRow => currentAuth(request).user;
