// What the staff's uploads of an image file share (article images, pictures): at most 60 a minute, the file
// size the body-limit hook enforces (413 beyond it), and the multipart fields as the OpenAPI document shows them.
import { documentMultipartBody } from '../schemas/common';

export function imageUploadConfig(maxFileBytes: number, fields: Record<string, object>) {
  return { rateLimit: { max: 60, timeWindow: '1 minute' }, maxFileBytes, swaggerTransform: documentMultipartBody(fields) };
}
