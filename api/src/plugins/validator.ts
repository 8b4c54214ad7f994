// Request validation: query strings and path parameters are text, so they are coerced to the schema's
// types; JSON bodies are not, so a wrong type in a body is a 400 rather than silently converted.
// Validators and response serialisers are compiled when a route is first used, not when it is registered:
// a server (and each API test file) starts without compiling ~100 routes' schemas it may never serve.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import Ajv, { type Options } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';

const shared: Options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false };

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/** A validator compiled on its first call; Fastify reads `errors` from the function it was given. */
function validatorOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

export function useStrictBodyValidation(app: FastifyInstance): void {
  const coercing = new Ajv({ ...shared, coerceTypes: 'array' });
  const strict = new Ajv({ ...shared, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => validatorOnFirstUse(() => (httpPart === 'body' ? strict : coercing).compile(schema)));
}

type BuildSerializer = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

/** Fastify's own response serialisers (fast-json-stringify), each compiled on its first answer. */
export const serializersOnFirstUse: BuildSerializer = (externalSchemas, options) => {
  const build = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= build(route))(data);
  };
};
