// The picture library: upload (made into AVIF/WebP/own-format variants), list with uses, alt text,
// delete (refused while an item shows the picture), and the variant files themselves.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { ok, type PictureAltInput, type PictureFormat } from '@site/shared';
import { PictureAltInputSchema, PictureInLibrarySchema, PictureSchema } from '@site/shared/contracts/picture';
import { altTextError, describePictureUses, pictureExtensions, pictureMessages, pictureMimeTypes as MIME } from '@site/shared/pictures';
import { MAX_PICTURE_BYTES } from '@site/shared/upload-limits';
import { PictureInUseError } from '../../db/repositories/pictures';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { makePictureVariants, NotAPictureError } from '../../lib/picture-variants';
import { IMMUTABLE } from '../../lib/send-cached-answer';
import { staffSecurity, fileResponses, fileSchema, idParams, noQuery, responses } from '../../schemas/common';
import { pictureFileParams } from '../../schemas/pictures';
import type { RouteOptions } from '../route-context';
import { staffListRoute } from '../staff-list-route';
import { imageUploadConfig } from '../upload-config';

const tags = ['pictures'];

const formatOfExtension = new Map(Object.entries(pictureExtensions).map(([format, extension]) => [extension, format as PictureFormat]));

function assertAlt(alt: string): string {
  const error = altTextError(alt);
  if (error) throw badRequest(error, { field: 'alt' });
  return alt.trim();
}

export const picturesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { auth, repos } = ctx;
  await app.register(multipart, { limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/pictures',
    {
      onRequest: auth.require('content'),
      config: imageUploadConfig(MAX_PICTURE_BYTES, {
        alt: { type: 'string', description: 'Alternative text: what the picture shows' },
        file: { ...fileSchema, description: 'The picture: JPEG, PNG, WebP, GIF or AVIF' },
      }),
      schema: {
        tags,
        summary: 'Upload a picture: multipart fields "alt" (required) and "file" (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB)',
        description:
          "Metadata (EXIF, GPS) is dropped; variants 480/720/960/1600 px wide (never wider than the upload) are made in AVIF, WebP and the upload's own format.",
        security: staffSecurity('content'),
        consumes: ['multipart/form-data'],
        response: responses({ status: 201, data: PictureInLibrarySchema }, [401, 403, 413, 415, 429]),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Очаква се multipart/form-data с полета "alt" и "file"');
      let alt = '';
      let upload: Buffer | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw badRequest(pictureMessages.missingFile, { field: 'file' });
          upload = await part.toBuffer();
        } else if (part.fieldname === 'alt') {
          alt = String(part.value);
        }
      }
      if (!upload || upload.length === 0) throw badRequest(pictureMessages.missingFile, { field: 'file' });
      const cleanAlt = assertAlt(alt);
      const variants = await makePictureVariants(upload).catch((error: unknown) => {
        if (error instanceof NotAPictureError) throw badRequest(pictureMessages.notAPicture, { field: 'file' });
        throw error;
      });
      const picture = await repos.pictures.create(cleanAlt, variants);
      return reply.code(201).send(ok(picture, pictureMessages.uploaded));
    },
  );

  staffListRoute(app, ctx, {
    path: '/pictures',
    tags,
    summary: 'The picture library, newest first, with the items that show each picture',
    itemSchema: PictureInLibrarySchema,
    load: (request) => repos.pictures.list(request),
  });

  app.patch<{ Params: { id: number }; Body: PictureAltInput }>(
    '/pictures/:id',
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: "Change a picture's alternative text",
        security: staffSecurity('content'),
        params: idParams,
        body: PictureAltInputSchema,
        response: responses({ status: 200, data: PictureSchema }, [401, 403, 404]),
      },
    },
    async (request) => {
      const picture = await repos.pictures.updateAlt(request.params.id, assertAlt(request.body.alt));
      if (!picture) throw notFound(pictureMessages.notFound);
      return ok(picture, pictureMessages.altUpdated);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/pictures/:id',
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: 'Delete a picture no item shows (409 names the items that do)',
        security: staffSecurity('content'),
        params: idParams,
        response: responses({ status: 200, data: { type: 'null' } }, [401, 403, 404, 409]),
      },
    },
    async (request) => {
      const deleted = await repos.pictures.delete(request.params.id).catch((error: unknown) => {
        if (error instanceof PictureInUseError) throw conflict(pictureMessages.inUse(describePictureUses(error.uses)), { field: 'id', usedBy: error.uses });
        throw error;
      });
      if (!deleted) throw notFound(pictureMessages.notFound);
      return ok(null, pictureMessages.deleted);
    },
  );

  app.get<{ Params: { id: number; file: string } }>(
    '/pictures/:id/:file',
    {
      schema: {
        tags,
        summary: 'One variant of a picture, e.g. /api/pictures/7/960.avif (never changes: cached for good)',
        params: pictureFileParams,
        querystring: noQuery,
        response: fileResponses('The variant', Object.values(MIME), [404]),
      },
    },
    async (request, reply) => {
      const [width, extension] = request.params.file.split('.') as [string, string];
      const format = formatOfExtension.get(extension)!;
      const bytes = await repos.pictures.findFile(request.params.id, Number(width), format);
      if (!bytes) throw notFound(pictureMessages.notFound);
      return reply
        .type(MIME[format])
        .header('cache-control', IMMUTABLE)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
};
