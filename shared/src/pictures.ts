// Pictures: where their files are served, how a page lists them (srcset), and the messages about them.
import type { Picture, PictureFormat } from './entities';
import type { PreloadImage } from './page-meta';
import { fileTooLargeMessage, MAX_PICTURE_BYTES } from './upload-limits';

export const PICTURES_PATH = '/api/pictures';

/** Widths the server makes of an upload (never wider than the upload itself). */
export const PICTURE_WIDTHS = [480, 720, 960, 1600] as const;

export const pictureExtensions: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The path of one variant: /api/pictures/{id}/{width}.{ext}. Never reused, so cached for good. */
export function pictureFilePath(picture: Pick<Picture, 'id'>, width: number, format: PictureFormat): string {
  return `${PICTURES_PATH}/${picture.id}/${width}.${pictureExtensions[format]}`;
}

export function pictureSrcSet(picture: Picture, format: PictureFormat): string {
  return picture.widths.map((width) => `${pictureFilePath(picture, width, format)} ${width}w`).join(', ');
}

const MIME: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** What a <picture> element needs: AVIF and WebP sources, then an <img> in the upload's own format. */
export interface PictureMarkup {
  sources: { type: string; srcSet: string; sizes: string }[];
  img: { src: string; srcSet: string; sizes: string; width: number; height: number; alt: string };
}

/** `sizes` tells the browser how wide the picture is drawn, so it fetches the smallest variant that suffices. */
export function pictureMarkup(picture: Picture, sizes: string): PictureMarkup {
  const modern = (['avif', 'webp'] as const).filter((format) => format !== picture.format);
  return {
    sources: modern.map((format) => ({ type: MIME[format], srcSet: pictureSrcSet(picture, format), sizes })),
    img: {
      src: pictureFilePath(picture, picture.widths[0] ?? picture.width, picture.format),
      srcSet: pictureSrcSet(picture, picture.format),
      sizes,
      width: picture.width,
      height: picture.height,
      alt: picture.alt,
    },
  };
}

export const pictureMimeTypes = MIME;

/** The head's preload of a picture drawn at `sizes`: its AVIF source, which every browser that can use it takes. */
export function picturePreload(picture: Picture, sizes: string): PreloadImage {
  return { srcSet: pictureSrcSet(picture, 'avif'), sizes, type: MIME.avif };
}

/** The widest variant in the upload's own format: what a crawler or a link preview is given. */
export function pictureLargestPath(picture: Picture): string {
  return pictureFilePath(picture, picture.widths[picture.widths.length - 1] ?? picture.width, picture.format);
}

export const ALT_MAX_LENGTH = 300;

export const pictureMessages = {
  missingFile: 'Изберете снимка за качване',
  missingAlt: 'Въведете алтернативен текст на снимката',
  altTooLong: `Алтернативният текст е до ${ALT_MAX_LENGTH} символа`,
  notAPicture: 'Файлът не е снимка. Позволени са JPEG, PNG, WebP, GIF и AVIF.',
  tooLarge: fileTooLargeMessage(MAX_PICTURE_BYTES),
  notFound: 'Снимката не е намерена',
  unknown: 'Избраната снимка не съществува (може би е изтрита)',
  uploaded: 'Снимката е качена успешно!',
  altUpdated: 'Алтернативният текст е обновен',
  deleted: 'Снимката е изтрита успешно',
  inUse: (where: string) => `Снимката не може да бъде изтрита: използва се от ${where}`,
} as const;

const USE_LABELS = { course: 'курс', event: 'събитие', lector: 'лектор', article: 'статия' } as const;

/** 'курс „Бизнес планиране“, лектор „Иван Петров“' */
export function describePictureUses(uses: { kind: keyof typeof USE_LABELS; title: string }[]): string {
  return uses.map((use) => `${USE_LABELS[use.kind]} „${use.title}“`).join(', ');
}

/** The alternative text's problem, or null: the same rule for the upload form and the API. */
export function altTextError(alt: string): string | null {
  if (alt.trim() === '') return pictureMessages.missingAlt;
  if (alt.trim().length > ALT_MAX_LENGTH) return pictureMessages.altTooLong;
  return null;
}
