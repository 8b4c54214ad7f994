// Article images: upload (checked by content, stored re-encoded without metadata), list, delete, and serving
// them with long cache headers.
// Stored in the database, so every API process serves every image; an older uploads folder is imported once.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '@site/shared';
import type { ArticleImagesRepository } from '../../db/repositories/article-images';
import { detectImageType, mimeOfFileName, type ImageType } from '../../lib/image-type';
import { errorCode } from '../../lib/error-code';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { NotAPictureError } from '../../lib/picture-variants';
import { IMMUTABLE } from '../../lib/send-cached-answer';
import { stripImageMetadata } from '../../lib/strip-image-metadata';
import { staffSecurity, fileResponses, fileSchema, noQuery, pageOf, pageQuery, pageResponses, responses, type PageQuery } from '../../schemas/common';
import { UploadedImageSchema } from '@site/shared/contracts/image';
import { MAX_IMAGE_BYTES } from '@site/shared/upload-limits';
import { fileNameParams, imageNameSchema, SAFE_FILE_NAME } from '../../schemas/images';
import type { RouteOptions } from '../route-context';
import { articleImagePath } from '@site/shared/article-images';
import { imageUploadConfig } from '../upload-config';

export const imageMessages = {
  missingFile: 'Липсва файл (поле "file")',
  notAnImage: 'Файлът не е изображение. Позволени са JPEG, PNG, WebP, GIF и AVIF.',
  invalidName: 'Невалидно име на файл',
  notFound: 'Изображението не е намерено',
  uploaded: 'Изображението е качено успешно!',
  deleted: 'Изображението е изтрито успешно',
} as const;

const safeName = new RegExp(SAFE_FILE_NAME);
const tags = ['images'];

/** Only names this server could have generated; anything else (../, slashes, NUL, …) is a 400. */
function assertSafeName(name: string): void {
  if (!safeName.test(name)) throw badRequest(imageMessages.invalidName, { field: 'fileName' });
}

function generatedName(type: ImageType): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${randomBytes(12).toString('hex')}.${type.extension}`;
}

/**
 * Images uploaded before they were kept in the database lie in the uploads folder: each one not stored
 * yet is stored with its file's time, so the list keeps its order. Nothing is deleted from the folder.
 */
export async function importUploadsFolder(folder: string, images: ArticleImagesRepository, log: FastifyBaseLogger): Promise<number> {
  const names = await readdir(folder).catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  });
  const missing = await images.missing(names.filter((name) => safeName.test(name)));
  for (const name of missing) {
    const filePath = path.join(folder, name);
    const [bytes, info] = await Promise.all([readFile(filePath), stat(filePath)]);
    if (!detectImageType(bytes)) continue;
    await images.add(name, mimeOfFileName(name), bytes, { createdAt: info.mtime, metadataStripped: false }).catch((error: unknown) => {
      // Another process imported it first.
      if (!isUniqueViolation(error)) throw error;
    });
  }
  if (missing.length > 0) log.info({ imported: missing.length }, 'article images imported from the uploads folder into the database');
  return missing.length;
}

/**
 * Images stored as they were uploaded (before uploads were re-encoded, or just imported from the folder) are
 * re-encoded without their metadata, once: each row is marked when it is done. Processes starting together
 * may both re-encode a row; only one replaces it, and each counts only its own. An image sharp cannot
 * decode is left as it is and named in a warning, to be tried again on the next start.
 */
export async function stripStoredImageMetadata(images: ArticleImagesRepository, log: FastifyBaseLogger): Promise<number> {
  const names = await images.namesWithMetadata();
  let converted = 0;
  for (const fileName of names) {
    const stored = await images.find(fileName);
    if (!stored) continue;
    try {
      const clean = await stripImageMetadata(stored.bytes);
      if (await images.replaceWithStripped(fileName, clean.bytes)) converted += 1;
    } catch (error: unknown) {
      if (!(error instanceof NotAPictureError)) throw error;
      log.warn({ fileName }, 'a stored article image could not be decoded; it is served as it was stored');
    }
  }
  if (names.length > 0) log.info({ converted }, 'article images re-encoded without their metadata');
  return converted;
}

export const imagesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, config, repos } = ctx;
  await importUploadsFolder(path.resolve(config.uploadsDir), repos.articleImages, app.log);
  await stripStoredImageMetadata(repos.articleImages, app.log);
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/images/upload-article',
    {
      onRequest: auth.require('content'),
      config: imageUploadConfig(MAX_IMAGE_BYTES, { file: { ...fileSchema, description: 'The image: JPEG, PNG, WebP, GIF or AVIF' } }),
      schema: {
        tags,
        summary: 'Upload an article image (multipart field "file"; JPEG, PNG, WebP, GIF or AVIF, at most 5 MB)',
        security: staffSecurity('content'),
        consumes: ['multipart/form-data'],
        response: responses({ status: 201, data: UploadedImageSchema }, [401, 403, 413, 415, 429]),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Очаква се multipart/form-data с поле "file"');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(imageMessages.missingFile, { field: 'file' });
      // Never stored as sent: a photo's EXIF tells where it was taken.
      const clean = await stripImageMetadata(await part.toBuffer()).catch((error: unknown) => {
        if (error instanceof NotAPictureError) throw badRequest(imageMessages.notAnImage, { field: 'file' });
        throw error;
      });
      const fileName = generatedName(clean.type);
      await repos.articleImages.add(fileName, clean.type.mime, clean.bytes, { metadataStripped: true });
      return reply.code(201).send(ok({ imageUrl: articleImagePath(fileName), fileName }, imageMessages.uploaded));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/articles/images',
    {
      schema: {
        tags,
        summary: 'File names of the uploaded article images, newest first, a page at a time',
        querystring: pageQuery,
        response: pageResponses(imageNameSchema, []),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { items, page } = await repos.articleImages.listNames(pageOf(request.query));
      return okPage(items, page);
    },
  );

  app.get<{ Params: { fileName: string } }>(
    '/articles/images/:fileName',
    {
      schema: {
        tags,
        summary: 'The image file itself (long-lived cache; names are never reused)',
        params: fileNameParams('fileName'),
        querystring: noQuery,
        response: fileResponses('The image, in the format it was uploaded in', ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'], [404]),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      assertSafeName(fileName);
      const image = await repos.articleImages.find(fileName);
      if (!image) throw notFound(imageMessages.notFound);
      return reply
        .type(image.mime)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );

  app.delete<{ Params: { name: string } }>(
    '/images/delete-article/:name',
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: 'Delete an uploaded image (only a file inside the uploads folder)',
        security: staffSecurity('content'),
        params: fileNameParams('name'),
        response: responses({ status: 200, data: { type: 'null' } }, [401, 403, 404]),
      },
    },
    async (request) => {
      assertSafeName(request.params.name);
      if (!(await repos.articleImages.delete(request.params.name))) throw notFound(imageMessages.notFound);
      return ok(null, imageMessages.deleted);
    },
  );
};
