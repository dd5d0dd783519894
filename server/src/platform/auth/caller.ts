import type { FastifyRequest } from 'fastify';
import { type CompanyAccess, currentCompany, currentUser } from './plugin.ts';

/** Who calls a use case on a company's behalf: the user and the company they act for. */
export interface Caller {
  userId: number;
  company: CompanyAccess;
}

/** The signed-in caller of a company route, acting for their active company. */
export const callerOf = (request: FastifyRequest): Caller => ({
  userId: currentUser(request).id,
  company: currentCompany(request),
});
