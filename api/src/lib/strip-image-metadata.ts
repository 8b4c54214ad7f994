// An article image as it is stored and served: upright, without metadata (EXIF with its GPS position,
// XMP, ICC beyond sRGB), re-encoded in its own format so its name and type stay what they were.
import type sharp from 'sharp';
import { detectImageType, type ImageType } from './image-type';
import { encodedOrNotAPicture, NotAPictureError, openUpright } from './picture-variants';

export interface CleanImage {
  type: ImageType;
  bytes: Buffer;
}

/** Near the original's quality: an article image is shown as it is, not in smaller variants. */
function encodeAs(image: sharp.Sharp, type: ImageType): sharp.Sharp {
  switch (type.extension) {
    case 'jpg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 90 });
    case 'gif':
      return image.gif();
    case 'avif':
      return image.avif({ quality: 65, effort: 2 });
  }
}

/** Throws NotAPictureError for bytes that are not an image sharp can decode. */
export async function stripImageMetadata(upload: Uint8Array): Promise<CleanImage> {
  const type = detectImageType(upload);
  if (!type) throw new NotAPictureError('not an image');
  // GIF and WebP may be animated: every frame is kept (a still image is one frame).
  const animated = type.extension === 'gif' || type.extension === 'webp';
  const bytes = await encodedOrNotAPicture(encodeAs(openUpright(upload, { animated }), type).toBuffer());
  return { type, bytes };
}
