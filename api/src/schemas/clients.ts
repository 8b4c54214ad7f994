// JSON schemas of the client calls: registration and the staff lookups.
import { registrationLimits } from '@site/shared';
import { idField, isoDateTime, MAX_ID } from './common';
import { DATE_PATTERN } from './events';

const registrationRecordSchema = {
  type: 'object',
  required: [
    'id', 'fullName', 'phone', 'registrationSource', 'courses', 'agreedToPrivacyPolicy', 'agreedToTermsOfService',
    'agreedToMarketingPolicy', 'agreedToCookiePolicy', 'createdAt',
  ],
  additionalProperties: false,
  properties: {
    id: idField,
    fullName: { type: 'string' },
    phone: { type: 'string' },
    registrationSource: { type: 'string' },
    courses: {
      type: 'array',
      items: {
        type: 'object',
        required: ['courseId', 'title'],
        additionalProperties: false,
        properties: { courseId: idField, title: { type: ['string', 'null'], description: 'null for a course deleted since' } },
      },
    },
    agreedToPrivacyPolicy: { type: 'boolean' },
    agreedToTermsOfService: { type: 'boolean' },
    agreedToMarketingPolicy: { type: 'boolean' },
    agreedToCookiePolicy: { type: 'boolean' },
    createdAt: isoDateTime,
  },
} as const;

export const clientSchema = {
  type: 'object',
  required: ['id', 'fullName', 'email', 'phone', 'registrationSource', 'courses', 'registrations', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: idField,
    fullName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    registrationSource: { type: ['string', 'null'] },
    courses: {
      type: 'array',
      items: {
        type: 'object',
        required: ['courseId', 'title', 'registeredOn'],
        additionalProperties: false,
        properties: { courseId: idField, title: { type: 'string' }, registeredOn: isoDateTime },
      },
    },
    registrations: { type: 'array', items: registrationRecordSchema, description: 'Every registration as sent, newest first' },
    createdAt: isoDateTime,
  },
} as const;

/**
 * Types only: blank and missing values reach validateRegistration from `shared`, so the answer
 * carries the same Bulgarian message the form shows.
 */
export const registrationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fullName: { type: 'string', maxLength: registrationLimits.fullName },
    email: { type: 'string', maxLength: registrationLimits.email },
    phone: { type: 'string', maxLength: registrationLimits.phone },
    agreedToPrivacyPolicy: { type: 'boolean' },
    agreedToTermsOfService: { type: 'boolean' },
    agreedToMarketingPolicy: { type: 'boolean' },
    agreedToCookiePolicy: { type: 'boolean' },
    registrationSource: { type: 'string', maxLength: registrationLimits.registrationSource },
    courseIds: { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  },
} as const;

const token = { type: 'string', maxLength: 500, description: 'CLIENTS_TOKEN (or send it as a Bearer header)' } as const;

export const tokenQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { token },
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
  },
} as const;
