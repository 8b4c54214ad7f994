// Turns an uploaded picture into the files pages are given: upright, without metadata (EXIF, GPS, ICC
// beyond sRGB), at 480/720/960/1600 px wide (never wider than the upload) in AVIF, WebP and its own format.
import sharp from './configured-sharp';
import { PICTURE_WIDTHS } from '@site/shared/pictures';
import type { PictureFormat } from '@site/shared';
import { detectImageType } from './image-type';

export interface PictureFile {
  width: number;
  format: PictureFormat;
  bytes: Buffer;
}

export interface PictureVariants {
  width: number;
  height: number;
  format: PictureFormat;
  widths: number[];
  files: PictureFile[];
}

export class NotAPictureError extends Error {}

/** Larger uploads are refused by the size limit first; this bounds decoding (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

const OWN_FORMAT = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', gif: 'png' } as const;

function encode(image: sharp.Sharp, format: PictureFormat): sharp.Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 78, effort: 4 });
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9, palette: true });
  }
}

/** The variant widths for an upload this wide: the standard ones below it, then its own width (at most 1600). */
export function variantWidths(uploadWidth: number): number[] {
  const largest = Math.min(uploadWidth, Math.max(...PICTURE_WIDTHS));
  return [...PICTURE_WIDTHS.filter((width) => width < largest), largest];
}

/**
 * An upload decoded upright: rotate() applies the EXIF orientation, and whatever it is encoded to carries
 * no metadata (EXIF, GPS, XMP) since none is asked for. `animated` keeps every frame of a GIF or WebP.
 */
export function openUpright(upload: Uint8Array, options: { animated?: boolean } = {}): sharp.Sharp {
  return sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: options.animated ?? false }).rotate();
}

/** Runs an encoding; an upload sharp cannot decode is not a picture. */
export async function encodedOrNotAPicture<T>(encoding: Promise<T>): Promise<T> {
  return encoding.catch((error: unknown) => {
    throw new NotAPictureError(error instanceof Error ? error.message : String(error));
  });
}

export async function makePictureVariants(upload: Uint8Array): Promise<PictureVariants> {
  const type = detectImageType(upload);
  if (!type) throw new NotAPictureError('not an image');
  const { data: flat, info } = await encodedOrNotAPicture(openUpright(upload).toBuffer({ resolveWithObject: true }));
  const format = OWN_FORMAT[type.extension];
  const widths = variantWidths(info.width);
  const formats: PictureFormat[] = [...new Set<PictureFormat>(['avif', 'webp', format])];
  const files = await Promise.all(
    widths.flatMap((width) =>
      formats.map(async (fileFormat) => ({
        width,
        format: fileFormat,
        bytes: await encode(sharp(flat).resize({ width, withoutEnlargement: true }), fileFormat).toBuffer(),
      })),
    ),
  );
  const height = Math.round((info.height * widths[widths.length - 1]!) / info.width);
  return { width: widths[widths.length - 1]!, height, format, widths, files };
}
