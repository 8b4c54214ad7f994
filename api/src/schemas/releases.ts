// Path schemas of the release routes (the bodies and answers are in @site/shared/contracts/release).
import { REMOTE_NAMES, RELEASE_ID_PATTERN } from '@site/shared/contracts/release';

const remoteField = { type: 'string', enum: [...REMOTE_NAMES], description: 'The remote: catalog, articles, admin or clients' } as const;

export const remoteParams = {
  type: 'object',
  required: ['remote'],
  additionalProperties: false,
  properties: { remote: remoteField },
} as const;

export const releaseParams = {
  type: 'object',
  required: ['remote', 'id'],
  additionalProperties: false,
  properties: { remote: remoteField, id: { type: 'string', pattern: RELEASE_ID_PATTERN, description: 'The release (12 hex digits)' } },
} as const;
