// Staff people as the API answers them, the body that invites one, and the bodies that set a password from an
// e-mailed link (an invitation, a password reset).
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, NullableIsoDateTime, StringEnum } from './fields';

/** The roles, each a fixed set of permissions (api/src/staff/roles.ts). */
export const STAFF_ROLES = ['owner', 'editor', 'sales', 'team'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a role may do: every staff route requires one of these (api/src/staff/roles.ts). */
export const STAFF_PERMISSIONS = ['content', 'clients', 'mail', 'releases', 'people', 'settings', 'audit', 'backups'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Each role's fixed set of permissions: the server enforces them, the console leaves out what a role may not open. */
export const ROLE_PERMISSIONS = {
  /** Everything, people, roles, the site's settings, the audit log and the backups included. */
  owner: STAFF_PERMISSIONS,
  /** Articles, courses, VIP packages, events, lecturers, categories, promotions and pictures. */
  editor: ['content'],
  /** The leads inbox, client cards and lookups, CSV, personal-data export and erasure, the mail view. */
  sales: ['clients', 'mail'],
  /** Releases and rollbacks of the remotes named on the person. */
  team: ['releases'],
} as const satisfies Record<StaffRole, readonly StaffPermission[]>;

export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The remotes a team may release, by the name in /api/releases/{remote}. */
export const RELEASABLE_REMOTES = ['catalog', 'articles', 'admin', 'clients'] as const;

const Email = () => Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', title: 'Имейл' });

export const StaffPersonSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    email: Type.Union([Type.String(), Type.Null()], { title: 'Имейл', description: 'Null only for the first owner before OWNER_EMAIL is set' }),
    name: Type.String({ title: 'Име' }),
    role: StringEnum(STAFF_ROLES, { title: 'Роля' }),
    status: StringEnum(STAFF_STATUSES, { title: 'Състояние' }),
    remotes: Type.Array(StringEnum(RELEASABLE_REMOTES), { title: 'Ремоути', description: 'For a team: the remotes it may release' }),
    createdAt: IsoDateTime({ title: 'Добавен' }),
    lastSignInAt: NullableIsoDateTime({ title: 'Последен вход' }),
    secondFactor: Type.Boolean({ title: 'Втори фактор' }),
  },
  { additionalProperties: false },
);
export type StaffPerson = Static<typeof StaffPersonSchema>;

/** Body of POST /staff: whom to invite, with which role. */
export const StaffInvitationSchema = Type.Object(
  {
    email: Email(),
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', title: 'Име' }),
    role: StringEnum(STAFF_ROLES, { title: 'Роля' }),
    remotes: Type.Optional(Type.Array(StringEnum(RELEASABLE_REMOTES), { maxItems: RELEASABLE_REMOTES.length, uniqueItems: true, title: 'Ремоути' })),
  },
  { additionalProperties: false },
);
export type StaffInvitation = Static<typeof StaffInvitationSchema>;

/** Body of PATCH /staff/{id}: what an owner changes of a person (a person disabled or given another role is signed out). */
export const StaffChangeSchema = Type.Object(
  {
    role: Type.Optional(StringEnum(STAFF_ROLES, { title: 'Роля' })),
    status: Type.Optional(StringEnum(['active', 'disabled'] as const, { title: 'Състояние' })),
    remotes: Type.Optional(Type.Array(StringEnum(RELEASABLE_REMOTES), { maxItems: RELEASABLE_REMOTES.length, uniqueItems: true, title: 'Ремоути' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type StaffChange = Static<typeof StaffChangeSchema>;

/** A second factor's code: 6 digits from the authenticator app, or a recovery code. */
export const SecondFactorCode = () =>
  Type.String({ minLength: 1, maxLength: 40, title: 'Код', description: 'The 6-digit code of the authenticator app, or an unused recovery code' });

/**
 * What the browser's WebAuthn call answered (the JSON of @simplewebauthn/browser's startRegistration or
 * startAuthentication), checked by the server with @simplewebauthn/server.
 */
export const PasskeyResponseSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 1500 }),
    rawId: Type.String({ minLength: 1, maxLength: 1500 }),
    type: Type.Literal('public-key'),
    response: Type.Object({}, { additionalProperties: true }),
  },
  { additionalProperties: true, title: 'Ключ за достъп (passkey)' },
);

/**
 * Body of POST /auth/invitations/accept and POST /auth/password-reset/complete: the token of the e-mailed link,
 * the person's new password, and (a reset by a person who uses a second factor) its code.
 */
export const LinkPasswordSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, title: 'Ключ от връзката' }),
    password: Type.String({ minLength: 1, maxLength: 1000, title: 'Парола' }),
    code: Type.Optional(SecondFactorCode()),
    passkey: Type.Optional(PasskeyResponseSchema),
  },
  { additionalProperties: false },
);
export type LinkPassword = Static<typeof LinkPasswordSchema>;

/** Body of POST /auth/password-reset: the address a link for a new password goes to, if it is a person's. */
export const PasswordResetRequestSchema = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254, title: 'Имейл' }) },
  { additionalProperties: false },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Собственик',
  editor: 'Редактор',
  sales: 'Продажби',
  team: 'Екип на ремоут',
};

/** The owners' rules (GET/PUT /staff/policy): the roles that must use a second factor. */
export const StaffPolicySchema = Type.Object(
  {
    secondFactorRoles: Type.Array(StringEnum(STAFF_ROLES), { maxItems: STAFF_ROLES.length, uniqueItems: true, title: 'Роли с втори фактор' }),
  },
  { additionalProperties: false },
);
export type StaffPolicy = Static<typeof StaffPolicySchema>;

/** The shared staff token (CLIENTS_TOKEN), as «Екип» lists it: never its value. */
export const SharedTokenSchema = Type.Object(
  {
    role: StringEnum(['sales'] as const, { title: 'Роля' }),
    active: Type.Boolean({ title: 'Действащ' }),
    revokedAt: NullableIsoDateTime({ title: 'Отменен' }),
  },
  { additionalProperties: false },
);
export type SharedToken = Static<typeof SharedTokenSchema>;
