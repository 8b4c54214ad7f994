// A sign-up as a visitor sends it (consultation or course). The rules with the spec's messages (required
// fields, a valid e-mail, the two consents) are in ../validation/registration; the limits are here.
import { Type, type Static } from 'typebox';
import { Id } from './fields';

export const RegistrationPayloadSchema = Type.Object(
  {
    fullName: Type.String({ maxLength: 120, title: 'Име и фамилия' }),
    email: Type.String({ maxLength: 254, title: 'Имейл', description: 'Trimmed and lower-cased, it identifies the client' }),
    phone: Type.String({ maxLength: 40, title: 'Телефон' }),
    agreedToPrivacyPolicy: Type.Boolean({ title: 'Съгласие с политиката за лични данни' }),
    agreedToTermsOfService: Type.Boolean({ title: 'Съгласие с общите условия' }),
    agreedToMarketingPolicy: Type.Boolean({ title: 'Съгласие за търговски съобщения' }),
    agreedToCookiePolicy: Type.Boolean({ title: 'Съгласие с политиката за бисквитките' }),
    registrationSource: Type.String({
      maxLength: 200,
      title: 'Източник на регистрацията',
      description: "'Free Consultation', or the title of the course signed up for",
    }),
    courseIds: Type.Optional(Type.Array(Id({ title: 'Курс' }), { maxItems: 20, title: 'Курсове', description: 'Course sign-up only: the course' })),
  },
  { additionalProperties: false },
);
export type RegistrationPayload = Static<typeof RegistrationPayloadSchema>;

/**
 * Body of POST /clients/register: the payload's types and limits only. Missing and blank values reach
 * validateRegistration, so that the answer carries the same Bulgarian message the form shows.
 */
export const RegistrationBodySchema = Type.Object(
  {
    ...Type.Partial(RegistrationPayloadSchema).properties,
    eventId: Type.Optional(Id({ title: 'Събитие', description: 'Event sign-up only: the event' })),
    website: Type.Optional(
      Type.String({ maxLength: 500, description: 'A field hidden from people: a value marks a bot, whose sign-up is answered as usual and not stored' }),
    ),
  },
  { additionalProperties: false },
);
export type RegistrationBody = Static<typeof RegistrationBodySchema>;
