// The patterns and limits the contracts state, as plain constants: the spec rules in ../validation use them
// too, and importing them costs a page no schema builder (this file imports nothing).

/** The largest id PostgreSQL's integer holds. */
export const MAX_ID = 2_147_483_647;

/** What the slug generator produces: lower-case Latin letters and digits joined by single dashes. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** Holds a character other than white space: a required text of spaces is as empty as none. */
export const NOT_BLANK_PATTERN = '\\S';

/** A calendar date, YYYY-MM-DD. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** An absolute http(s) address without spaces. */
export const HTTP_URL_PATTERN = '^https?://[^\\s]+$';

/** A CSS colour name or #hex. */
export const COLOR_PATTERN = '^[#a-zA-Z0-9-]*$';
