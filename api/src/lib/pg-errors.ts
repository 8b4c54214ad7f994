// Recognises PostgreSQL errors through drizzle's wrapping (DrizzleQueryError.cause): constraint
// violations, text the database cannot store, and a database that is not there right now.
import { errorCause, errorCode, errorMessageOf } from './error-code';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
/** character_not_in_repertoire (a NUL in text) and untranslatable_character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** Socket errors of Node, and PostgreSQL's classes 08 (connection) and 57P (shut down, starting up). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '53300']);
const isUnavailableSqlState = (code: string) => code.startsWith('08') || code.startsWith('57P');
// pg reports a lost or timed-out connection with a plain Error and no code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** The error and its causes, outermost first. */
function* chain(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth += 1) {
    yield current;
    current = errorCause(current);
  }
}

/** The first code found along the cause chain: a SQLSTATE or a Node error code. */
export function pgCode(error: unknown): string | undefined {
  for (const link of chain(error)) {
    const code = errorCode(link);
    if (code) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown): boolean => pgCode(error) === FOREIGN_KEY_VIOLATION;
/** A reference to a picture that is not in the library (deleted meanwhile, or never there). */
export function isUnknownPicture(error: unknown): boolean {
  if (!isForeignKeyViolation(error)) return false;
  for (const link of chain(error)) {
    if (typeof link === 'object' && link !== null && 'constraint' in link && typeof link.constraint === 'string')
      return link.constraint.endsWith('_picture_id_pictures_id_fk');
  }
  return false;
}
export const isUnstorableText = (error: unknown): boolean => UNSTORABLE_TEXT.has(pgCode(error) ?? '');

/** PostgreSQL ended the connection (restart, failover, `pg_terminate_backend`) before or while the query used it. */
const LOST_CONNECTION_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE']);
const LOST_CONNECTION_MESSAGES = ['Connection terminated unexpectedly', 'Client has encountered a connection error and is not queryable'];

export function isConnectionLost(error: unknown): boolean {
  for (const link of chain(error)) {
    if (LOST_CONNECTION_CODES.has(errorCode(link) ?? '')) return true;
    const message = errorMessageOf(link);
    if (LOST_CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = errorCode(link);
    if (code && (UNAVAILABLE_CODES.has(code) || isUnavailableSqlState(code))) return true;
    const message = errorMessageOf(link);
    if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}
