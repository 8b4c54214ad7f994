// The sign-in calls: the server decides, the client only forwards what was typed; and the sign-out.
import type { AuthToken, Envelope } from '@site/shared';
import { bearer, requestData, requestEnvelope } from '@site/shared/api-client';

/** The administrator password (the first owner). */
export function verifyPassword(password: string): Promise<AuthToken> {
  return requestData<AuthToken>({ method: 'POST', url: '/auth/verify-token', data: { token: password } });
}

/** A staff person's e-mail and password. */
export function signInWithEmail(email: string, password: string): Promise<AuthToken> {
  return requestData<AuthToken>({ method: 'POST', url: '/auth/sign-in', data: { email, password } });
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

/** Ends the session on the server: the token is refused from then on, by every process. */
export async function endSession(token: string): Promise<void> {
  await requestData<null>({ method: 'POST', url: '/auth/sign-out', headers: bearer(token) });
}
