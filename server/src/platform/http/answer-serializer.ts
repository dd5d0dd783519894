import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as schemaSerializerCompiler } from 'fastify-type-provider-zod';

/** The answer schemas of routes whose handlers build their answers exactly as the schema says (exactAnswer). */
const exactAnswerSchemas = new WeakSet<object>();

/**
 * Declares that the handler answering with `schema` builds every answer exactly as the schema would encode it (each
 * field, none more, no value the schema would change): in production such an answer is written as it is, without
 * the schema's encoding pass. That pass was a sixteenth of an uncached search's CPU: a copy of twenty cards of
 * twenty-eight fields, then the text. Elsewhere (tests, development) both are made and must agree, so every test
 * calling the route holds the declaration true.
 */
export function exactAnswer<S extends object>(schema: S): S {
  exactAnswerSchemas.add(schema);
  return schema;
}

type Compiler = typeof schemaSerializerCompiler;

/**
 * The answers' serializer: each answer through its route's schema (fastify-type-provider-zod: unknown fields
 * dropped, codecs applied), except exactAnswer's, written as built where `trustExact`, checked against the schema's
 * encoding otherwise.
 */
export function answerSerializerCompiler({ trustExact }: { trustExact: boolean }): Compiler {
  return (route) => {
    const throughSchema = schemaSerializerCompiler(route);
    if (!exactAnswerSchemas.has(route.schema as object)) return throughSchema;
    if (trustExact) return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => {
      const encoded = throughSchema(data);
      const built = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(encoded), JSON.parse(built)))
        throw new Error(
          `${route.method} ${route.url} is declared to answer exactly its schema, and did not:\n${built}\nencoded:\n${encoded}`,
        );
      return encoded;
    };
  };
}
