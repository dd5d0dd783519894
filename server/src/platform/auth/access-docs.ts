import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI operation extensions saying who may call a route, read from its `config` (platform/auth/plugin.ts):
 * clients see the rule, and the suite's tenancy guard derives its checks of every route from them.
 */
export interface AccessDocs {
  'x-auth'?: string;
  'x-permission'?: string[];
  'x-approved-company'?: boolean;
}

export const documentedAccess: SwaggerTransform = (args) => {
  const transformed = jsonSchemaTransform(args as Parameters<typeof jsonSchemaTransform>[0]);
  const config = args.route.config ?? {};
  const permission = config.permission === undefined ? [] : [config.permission].flat();
  const access: AccessDocs = {
    'x-auth': config.auth ?? 'public',
    ...(permission.length > 0 ? { 'x-permission': permission } : {}),
    ...(config.approvedCompany ? { 'x-approved-company': true } : {}),
  };
  return { ...transformed, schema: { ...transformed.schema, ...access } as FastifySchema };
};
