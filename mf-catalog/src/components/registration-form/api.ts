// The registration call shared by the consultation, course and event sign-up forms. The server answers
// no data (the same answer whether the e-mail was known or not), so success is all there is to return.
import type { RegistrationPayload } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export async function registerClient(payload: RegistrationPayload): Promise<void> {
  await requestData<null>({ method: 'POST', url: '/clients/register', data: payload });
}
