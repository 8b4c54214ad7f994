// Staff sign-in: the administrator password or a person's e-mail and password sent, and the access token answered.
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, Nullable } from './fields';

/** Body of POST /auth/verify-token. */
export const AdminLoginSchema = Type.Object(
  { token: Type.String({ maxLength: 500, title: 'Парола', description: 'The password typed on /admin/articles' }) },
  { additionalProperties: false },
);
export type AdminLogin = Static<typeof AdminLoginSchema>;

/** Body of POST /auth/sign-in: a staff person's e-mail and password. */
export const SignInSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254, title: 'Имейл' }),
    password: Type.String({ minLength: 1, maxLength: 500, title: 'Парола' }),
  },
  { additionalProperties: false },
);
export type SignIn = Static<typeof SignInSchema>;

export const AuthTokenSchema = Type.Object(
  {
    accessToken: Type.String({ title: 'Ключ за достъп', description: 'Send as Authorization: Bearer <accessToken>' }),
    expiresAt: IsoDateTime({ title: 'Валиден до' }),
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
