// The one error handler: every failure becomes the envelope with a Bulgarian message; 5xx details stay in the log.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getErrorMessage } from '@site/shared';
import { HttpError } from '../lib/http-error';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/pg-errors';
import { safeErrorLog } from '../lib/safe-error-log';
import { NOT_BLANK_PATTERN } from '../schemas/common';

export const errorMessages = {
  invalidJson: 'Невалиден JSON в тялото на заявката',
  emptyBody: 'Тялото на заявката е празно',
  bodyTooLarge: 'Заявката е твърде голяма',
  fileTooLarge: 'Файлът е по-голям от 5 MB',
  unsupportedMediaType: 'Неподдържан тип на съдържанието',
  tooManyFiles: 'Позволен е само един файл',
  tooManyRequests: 'Твърде много заявки. Опитайте отново след минута.',
  badRequest: 'Невалидна заявка',
  notFound: 'Ресурсът не е намерен',
  internal: 'Възникна вътрешна грешка. Моля, опитайте отново по-късно.',
  unavailable: 'Услугата е временно недостъпна. Моля, опитайте отново след малко.',
  invalidText: 'Заявката съдържа знаци, които не могат да бъдат записани',
  badUrl: 'Невалиден адрес на заявката',
  urlTooLong: 'Адресът на заявката е твърде дълъг',
} as const;

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const typeNames: Record<string, string> = {
  string: 'текст',
  integer: 'цяло число',
  number: 'число',
  boolean: 'true или false',
  array: 'списък',
  object: 'обект',
  null: 'null',
};

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((name) => typeNames[String(name)] ?? String(name)).join(' или ');
}

/** Names the offending field in the message, e.g. 'Непознато поле "foo"'. */
export function validationMessage(issue: ValidationIssue | undefined, context: string | undefined): string {
  if (!issue) return errorMessages.badRequest;
  const pathField = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const param = (key: string) => (typeof issue.params[key] === 'string' ? String(issue.params[key]) : '');
  const field =
    issue.keyword === 'required' ? [pathField, param('missingProperty')].filter(Boolean).join('.')
    : issue.keyword === 'additionalProperties' ? [pathField, param('additionalProperty')].filter(Boolean).join('.')
    : pathField;
  if (!field) return context === 'body' ? 'Тялото на заявката трябва да е JSON обект' : errorMessages.badRequest;
  const noun = context === 'body' ? `Полето "${field}"` : `Параметърът "${field}"`;
  switch (issue.keyword) {
    case 'required':
      return context === 'body' ? `Липсва задължителното поле "${field}"` : `Липсва задължителният параметър "${field}"`;
    case 'additionalProperties':
      return context === 'body' ? `Непознато поле "${field}"` : `Непознат параметър "${field}"`;
    case 'type':
      return `${noun} трябва да е ${describeType(issue.params.type)}`;
    case 'minLength':
      return `${noun} не може да е празно`;
    case 'pattern':
      return issue.params.pattern === NOT_BLANK_PATTERN ? `${noun} не може да е празно` : `${noun} е в невалиден формат`;
    case 'maxLength':
      return `${noun} е твърде дълго (най-много ${String(issue.params.limit)} знака)`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${noun} е извън допустимите стойности`;
    case 'maxItems':
      return `${noun} съдържа твърде много елементи`;
    case 'enum':
    case 'const':
      return `${noun} има недопустима стойност`;
    default:
      return `${noun} е невалидно`;
  }
}

function statusAndMessage(error: FastifyError): { status: number; message: string } {
  if (error.validation) {
    const issue = error.validation[0];
    const message = validationMessage(issue, error.validationContext);
    return { status: 400, message };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: errorMessages.invalidJson };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: errorMessages.emptyBody };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: errorMessages.bodyTooLarge };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: errorMessages.fileTooLarge };
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

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, data: error.data, message: error.message });
    }
    const { status, message } = statusAndMessage(error);
    if (status === 503) {
      request.log.warn({ error: safeErrorLog(error) }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ error: safeErrorLog(error) }, 'request failed');
    else request.log.info({ code: error.code, reason: getErrorMessage(error) }, 'request rejected');
    return reply.code(status).send({ success: false, data: null, message });
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
