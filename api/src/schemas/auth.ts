// JSON schemas of the administrator password check.
import { isoDateTime } from './common';

export const verifyTokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', maxLength: 500, description: 'The password typed on /admin/articles' } },
} as const;

export const authTokenSchema = {
  type: 'object',
  required: ['accessToken', 'expiresAt'],
  additionalProperties: false,
  properties: {
    accessToken: { type: 'string', description: 'Send as Authorization: Bearer <accessToken>' },
    expiresAt: isoDateTime,
  },
} as const;
