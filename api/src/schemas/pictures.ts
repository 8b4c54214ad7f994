// Path schema of a picture's file (the picture's own schemas are in @site/shared/contracts/picture).
import { idField } from './common';

export const pictureFileParams = {
  type: 'object',
  required: ['id', 'file'],
  additionalProperties: false,
  properties: { id: idField, file: { type: 'string', pattern: '^[0-9]{1,5}\\.(avif|webp|jpg|png)$' } },
} as const;
