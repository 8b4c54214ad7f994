// The registration call shared by the consultation, course and event sign-up forms.
import type { Client, RegistrationPayload } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export function registerClient(payload: RegistrationPayload): Promise<Client> {
  return requestData<Client>({ method: 'POST', url: '/clients/register', data: payload });
}
