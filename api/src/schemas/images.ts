// JSON schemas of the image calls.
export const SAFE_FILE_NAME = '^[A-Za-z0-9][A-Za-z0-9_-]*\\.(jpg|png|webp|gif|avif)$';

export const fileNameParams = (key: 'fileName' | 'name') =>
  ({
    type: 'object',
    required: [key],
    additionalProperties: false,
    properties: { [key]: { type: 'string', maxLength: 200 } },
  }) as const;

/** One image's file name in the list. */
export const imageNameSchema = { type: 'string' } as const;
