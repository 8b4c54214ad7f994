// The public forms posted as plain HTML forms (before the page's scripts run, or without them): the
// consultation, a course's or VIP package's and an event's sign-up, and the marketing withdrawal, each to
// its page's own address. They go through the same code as the API's calls (the per-address and per-e-mail
// limits, the honeypot, consent logging, the outbox), then: 303 back to the page with ?sent (a reload never
// sends twice), or the page rendered again with what was typed and the messages next to the fields.
// A post from another site, in another format, too large or in a charset no browser of ours sends is
// refused with its status (403, 415, 413) and the page's message, never a 500.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RegistrationBody } from '@site/shared';
import { courseSignUpPath } from '@site/shared/course-kind';
import {
  CONSULTATION_SOURCE,
  emailFrom,
  honeypotFrom,
  registrationValuesFrom,
  SENT_QUERY,
  type PageFormName,
  type SubmittedForm,
} from '@site/shared/page-forms';
import { pathTo } from '@site/shared/site-paths';
import { badRequest, HttpError } from '../lib/http-error';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { safeErrorLog } from '../lib/safe-error-log';
import { formPostErrors, signUp } from '../routes/clients/sign-up';
import { requestWithdrawal } from '../routes/consents/withdrawal';
import type { RouteContext } from '../routes/route-context';
import { decodeFormBody, isCrossSite, UnsupportedCharsetError } from './form-post';
import { publicOrigin } from './public-origin';
import type { Site } from './site-plugin';

const FORM_BODY_LIMIT = 16 * 1024;

export const pageFormMessages = {
  crossSite: 'Формулярът е изпратен от друг сайт и не е приет. Попълнете го на тази страница.',
  unreadable: 'Формулярът не може да бъде прочетен. Попълнете го отново на тази страница.',
  tooLarge: 'Формулярът е твърде голям. Съкратете текста и опитайте отново.',
} as const;

/** A refusal before the handler that is no HttpError: Fastify's own (a body too large, a content type no parser takes). */
const statusOf = (error: unknown): number | undefined => {
  const status: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'statusCode') : undefined;
  return typeof status === 'number' ? status : undefined;
};
/** Where the withdrawal form sits on /marketing (shell: WITHDRAWAL_ANCHOR). */
const WITHDRAWAL_ANCHOR = 'ottegliane';

type Fields = URLSearchParams;
type SlugParams = { Params: { slug: string } };

const fieldsOf = (request: FastifyRequest): Fields => (request.body instanceof URLSearchParams ? request.body : new URLSearchParams());
const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? request.url;

/** What the page shows for a refused post: field messages, or the form's failure (with the server's words when it has some). */
function refusal(form: PageFormName, request: FastifyRequest, error: unknown): { status: number; submitted: SubmittedForm } {
  const fields = fieldsOf(request);
  const values = form === 'withdrawal' ? { email: emailFrom(fields) } : registrationValuesFrom(fields);
  const base = { form, pathname: pathOf(request), values, fieldErrors: {}, failed: true, message: null };
  if (error instanceof HttpError) {
    const errors = error.data?.errors;
    if (error.statusCode === 400 && errors && typeof errors === 'object') {
      return { status: 400, submitted: { ...base, failed: false, fieldErrors: errors as Record<string, string> } };
    }
    if (error.statusCode === 400 && error.data?.field === 'email') {
      return { status: 400, submitted: { ...base, failed: false, fieldErrors: { email: error.message } } };
    }
    if (error.statusCode < 500) return { status: error.statusCode, submitted: { ...base, message: error.message } };
  }
  const status = statusOf(error);
  if (status === 413) return { status, submitted: { ...base, message: pageFormMessages.tooLarge } };
  if (status !== undefined && status >= 400 && status < 500) return { status, submitted: { ...base, message: pageFormMessages.unreadable } };
  return { status: isDatabaseUnavailable(error) ? 503 : 500, submitted: base };
}

