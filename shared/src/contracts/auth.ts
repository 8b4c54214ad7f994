// The administrator's sign-in: the password sent, and the access token answered.
import { Type, type Static } from 'typebox';
import { IsoDateTime } from './fields';

/** Body of POST /auth/verify-token. */
export const AdminLoginSchema = Type.Object(
  { token: Type.String({ maxLength: 500, title: 'Парола', description: 'The password typed on /admin/articles' }) },
  { additionalProperties: false },
);
export type AdminLogin = Static<typeof AdminLoginSchema>;

export const AuthTokenSchema = Type.Object(
  {
    accessToken: Type.String({ title: 'Ключ за достъп', description: 'Send as Authorization: Bearer <accessToken>' }),
    expiresAt: IsoDateTime({ title: 'Валиден до' }),
  },
  { additionalProperties: false },
);
export type AuthToken = Static<typeof AuthTokenSchema>;
