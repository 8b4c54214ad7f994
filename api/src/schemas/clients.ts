// Query schemas of the staff's client lookups (the client and the registration are in @site/shared/contracts).
import { DATE_PATTERN } from '@site/shared/contracts/patterns';
import { PageQueryProperties } from '@site/shared/contracts/paging';
import { idField } from './common';

const token = { type: 'string', maxLength: 500, description: 'CLIENTS_TOKEN (or send it as a Bearer header)' } as const;

export const tokenQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { token },
} as const;

/** Every client, a page at a time. */
export const clientsPageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { token, ...PageQueryProperties() },
} as const;

export const byEmailQuery = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', maxLength: 254 }, token },
} as const;

export const FILTERED_DESCRIPTION = [
  'The "filtered" clients are those who signed up for at least one course (a consultation-only request is',
  'not enough), newest course registration first. Optional filters narrow the list: `courseId` (registered',
  'for that course), `source` (exact registrationSource), `from` and `to` (YYYY-MM-DD, inclusive, on the UTC',
  'date of a course registration; with `courseId` both apply to that same registration).',
].join(' ');

export const filteredQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    token,
    courseId: idField,
    source: { type: 'string', maxLength: 200 },
    from: { type: 'string', pattern: DATE_PATTERN },
    to: { type: 'string', pattern: DATE_PATTERN },
    ...PageQueryProperties(),
  },
} as const;
