// The password check: the server decides, the client only forwards what was typed.
import type { AuthToken } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export function verifyPassword(password: string): Promise<AuthToken> {
  return requestData<AuthToken>({ method: 'POST', url: '/auth/verify-token', data: { token: password } });
}
