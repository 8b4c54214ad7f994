// What of a failure may be logged. A failed query's error carries its parameters (names, e-mails,
// phones of a sign-up) in `params` and in its message, and PostgreSQL's own messages and `detail`
// quote the values they refused: none of that may reach the log.
import { errorCause, errorCode, errorMessageOf } from './error-code';

export interface SafeErrorLog {
  type: string;
  code?: string;
  message?: string;
  /** The failed statement with its placeholders ($1, $2…), never the values. */
  query?: string;
  /** Where PostgreSQL refused it: names of the constraint, table and column, never values. */
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
}

function field(error: object, key: string): string | undefined {
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function typeOf(error: object): string {
  const name = field(error, 'name');
  return name ?? error.constructor.name;
}

const isQueryError = (error: object) => typeof Reflect.get(error, 'query') === 'string' && Array.isArray(Reflect.get(error, 'params'));
/** A PostgreSQL error: a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: object) => /^[0-9A-Z]{5}$/.test(field(error, 'code') ?? '') && field(error, 'severity') !== undefined;

export function safeErrorLog(error: unknown): SafeErrorLog {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  // First: PGlite's own database error carries `query` and `params` too, and its code is what matters.
  if (isDatabaseError(error)) {
    return {
      type: typeOf(error),
      code: errorCode(error),
      constraint: field(error, 'constraint'),
      table: field(error, 'table'),
      column: field(error, 'column'),
      query: field(error, 'query'),
    };
  }
  if (isQueryError(error)) {
    const cause = errorCause(error);
    return { ...safeErrorLog(cause), type: typeOf(error), query: field(error, 'query') };
  }
  return { type: typeOf(error), code: errorCode(error), message: errorMessageOf(error), stack: field(error, 'stack') };
}
