// A request a visitor sent (free consultation, course, VIP package or event sign-up) as staff work
// through it in the leads inbox: who, what, when, the consents given, and where staff are with it.
import { Type, type Static } from 'typebox';
import { DATE_PATTERN } from './patterns';
import { Id, IsoDateTime, Nullable, NullableIsoDateTime, QuotedPrice, StringEnum } from './fields';
import { RegistrationPayloadSchema } from './registration';

export const LEAD_KINDS = ['consultation', 'course', 'vip', 'event'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'paid', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LeadKindField = (notes: { description?: string } = {}) => StringEnum(LEAD_KINDS, { title: 'Вид заявка', ...notes });
export const LeadStatusField = () => StringEnum(LEAD_STATUSES, { title: 'Статус' });

const sent = RegistrationPayloadSchema.properties;

export const LeadConsentsSchema = Type.Object(
  {
    privacy: sent.agreedToPrivacyPolicy,
    terms: sent.agreedToTermsOfService,
    marketing: sent.agreedToMarketingPolicy,
    cookies: sent.agreedToCookiePolicy,
  },
  { additionalProperties: false, title: 'Съгласия', description: 'The consents ticked on this request' },
);
export type LeadConsents = Static<typeof LeadConsentsSchema>;

export const LeadStatusChangeSchema = Type.Object(
  { status: LeadStatusField(), changedAt: IsoDateTime({ title: 'Променен на' }) },
  { additionalProperties: false },
);
export type LeadStatusChange = Static<typeof LeadStatusChangeSchema>;

export const LeadSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    clientId: Id({ title: 'Клиент' }),
    fullName: sent.fullName,
    email: sent.email,
    phone: sent.phone,
    kind: LeadKindField(),
    /** What was asked for: the course's or event's title as sent, or 'Безплатна консултация'. */
    requested: Type.String({ title: 'Заявено' }),
    courseId: Nullable(Id({ title: 'Курс' })),
    eventId: Nullable(Id({ title: 'Събитие' })),
    price: QuotedPrice(),
    consents: LeadConsentsSchema,
    status: LeadStatusField(),
    statusChanges: Type.Array(LeadStatusChangeSchema, { title: 'Промени на статуса', description: 'Oldest first' }),
    createdAt: IsoDateTime({ title: 'Изпратена на' }),
    /** Set once the person was erased: name, e-mail and phone are then gone. */
    erasedAt: NullableIsoDateTime({ title: 'Изтрит на' }),
  },
  { additionalProperties: false },
);
export type Lead = Static<typeof LeadSchema>;

export const LEADS_PAGE_SIZE = 50;
/** Counting stops here: an exact count of 100,000 rows would cost more than the page itself. */
export const LEADS_COUNT_LIMIT = 1000;

/** The inbox's filters: each narrows the list; together they all apply. */
export const LeadFilterSchema = Type.Object(
  {
    kind: Type.Optional(LeadKindField()),
    status: Type.Optional(LeadStatusField()),
    courseId: Type.Optional(Id({ title: 'Курс' })),
    eventId: Type.Optional(Id({ title: 'Събитие' })),
    from: Type.Optional(Type.String({ pattern: DATE_PATTERN, title: 'От дата', description: 'YYYY-MM-DD, inclusive (Europe/Sofia)' })),
    to: Type.Optional(Type.String({ pattern: DATE_PATTERN, title: 'До дата', description: 'YYYY-MM-DD, inclusive (Europe/Sofia)' })),
    q: Type.Optional(
      Type.String({ maxLength: 120, title: 'Търсене', description: 'Part of the name, e-mail or phone (digits are compared without spaces or signs)' }),
    ),
  },
  { additionalProperties: false },
);
export type LeadFilter = Static<typeof LeadFilterSchema>;

export const LeadPageQuerySchema = Type.Object(
  {
    ...LeadFilterSchema.properties,
    cursor: Type.Optional(Type.String({ maxLength: 100, description: 'nextCursor of the previous page' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: `Page size, ${LEADS_PAGE_SIZE} by default` })),
    token: Type.Optional(Type.String({ maxLength: 500, description: 'CLIENTS_TOKEN (or send it as a Bearer header)' })),
  },
  { additionalProperties: false },
);
export type LeadPageQuery = Static<typeof LeadPageQuerySchema>;

export const LeadPageSchema = Type.Object(
  {
    items: Type.Array(LeadSchema),
    total: Type.Integer({ minimum: 0, description: `How many requests match the filters, counted up to ${LEADS_COUNT_LIMIT}` }),
    totalIsExact: Type.Boolean({ description: `false when more than ${LEADS_COUNT_LIMIT} match (total is then that limit)` }),
    nextCursor: Nullable(Type.String(), { description: 'Pass as `cursor` for the next (older) page; null on the last page' }),
  },
  { additionalProperties: false },
);
export type LeadPage = Static<typeof LeadPageSchema>;

export const LeadStatusInputSchema = Type.Object({ status: LeadStatusField() }, { additionalProperties: false });
export type LeadStatusInput = Static<typeof LeadStatusInputSchema>;
