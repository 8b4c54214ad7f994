// Passkeys (WebAuthn, checked by @simplewebauthn/server) as a staff person's second factor: added from a
// signed-in session, then asked for at sign-in next to the authenticator app's codes. The relying party is the
// site: PUBLIC_URL's host when set, else the host the browser asked for.
import type { FastifyRequest } from 'fastify';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Repositories } from '../db/create-repositories';
import type { StaffPasskey } from '../db/repositories/staff-passkeys';
import type { StaffPerson } from '../db/repositories/staff-people';
import { badRequest } from '../lib/http-error';
import { requireEmail } from './second-factor';

/**
 * @simplewebauthn/server and its certificate parsers cost 0.15 s of CPU to load: loaded when a passkey is first
 * added or asked for, so a server (and each API test file) that never sees one does not pay it.
 */
function webauthn() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require('@simplewebauthn/server') as typeof import('@simplewebauthn/server')),
    isoBase64URL: (require('@simplewebauthn/server/helpers') as typeof import('@simplewebauthn/server/helpers')).isoBase64URL,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export const passkeyMessages = {
  notVerified: 'Ключът за достъп не беше потвърден. Опитайте отново.',
  added: 'Ключът за достъп е добавен',
  removed: 'Ключът за достъп е премахнат',
  notFound: 'Няма такъв ключ за достъп',
  lastFactor: 'Това е последният ви втори фактор, а ролята ви го изисква: добавете друг, преди да премахнете този',
} as const;

export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(request: FastifyRequest, publicUrl: string | null): RelyingParty {
  if (publicUrl) {
    const url = new URL(publicUrl);
    return { id: url.hostname, origin: url.origin };
  }
  return { id: request.hostname, origin: `${request.protocol}://${request.host}` };
}

const credentialOf = (passkey: StaffPasskey) => ({
  id: passkey.credentialId,
  publicKey: webauthn().isoBase64URL.toBuffer(passkey.publicKey),
  counter: passkey.counter,
  transports: passkey.transports,
});

/** Options for the browser to make a new passkey for the person (the challenge kept for 5 minutes). */
export async function registrationOptions(
  repos: Repositories,
  person: StaffPerson,
  rp: RelyingParty,
  siteName: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  requireEmail(person);
  const existing = await repos.staffPasskeys.listOf(person.id);
  const options = await webauthn().generateRegistrationOptions({
    rpName: siteName,
    rpID: rp.id,
    userName: person.email ?? person.name,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(`staff-${person.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await repos.staffPasskeys.putChallenge(person.id, 'registration', options.challenge);
  return options;
}

/** Checks the browser's answer to the registration options and keeps the new passkey (400 when it does not verify). */
export async function addPasskey(
  repos: Repositories,
  person: StaffPerson,
  name: string,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
): Promise<StaffPasskey> {
  const challenge = await repos.staffPasskeys.takeChallenge(person.id, 'registration');
  if (!challenge) throw badRequest(passkeyMessages.notVerified, { field: 'response' });
  const verification = await webauthn()
    .verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id })
    .catch(() => null);
  if (!verification?.verified) throw badRequest(passkeyMessages.notVerified, { field: 'response' });
  const { credential } = verification.registrationInfo;
  return repos.staffPasskeys.add({
    personId: person.id,
    credentialId: credential.id,
    publicKey: webauthn().isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
}

/** Options for the browser to sign in with one of the person's passkeys; null when they have none. */
export async function authenticationOptions(repos: Repositories, person: StaffPerson, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const passkeys = await repos.staffPasskeys.listOf(person.id);
  if (passkeys.length === 0) return null;
  const options = await webauthn().generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'preferred',
  });
  await repos.staffPasskeys.putChallenge(person.id, 'authentication', options.challenge);
  return options;
}

/** Whether the browser's answer is a signature of one of the person's passkeys over the challenge given to them (used once). */
export async function passkeyMatches(repos: Repositories, person: StaffPerson, response: AuthenticationResponseJSON, rp: RelyingParty): Promise<boolean> {
  const passkey = (await repos.staffPasskeys.listOf(person.id)).find((candidate) => candidate.credentialId === response.id);
  const challenge = await repos.staffPasskeys.takeChallenge(person.id, 'authentication');
  if (!passkey || !challenge) return false;
  const verification = await webauthn()
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: credentialOf(passkey),
    })
    .catch(() => null);
  if (!verification?.verified) return false;
  await repos.staffPasskeys.used(passkey.id, verification.authenticationInfo.newCounter);
  return true;
}
