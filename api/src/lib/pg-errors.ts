// Recognises PostgreSQL constraint violations through drizzle's wrapping (DrizzleQueryError.cause).
import { errorCause, errorCode } from './error-code';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined; depth += 1) {
    const code = errorCode(current);
    if (code) return code;
    current = errorCause(current);
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown): boolean => pgCode(error) === FOREIGN_KEY_VIOLATION;
