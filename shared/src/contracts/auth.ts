// Staff sign-in: the administrator password or a person's e-mail and password sent, and the access token answered;
// a person's sessions and personal tokens.
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, Nullable, NullableIsoDateTime, StringEnum } from './fields';
import { PasskeyResponseSchema, SecondFactorCode, STAFF_ROLES } from './staff';

/** Body of POST /auth/verify-token. */
export const AdminLoginSchema = Type.Object(
  { token: Type.String({ maxLength: 500, title: 'Парола', description: 'The password typed on /admin/articles' }) },
  { additionalProperties: false },
);
export type AdminLogin = Static<typeof AdminLoginSchema>;

/** Body of POST /auth/sign-in: a staff person's e-mail and password, and their second factor (a code or a passkey) if they use one. */
export const SignInSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254, title: 'Имейл' }),
    password: Type.String({ minLength: 1, maxLength: 500, title: 'Парола' }),
    code: Type.Optional(SecondFactorCode()),
    passkey: Type.Optional(PasskeyResponseSchema),
  },
  { additionalProperties: false },
);
export type SignIn = Static<typeof SignInSchema>;

export const AuthTokenSchema = Type.Object(
  {
    accessToken: Type.String({ title: 'Ключ за достъп', description: 'Send as Authorization: Bearer <accessToken>' }),
    expiresAt: IsoDateTime({ title: 'Валиден до' }),
    mustEnrol: Type.Optional(
      Type.Boolean({
        title: 'Трябва втори фактор',
        description: 'True: the role requires a second factor; until it is enrolled the session may only enrol one',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AuthToken = Static<typeof AuthTokenSchema>;

/** One of the signed-in person's sessions (GET /auth/sessions). */
export const StaffSessionSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    createdAt: IsoDateTime({ title: 'Начало' }),
    lastUsedAt: IsoDateTime({ title: 'Последно използвана', description: 'Updated at most once a minute' }),
    address: Nullable(Type.String(), { title: 'Адрес' }),
    browser: Nullable(Type.String(), { title: 'Браузър', description: 'The User-Agent it was opened with' }),
    current: Type.Boolean({ title: 'Тази сесия' }),
  },
  { additionalProperties: false },
);
export type StaffSession = Static<typeof StaffSessionSchema>;

/** The longest a personal token may be valid. */
export const PERSONAL_TOKEN_MAX_DAYS = 90;

/** Body of POST /auth/tokens: what the person calls the token (where it is used) and for how many days it is valid. */
export const PersonalTokenRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', title: 'Име', description: 'Where it is used, e.g. "CI на каталога"' }),
    expiresInDays: Type.Integer({ minimum: 1, maximum: PERSONAL_TOKEN_MAX_DAYS, title: 'Валиден дни' }),
  },
  { additionalProperties: false },
);
export type PersonalTokenRequest = Static<typeof PersonalTokenRequestSchema>;

/** A personal token as listed (GET /auth/tokens): never the token itself. */
export const PersonalTokenSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    name: Type.String({ title: 'Име' }),
    createdAt: IsoDateTime({ title: 'Създаден' }),
    expiresAt: IsoDateTime({ title: 'Валиден до' }),
    lastUsedAt: NullableIsoDateTime({ title: 'Последно използван', description: 'Updated at most once a minute' }),
  },
  { additionalProperties: false },
);
export type PersonalToken = Static<typeof PersonalTokenSchema>;

/** The answer of POST /auth/tokens: the token, shown this once, with what is listed about it. */
export const NewPersonalTokenSchema = Type.Object(
  {
    token: Type.String({ title: 'Ключ', description: 'Send as Authorization: Bearer <token>; it is never shown again' }),
    personalToken: PersonalTokenSchema,
  },
  { additionalProperties: false },
);
export type NewPersonalToken = Static<typeof NewPersonalTokenSchema>;

/** The signed-in person (GET /auth/me). */
export const SignedInPersonSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    name: Type.String({ title: 'Име' }),
    email: Nullable(Type.String(), { title: 'Имейл' }),
    role: StringEnum(STAFF_ROLES, { title: 'Роля' }),
    secondFactor: Type.Boolean({ title: 'Втори фактор', description: 'An authenticator app or a passkey' }),
    totp: Type.Boolean({ title: 'Приложение за удостоверяване' }),
    recoveryCodesLeft: Type.Integer({ minimum: 0, title: 'Оставащи резервни кодове' }),
    mustEnrol: Type.Boolean({ title: 'Трябва втори фактор', description: 'This session may only enrol a second factor' }),
  },
  { additionalProperties: false },
);
export type SignedInPerson = Static<typeof SignedInPersonSchema>;

/** The answer of POST /auth/totp: the secret to enrol, as text and as the otpauth:// URI an authenticator app reads. */
export const TotpEnrolmentSchema = Type.Object(
  {
    secret: Type.String({ title: 'Таен ключ', description: 'Base32, to type into the app' }),
    uri: Type.String({ title: 'Адрес otpauth://', description: 'For a QR code' }),
  },
  { additionalProperties: false },
);
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;

/** Body of POST /auth/totp/confirm. */
export const TotpConfirmationSchema = Type.Object({ code: SecondFactorCode() }, { additionalProperties: false });
export type TotpConfirmation = Static<typeof TotpConfirmationSchema>;

/** The answer of POST /auth/totp/confirm: the ten recovery codes, shown this once. */
export const RecoveryCodesSchema = Type.Object(
  { recoveryCodes: Type.Array(Type.String(), { title: 'Резервни кодове', description: 'Each usable once instead of a code' }) },
  { additionalProperties: false },
);
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

/** A passkey as listed (GET /auth/passkeys). */
export const PasskeySchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    name: Type.String({ title: 'Име' }),
    createdAt: IsoDateTime({ title: 'Добавен' }),
    lastUsedAt: NullableIsoDateTime({ title: 'Последно използван' }),
  },
  { additionalProperties: false },
);
export type Passkey = Static<typeof PasskeySchema>;

/** Body of POST /auth/passkeys: the browser's answer to the registration options, and a name for the passkey. */
export const PasskeyRegistrationSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', title: 'Име', description: 'e.g. "Лаптопът в офиса"' }),
    response: PasskeyResponseSchema,
  },
  { additionalProperties: false },
);
export type PasskeyRegistration = Static<typeof PasskeyRegistrationSchema>;

/** The answer of POST /auth/passkeys: the passkey, and the recovery codes when it is the person's first second factor. */
export const NewPasskeySchema = Type.Object(
  {
    passkey: PasskeySchema,
    recoveryCodes: Type.Array(Type.String(), { title: 'Резервни кодове', description: 'Only with the first second factor; shown this once' }),
  },
  { additionalProperties: false },
);
export type NewPasskey = Static<typeof NewPasskeySchema>;

/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON), as generated. */
export const WebAuthnOptionsSchema = Type.Object({ challenge: Type.String() }, { additionalProperties: true, title: 'WebAuthn options' });
