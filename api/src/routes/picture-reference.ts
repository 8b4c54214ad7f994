// A write that names a picture no longer in the library (deleted meanwhile) answers 400 on pictureId.
import { pictureMessages } from '@site/shared/pictures';
import { badRequest } from '../lib/http-error';
import { isUnknownPicture } from '../lib/pg-errors';

export function refuseUnknownPicture(error: unknown): void {
  if (isUnknownPicture(error)) throw badRequest(pictureMessages.unknown, { field: 'pictureId' });
}
