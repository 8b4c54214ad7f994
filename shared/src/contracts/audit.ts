// The audit log as the console's «Дневник» reads it: events, newest first, a page at a time.
import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, StringEnum } from './fields';

export const AUDIT_CREDENTIALS = ['session', 'personal-token', 'shared-token', 'none'] as const;
export const AUDIT_OUTCOMES = ['ok', 'refused', 'failed'] as const;
export const AUDIT_PAGE_SIZE = 50;

export const AuditEventSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, title: 'Номер' }),
    at: IsoDateTime({ title: 'Кога' }),
    personId: Nullable(Type.Integer(), { title: 'Човек (номер)' }),
    personName: Nullable(Type.String(), { title: 'Човек', description: "The staff person's current name, looked up when read" }),
    credential: StringEnum(AUDIT_CREDENTIALS, { title: 'С какво' }),
    tokenId: Nullable(Type.Integer(), { title: 'Личен ключ (номер)' }),
    tokenName: Nullable(Type.String(), { title: 'Личен ключ', description: "The personal token's name when it was used (kept after the token is revoked)" }),
    address: Nullable(Type.String(), { title: 'Адрес' }),
    browser: Nullable(Type.String(), { title: 'Браузър' }),
    action: Type.String({ title: 'Действие', description: '`sign-in`, `sign-in.failed`, … or a route: `PUT /api/courses/:id`' }),
    subjectKind: Nullable(Type.String(), { title: 'Вид обект' }),
    subjectId: Nullable(Type.String(), { title: 'Обект (номер)' }),
    outcome: StringEnum(AUDIT_OUTCOMES, { title: 'Изход' }),
  },
  { additionalProperties: false },
);
export type AuditEventAnswer = Static<typeof AuditEventSchema>;

export const AuditPageSchema = Type.Object(
  {
    events: Type.Array(AuditEventSchema),
    nextBefore: Nullable(Type.Integer(), { description: 'Pass as `before` for the next page; null on the last' }),
  },
  { additionalProperties: false },
);
export type AuditPage = Static<typeof AuditPageSchema>;

/** GET /audit's filters (all optional). */
export const AuditQuerySchema = Type.Object(
  {
    personId: Type.Optional(Type.Integer({ minimum: 1 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    subjectKind: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    subjectId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', maxLength: 40, description: 'A date or an ISO 8601 time' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', maxLength: 40, description: 'A date (the whole day) or an ISO 8601 time' })),
    before: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;