/** A plugin: its form parser and error handler apply to these routes only. */
export const pageFormRoutes: FastifyPluginAsync<{ ctx: RouteContext; site: Site; publicUrl: string | null }> = async (scope, { ctx, site, publicUrl }) => {
  // A page's form is a form: any other body (JSON, text, multipart) is refused with 415.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    try {
      done(null, decodeFormBody(Buffer.isBuffer(body) ? body : Buffer.from(body), request.headers['content-type']));
    } catch (error: unknown) {
      done(error instanceof UnsupportedCharsetError ? Object.assign(error, { statusCode: 415 }) : (error as Error), undefined);
    }
  });
  // Posts from other sites are refused before anything is read (OWASP's CSRF guidance: Fetch Metadata, then Origin).
  scope.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && isCrossSite(request, publicOrigin(request, publicUrl))) throw new HttpError(403, pageFormMessages.crossSite);
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply, form: PageFormName, error: unknown) => {
    const { status, submitted } = refusal(form, request, error);
    if (status >= 500) request.log.error({ error: safeErrorLog(error) }, 'form post failed');
    else request.log.info({ status }, 'form post refused');
    return site.sendFormPage(request, reply, pathOf(request), status, submitted);
  };
  // A refusal before the handler (the address's limit, a body that is not a form, one too large): the page again.
  scope.setErrorHandler((error: FastifyError, request, reply) =>
    answer(request, reply, request.url.startsWith(pathTo('marketing')) ? 'withdrawal' : 'sign-up', error),
  );

  const sent = (reply: FastifyReply, path: string, anchor = '') => reply.header('cache-control', 'no-store').redirect(`${path}?${SENT_QUERY}${anchor}`, 303);

  const signUpFrom = async (request: FastifyRequest, reply: FastifyReply, target: Pick<RegistrationBody, 'registrationSource' | 'courseIds' | 'eventId'>) => {
    const fields = fieldsOf(request);
    const body: RegistrationBody = { ...registrationValuesFrom(fields), ...target, website: honeypotFrom(fields) };
    try {
      // The API's route has its schema and the unstorable-text hook check the body before signUp; a form's is checked here.
      const errors = formPostErrors(body);
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw badRequest(message, { field, errors });
      await signUp(ctx, body, reply, request.log);
    } catch (error: unknown) {
      return answer(request, reply, 'sign-up', error);
    }
    return sent(reply, pathOf(request));
  };

  const options = { preValidation: ctx.formLimiter.perAddress('sign-up'), config: { keepsPublicCache: true }, schema: { hide: true } };

  scope.post(pathTo('consultation'), options, (request, reply) => signUpFrom(request, reply, { registrationSource: CONSULTATION_SOURCE }));

  const courseSignUp = async (request: FastifyRequest<SlugParams>, reply: FastifyReply) => {
    const course = await ctx.repos.courses.findBySlug(request.params.slug);
    if (!course || !course.isActive || courseSignUpPath(course) !== pathOf(request)) return site.sendPage(request, reply, pathOf(request));
    return signUpFrom(request, reply, { registrationSource: course.title, courseIds: [course.id] });
  };
  scope.post<SlugParams>('/courses/:slug/sign-up', options, courseSignUp);
  scope.post<SlugParams>('/vip-package/:slug/sign-up', options, courseSignUp);

  scope.post<SlugParams>('/events/:slug/sign-up', options, async (request, reply) => {
    const event = await ctx.repos.events.findBySlug(request.params.slug);
    if (!event) return site.sendPage(request, reply, pathOf(request));
    return signUpFrom(request, reply, { registrationSource: event.title, eventId: event.id });
  });

  scope.post(
    pathTo('marketing'),
    {
      preValidation: ctx.formLimiter.perAddress('withdrawal'),
      onResponse: async () => ctx.tasks.withdrawals.kick(),
      config: { keepsPublicCache: true },
      schema: { hide: true },
    },
    async (request, reply) => {
      const fields = fieldsOf(request);
      try {
        await requestWithdrawal(ctx, { email: emailFrom(fields), website: honeypotFrom(fields) }, reply);
      } catch (error: unknown) {
        return answer(request, reply, 'withdrawal', error);
      }
      return sent(reply, pathTo('marketing'), `#${WITHDRAWAL_ANCHOR}`);
    },
  );
};
