// Recognises PostgreSQL constraint violations through drizzle's wrapping (DrizzleQueryError.cause).
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = current.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown): boolean => pgCode(error) === FOREIGN_KEY_VIOLATION;
