// A client as staff see it: the latest details, the courses, and every sign-up as it was sent.
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, Nullable, NullableIsoDateTime, QuotedPrice } from './fields';
import { RegistrationPayloadSchema } from './registration';

const sent = RegistrationPayloadSchema.properties;

export const ClientCourseSchema = Type.Object(
  {
    courseId: Id({ title: 'Курс' }),
    title: Type.String({ title: 'Заглавие' }),
    registeredOn: IsoDateTime({ title: 'Записан на', description: 'ISO 8601 timestamp of the registration for this course' }),
  },
  { additionalProperties: false },
);
export type ClientCourse = Static<typeof ClientCourseSchema>;

/** One sign-up as the person sent it; a client's history is the list of these. */
export const ClientRegistrationSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    fullName: sent.fullName,
    phone: sent.phone,
    registrationSource: sent.registrationSource,
    courses: Type.Array(
      Type.Object(
        { courseId: Id({ title: 'Курс' }), title: Nullable(Type.String({ title: 'Заглавие', description: 'null for a course deleted since' })) },
        { additionalProperties: false },
      ),
      { title: 'Курсове' },
    ),
    price: QuotedPrice(),
    agreedToPrivacyPolicy: sent.agreedToPrivacyPolicy,
    agreedToTermsOfService: sent.agreedToTermsOfService,
    agreedToMarketingPolicy: sent.agreedToMarketingPolicy,
    agreedToCookiePolicy: sent.agreedToCookiePolicy,
    createdAt: IsoDateTime({ title: 'Изпратена на' }),
  },
  { additionalProperties: false },
);
export type ClientRegistration = Static<typeof ClientRegistrationSchema>;

export const ClientSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    fullName: sent.fullName,
    email: sent.email,
    phone: sent.phone,
    registrationSource: Nullable(sent.registrationSource),
    courses: Type.Array(ClientCourseSchema, { title: 'Курсове' }),
    registrations: Type.Array(ClientRegistrationSchema, { title: 'Регистрации', description: 'Every registration as sent, newest first' }),
    createdAt: IsoDateTime({ title: 'Клиент от' }),
    erasedAt: NullableIsoDateTime({ title: 'Изтрит на', description: 'Set once the person was erased: name, e-mail and phone are then empty' }),
  },
  { additionalProperties: false },
);
export type Client = Static<typeof ClientSchema>;
