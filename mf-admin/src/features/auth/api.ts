// The sign-in calls: the server decides, the client only forwards what was typed; and the sign-out.
import type { Envelope } from '@site/shared';
import type { AuthToken, SignIn } from '@site/shared/contracts/auth';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { requestData, requestEnvelope } from '@site/shared/api-client';

/** The administrator password (the first owner). */
export function verifyPassword(password: string): Promise<AuthToken> {
  return requestData<AuthToken>({ method: 'POST', url: '/auth/verify-token', data: { token: password } });
}

/**
 * A staff person's e-mail and password, and the code of their second factor once the server asked for it: the
 * envelope, whose `data.field` is `code` when the code is missing or was refused.
 */
/** The second factor sent with a sign-in: a code (6 digits or a recovery code), or a passkey's answer. */
export type SecondFactorProof = { code: string } | { passkey: unknown };

/**
 * A staff person's e-mail and password, and their second factor once the server asked for it: the envelope,
 * whose `data` on a 401 says `field: 'code'` and carries passkey options when the person has a passkey.
 */
export function signInWithEmail(email: string, password: string, proof?: SecondFactorProof): Promise<Envelope<AuthToken | SecondFactorQuestion | null>> {
  const body = { email, password, ...proof } as SignIn;
  return requestEnvelope<AuthToken | SecondFactorQuestion | null>({ method: 'POST', url: '/auth/sign-in', data: body });
}

/** What the server's 401 asks when the second factor is missing or wrong. */
export interface SecondFactorQuestion {
  field?: string;
  /** WebAuthn options for the browser, when the person has a passkey. */
  passkey?: PublicKeyCredentialRequestOptionsJSON | null;
}

/** Accepting an invitation: the envelope, whose `data.field` names what was refused (`token` or `password`). */
export function acceptInvitation(token: string, password: string): Promise<Envelope<AuthToken | { field?: string } | null>> {
  return requestEnvelope<AuthToken | { field?: string } | null>({ method: 'POST', url: '/auth/invitations/accept', data: { token, password } });
}

/** A new password from a reset link: the envelope, as for an invitation. */
export function completePasswordReset(token: string, password: string): Promise<Envelope<AuthToken | { field?: string } | null>> {
  return requestEnvelope<AuthToken | { field?: string } | null>({ method: 'POST', url: '/auth/password-reset/complete', data: { token, password } });
}

/** Asks for a link to set a new password; answers the server's message (the same for any address). */
export function requestPasswordReset(email: string): Promise<Envelope<null>> {
  return requestEnvelope<null>({ method: 'POST', url: '/auth/password-reset', data: { email } });
}

/** Ends the session on the server (its cookie goes with the request and is cleared by the answer): refused from then on, by every process. */
export async function endSession(): Promise<void> {
  await requestData<null>({ method: 'POST', url: '/auth/sign-out' });
}
