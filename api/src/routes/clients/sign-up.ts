// A sign-up (free consultation, course or VIP package, event), from any public form: the shared rules, the
// honeypot, the per-e-mail limit, the past-event check, then the request and the messages it causes written
// in one transaction (with the sign-ups that arrive beside it: sign-up-writer.ts), and the outbox worker
// kicked. The caller has already counted the address.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { validateRegistration, type RegistrationBody, type RegistrationPayload } from '@site/shared';
import { formErrors } from '@site/shared/contracts/messages';
import { RegistrationBodySchema } from '@site/shared/contracts/registration';
import { EVENT_PASSED_TEXT, eventHasPassed } from '@site/shared/event-dates';
import { UnknownCourseError, UnknownEventError } from '../../db/repositories/clients';
import { todayInSofia } from '@site/shared/sofia-dates';
import { badRequest } from '../../lib/http-error';
import { findUnstorableText } from '../../plugins/unstorable-text';
import { filledByBot } from '../public-forms';
import type { RouteContext } from '../route-context';
import type { SignUpWritten } from './sign-up-writer';

export const signUpMessagesText = {
  registered: 'Регистрацията е успешна',
  unknownCourse: (ids: number[]) => `Непознат курс: ${ids.join(', ')}`,
  unknownEvent: (id: number) => `Непознато събитие: ${id}`,
  eventPassed: EVENT_PASSED_TEXT,
  sourceRequired: 'Източникът на регистрацията е задължителен',
  unstorable: (title: string) => `Полето „${title}“ съдържа недопустим знак`,
} as const;

/** Missing fields become blank so that the shared rules answer with the form's own messages. */
export function toPayload(body: RegistrationBody): RegistrationPayload {
  return {
    fullName: body.fullName ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    agreedToPrivacyPolicy: body.agreedToPrivacyPolicy ?? false,
    agreedToTermsOfService: body.agreedToTermsOfService ?? false,
    agreedToMarketingPolicy: body.agreedToMarketingPolicy ?? false,
    agreedToCookiePolicy: body.agreedToCookiePolicy ?? false,
    registrationSource: body.registrationSource?.trim() ?? '',
    courseIds: body.courseIds ?? [],
  };
}

/**
 * Every refusal of a body posted by a page's form, by field: what the API's route refuses before its handler
 * (its schema, through Ajv, and characters that cannot be stored, through the unstorable-text hook) and the
 * spec's rules that signUp applies. A field's message is the spec's rule when one refuses it (the form's own
 * words), else the schema's (types, lengths), else the unstorable character's, named by the field's title.
 */
export function formPostErrors(body: RegistrationBody, payload: RegistrationPayload = toPayload(body)): Record<string, string> {
  const unstorable: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (findUnstorableText(value) !== null) unstorable[key] = signUpMessagesText.unstorable(fieldTitle(key));
  }
  return { ...unstorable, ...formErrors(RegistrationBodySchema, body), ...validateRegistration(payload) };
}

const fieldTitle = (key: string): string => {
  const field: unknown = Reflect.get(RegistrationBodySchema.properties, key);
  const title = typeof field === 'object' && field !== null ? Reflect.get(field, 'title') : undefined;
  return typeof title === 'string' ? title : key;
};

/** Stores a sign-up and its messages, or throws the 400/429 the form shows. Resolves the same for a new and a known e-mail. */
export async function signUp(ctx: RouteContext, body: RegistrationBody, reply: FastifyReply, log: FastifyBaseLogger): Promise<void> {
  const payload = toPayload(body);
  const errors = validateRegistration(payload);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw badRequest(message, { field, errors });
  if (!payload.registrationSource) throw badRequest(signUpMessagesText.sourceRequired, { field: 'registrationSource' });
  await ctx.formLimiter.perEmail('sign-up', payload.email, reply);
  if (filledByBot(body)) {
    log.info('sign-up with the hidden field filled in: not stored');
    return;
  }
  const { repos } = ctx;
  const now = new Date();
  const eventId = body.eventId;
  const event = eventId === undefined ? null : await repos.events.findById(eventId);
  // The page stops offering a past event at Sofia's midnight; a form left open, or a script, is refused too.
  if (event && eventHasPassed(event.eventDate, todayInSofia(now))) throw badRequest(signUpMessagesText.eventPassed, { field: 'eventId' });
  const [firstCourse] = payload.courseIds ?? [];
  const course = firstCourse === undefined ? null : await repos.courses.findById(firstCourse);
  const person = { fullName: payload.fullName, email: payload.email.trim(), phone: payload.phone.trim() };
  let written: SignUpWritten;
  try {
    written = await ctx.signUps.write({ payload, eventId, mailContext: await ctx.mail.context(), facts: { person, course, event, at: now } });
  } catch (error: unknown) {
    if (error instanceof UnknownCourseError) throw badRequest(signUpMessagesText.unknownCourse(error.courseIds), { field: 'courseIds' });
    if (error instanceof UnknownEventError) throw badRequest(signUpMessagesText.unknownEvent(error.eventId), { field: 'eventId' });
    throw error;
  }
  if (written === 'repeated') {
    log.info('the same sign-up again within seconds: answered, not stored twice');
    return;
  }
  ctx.mail.worker.kick();
}
