// The signed-in person's own account: who they are, their second factor, their sessions and personal tokens.
// Each call carries the session's token.
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type {
  NewPasskey,
  Passkey,
  NewPersonalToken,
  PersonalToken,
  PersonalTokenRequest,
  RecoveryCodes,
  SignedInPerson,
  StaffSession,
  TotpEnrolment,
} from '@site/shared/contracts/auth';
import { bearer, requestData } from '@site/shared/api-client';

/** GET /api/auth/me: name, e-mail, role, the second factor, and whether this session may only enrol one. */
export function getSignedInPerson(token: string): Promise<SignedInPerson> {
  return requestData<SignedInPerson>({ method: 'GET', url: '/auth/me', headers: bearer(token) });
}

/** POST /api/auth/totp: a new secret for the authenticator app (409 while a second factor is on). */
export function startTotp(token: string): Promise<TotpEnrolment> {
  return requestData<TotpEnrolment>({ method: 'POST', url: '/auth/totp', headers: bearer(token) });
}

/** POST /api/auth/totp/confirm: the app's current code turns the factor on; answers the ten recovery codes, this once. */
export async function confirmTotp(token: string, code: string): Promise<string[]> {
  const { recoveryCodes } = await requestData<RecoveryCodes>({ method: 'POST', url: '/auth/totp/confirm', data: { code }, headers: bearer(token) });
  return recoveryCodes;
}

/** GET /api/auth/sessions: the person's open sessions, this one marked. */
export function listSessions(token: string): Promise<StaffSession[]> {
  return requestData<StaffSession[]>({ method: 'GET', url: '/auth/sessions', headers: bearer(token) });
}

/** DELETE /api/auth/sessions/:id: that session ends at once, in every process. */
export async function endSessionById(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/auth/sessions/${id}`, headers: bearer(token) });
}

/** GET /api/auth/tokens: the person's unexpired personal tokens (never the tokens themselves). */
export function listPersonalTokens(token: string): Promise<PersonalToken[]> {
  return requestData<PersonalToken[]>({ method: 'GET', url: '/auth/tokens', headers: bearer(token) });
}

/** POST /api/auth/tokens: a new personal token, answered this once. */
export function createPersonalToken(token: string, request: PersonalTokenRequest): Promise<NewPersonalToken> {
  return requestData<NewPersonalToken>({ method: 'POST', url: '/auth/tokens', data: request, headers: bearer(token) });
}

/** DELETE /api/auth/tokens/:id: the token is refused from the next request. */
export async function revokePersonalToken(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/auth/tokens/${id}`, headers: bearer(token) });
}

/** GET /api/auth/passkeys: the person's passkeys. */
export function listPasskeys(token: string): Promise<Passkey[]> {
  return requestData<Passkey[]>({ method: 'GET', url: '/auth/passkeys', headers: bearer(token) });
}

/** POST /api/auth/passkeys/options: what the browser needs to make a passkey (answer within 5 minutes). */
export function passkeyOptions(token: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return requestData<PublicKeyCredentialCreationOptionsJSON>({ method: 'POST', url: '/auth/passkeys/options', headers: bearer(token) });
}

/** POST /api/auth/passkeys: the browser's new passkey, named; with the recovery codes if it is the first second factor. */
export function addPasskey(token: string, name: string, response: RegistrationResponseJSON): Promise<NewPasskey> {
  return requestData<NewPasskey>({ method: 'POST', url: '/auth/passkeys', data: { name, response }, headers: bearer(token) });
}

/** DELETE /api/auth/passkeys/:id. */
export async function removePasskey(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/auth/passkeys/${id}`, headers: bearer(token) });
}
