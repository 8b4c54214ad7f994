// The signed-in person's own account: who they are, their second factor, their sessions and personal tokens.
// Each call goes in the staff session (its cookie).
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
import { requestData } from '@site/shared/api-client';

/** GET /api/auth/me: name, e-mail, role, the second factor, and whether this session may only enrol one. */
export function getSignedInPerson(): Promise<SignedInPerson> {
  return requestData<SignedInPerson>({ method: 'GET', url: '/auth/me' });
}

/** POST /api/auth/totp: a new secret for the authenticator app (409 while a second factor is on). */
export function startTotp(): Promise<TotpEnrolment> {
  return requestData<TotpEnrolment>({ method: 'POST', url: '/auth/totp' });
}

/** POST /api/auth/totp/confirm: the app's current code turns the factor on; answers the ten recovery codes, this once. */
export async function confirmTotp(code: string): Promise<string[]> {
  const { recoveryCodes } = await requestData<RecoveryCodes>({ method: 'POST', url: '/auth/totp/confirm', data: { code } });
  return recoveryCodes;
}

/** GET /api/auth/sessions: the person's open sessions, this one marked. */
export function listSessions(): Promise<StaffSession[]> {
  return requestData<StaffSession[]>({ method: 'GET', url: '/auth/sessions' });
}

/** DELETE /api/auth/sessions/:id: that session ends at once, in every process. */
export async function endSessionById(id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/auth/sessions/${id}` });
}

/** GET /api/auth/tokens: the person's unexpired personal tokens (never the tokens themselves). */
export function listPersonalTokens(): Promise<PersonalToken[]> {
  return requestData<PersonalToken[]>({ method: 'GET', url: '/auth/tokens' });
}

/** POST /api/auth/tokens: a new personal token, answered this once. */
export function createPersonalToken(request: PersonalTokenRequest): Promise<NewPersonalToken> {
  return requestData<NewPersonalToken>({ method: 'POST', url: '/auth/tokens', data: request });
}

/** DELETE /api/auth/tokens/:id: the token is refused from the next request. */
export async function revokePersonalToken(id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/auth/tokens/${id}` });
}

/** GET /api/auth/passkeys: the person's passkeys. */
export function listPasskeys(): Promise<Passkey[]> {
  return requestData<Passkey[]>({ method: 'GET', url: '/auth/passkeys' });
}

/** POST /api/auth/passkeys/options: what the browser needs to make a passkey (answer within 5 minutes). */
export function passkeyOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return requestData<PublicKeyCredentialCreationOptionsJSON>({ method: 'POST', url: '/auth/passkeys/options' });
}

/** POST /api/auth/passkeys: the browser's new passkey, named; with the recovery codes if it is the first second factor. */
export function addPasskey(name: string, response: RegistrationResponseJSON): Promise<NewPasskey> {
  return requestData<NewPasskey>({ method: 'POST', url: '/auth/passkeys', data: { name, response } });
}

/** DELETE /api/auth/passkeys/:id. */
export async function removePasskey(id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/auth/passkeys/${id}` });
}
