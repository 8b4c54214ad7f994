// The one error handler: every failure becomes the envelope with a Bulgarian message; 5xx details stay in the log.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { INVALID_REQUEST, issueField, validationMessage } from '@site/shared/contracts/messages';
import { fileTooLargeMessage } from '@site/shared/upload-limits';
import { HttpError } from '../lib/http-error';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/pg-errors';
import { safeErrorLog } from '../lib/safe-error-log';

export const errorMessages = {
  invalidJson: 'Невалиден JSON в тялото на заявката',
  emptyBody: 'Тялото на заявката е празно',
  bodyTooLarge: 'Заявката е твърде голяма',
  unsupportedMediaType: 'Неподдържан тип на съдържанието',
  tooManyFiles: 'Позволен е само един файл',
  tooManyRequests: 'Твърде много заявки. Опитайте отново след минута.',
  badRequest: INVALID_REQUEST,
  notFound: 'Ресурсът не е намерен',
  internal: 'Възникна вътрешна грешка. Моля, опитайте отново по-късно.',
  unavailable: 'Услугата е временно недостъпна. Моля, опитайте отново след малко.',
  invalidText: 'Заявката съдържа знаци, които не могат да бъдат записани',
  badUrl: 'Невалиден адрес на заявката',
  urlTooLong: 'Адресът на заявката е твърде дълъг',
  requestTimeout: 'Заявката не пристигна навреме',
} as const;

/** The longest path parameter the router takes (a slug, a file name); a longer one is answered 414. */
export const MAX_PARAM_LENGTH = 300;

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** The schema of the request part that failed validation: its titles name the field in the message. */
function partSchema(request: FastifyRequest, part: string | undefined): unknown {
  const schema: FastifySchema | undefined = request.routeOptions.schema;
  if (!schema || !part) return undefined;
  return (schema as Record<string, unknown>)[part];
}

interface Answer {
  status: number;
  message: string;
  /** Detail for the client: the offending field's key, where the message names it by its title. */
  data?: { field: string };
}

function statusAndMessage(error: FastifyError, request: FastifyRequest): Answer {
  if (error.validation) {
    const issue = error.validation[0];
    const message = validationMessage(issue, error.validationContext, partSchema(request, error.validationContext));
    const field = issue ? issueField(issue) : '';
    return field ? { status: 400, message, data: { field } } : { status: 400, message };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: errorMessages.invalidJson };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: errorMessages.emptyBody };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: errorMessages.bodyTooLarge };
    case 'FST_REQ_FILE_TOO_LARGE': {
      const limit = request.routeOptions.config.maxFileBytes;
      return { status: 413, message: limit ? fileTooLargeMessage(limit) : errorMessages.bodyTooLarge };
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: errorMessages.unsupportedMediaType };
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 400, message: errorMessages.tooManyFiles };
  }
  if (error instanceof SyntaxError) return { status: 400, message: errorMessages.invalidJson };
  if (isDatabaseUnavailable(error)) return { status: 503, message: errorMessages.unavailable };
  if (isUnstorableText(error)) return { status: 400, message: errorMessages.invalidText };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: errorMessages.tooManyRequests };
  if (status === 404) return { status, message: errorMessages.notFound };
  if (status >= 400 && status < 500) return { status, message: errorMessages.badRequest };
  return { status: 500, message: errorMessages.internal };
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send({ success: false, data: error.data, message: error.message });
    }
    const { status, message, data = null } = statusAndMessage(error, request);
    if (status === 503) {
      request.log.warn({ error: safeErrorLog(error) }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ error: safeErrorLog(error) }, 'request failed');
    else {
      // The client's mistake, not the server's: no stack. A refused query's message would quote its values.
      const { stack: _stack, ...reason } = safeErrorLog(error);
      request.log.info({ error: reason }, 'request rejected');
    }
    return reply.code(status).send({ success: false, data, message });
  });
}

/**
 * Fastify's own answers to a path it cannot route (bad percent-encoding, a parameter over the length
 * limit) are given before any handler: under /api they become the envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 500);
  const message = status === 414 ? errorMessages.urlTooLong : status === 400 ? errorMessages.badUrl : errorMessages.internal;
  request.log.info({ code: error.code }, 'request rejected');
  if (isApiPath(request.url)) void reply.code(status).send({ success: false, data: null, message });
  else void reply.code(status).type('text/plain; charset=utf-8').send(`${message}\n`);
}
