// Request validation: query strings and path parameters are text, so they are coerced to the schema's
// types; JSON bodies are not, so a wrong type in a body is a 400 rather than silently converted.
import Ajv, { type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';

const shared: Options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false };

export function useStrictBodyValidation(app: FastifyInstance): void {
  const coercing = new Ajv({ ...shared, coerceTypes: 'array' });
  const strict = new Ajv({ ...shared, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    return ajv.compile(schema);
  });
}
