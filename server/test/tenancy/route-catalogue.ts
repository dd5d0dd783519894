import type { PermissionCode } from '@hgsc/contracts';
import type { AccessDocs } from '../../src/platform/auth/access-docs.ts';

/** The JSON Schema subset the OpenAPI document uses for bodies and query parameters. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
}

/** One operation of the OpenAPI document, with what the tenancy guard derives from it. */
export interface RouteSpec {
  /** "POST /api/order/detail" */
  name: string;
  method: string;
  url: string;
  auth: string;
  permission: PermissionCode[];
  /** Where its input goes, as one object schema. */
  input: { in: 'body' | 'query'; schema: JsonSchema } | undefined;
  /** Top-level fields naming an object by id (`id`, `…Id`, `…Ids`). */
  idFields: string[];
  /** Ids inside nested objects or lists (`orders[].id`): the samples name the shared objects there too. */
  nestedIds: string[];
  /** A paged list ({current, size}). */
  paged: boolean;
}

interface Operation extends AccessDocs {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const ID_NAME = /^(id|[a-z][A-Za-z0-9]*Id)s?$/;
/** Ids of the platform's public vocabulary, not of a company's objects. */
const VOCABULARY_IDS = new Set(['categoryId', 'categoryIds', 'parentId']);

/** The variant of a union that is not null (zod's optional and nullable fields). */
export function concrete(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!variants) return schema;
  return concrete(variants.find((v) => v.type !== 'null') ?? variants[0] ?? {});
}

const typeOf = (schema: JsonSchema) => {
  const type = concrete(schema).type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
};
const isNumber = (schema: JsonSchema) => ['integer', 'number'].includes(typeOf(schema) ?? '');

/** Whether the field names an object by id: its name says so and it holds a number or a list of numbers. */
export function isIdField(name: string, schema: JsonSchema): boolean {
  if (!ID_NAME.test(name) || VOCABULARY_IDS.has(name)) return false;
  const field = concrete(schema);
  return isNumber(field) || (typeOf(field) === 'array' && isNumber(field.items ?? {}));
}

function nestedIdsOf(schema: JsonSchema, path: string): string[] {
  const node = concrete(schema);
  if (typeOf(node) === 'array') return nestedIdsOf(node.items ?? {}, `${path}[]`);
  return Object.entries(node.properties ?? {}).flatMap(([name, field]) =>
    isIdField(name, field) ? [`${path}.${name}`] : nestedIdsOf(field, `${path}.${name}`),
  );
}

function inputOf(operation: Operation): RouteSpec['input'] {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) return { in: 'body', schema: concrete(body) };
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (query.length === 0) return undefined;
  return {
    in: 'query',
    schema: {
      type: 'object',
      properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
      required: query.filter((p) => p.required).map((p) => p.name),
    },
  };
}

/** Every operation of the document, as the guard reads it. */
export function routesOf(document: OpenApiDocument): RouteSpec[] {
  return Object.entries(document.paths).flatMap(([url, operations]) =>
    Object.entries(operations).map(([method, operation]): RouteSpec => {
      const input = inputOf(operation);
      const fields = Object.entries(input?.schema.properties ?? {});
      return {
        name: `${method.toUpperCase()} ${url}`,
        method: method.toUpperCase(),
        url,
        auth: operation['x-auth'] ?? 'public',
        permission: (operation['x-permission'] ?? []) as PermissionCode[],
        input,
        idFields: fields.filter(([name, schema]) => isIdField(name, schema)).map(([name]) => name),
        nestedIds: fields.flatMap(([name, schema]) => (isIdField(name, schema) ? [] : nestedIdsOf(schema, name))),
        paged: fields.some(([name]) => name === 'current') && fields.some(([name]) => name === 'size'),
      };
    }),
  );
}
