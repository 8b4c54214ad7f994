// The registration call shared by the consultation, course and event sign-up forms. The server answers
// no data (the same answer whether the e-mail was known or not), so success is all there is to return.
import type { RegistrationBody, RegistrationPayload } from '@site/shared';
import { requestData } from '@site/shared/api-client';

/** The payload, with the event of an event sign-up and the form's honeypot (which people leave empty). */
export type RegistrationRequest = RegistrationPayload & Pick<RegistrationBody, 'eventId' | 'website'>;

export async function registerClient(request: RegistrationRequest): Promise<void> {
  await requestData<null>({ method: 'POST', url: '/clients/register', data: request });
}
