// The password check: the server decides, the client only forwards what was typed; and the sign-out.
import type { AuthToken } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function verifyPassword(password: string): Promise<AuthToken> {
  return requestData<AuthToken>({ method: 'POST', url: '/auth/verify-token', data: { token: password } });
}

/** Ends the session on the server: the token is refused from then on, by every process. */
export async function endSession(token: string): Promise<void> {
  await requestData<null>({ method: 'POST', url: '/auth/sign-out', headers: bearer(token) });
}
