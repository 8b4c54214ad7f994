// A passkey authenticator in software, for tests of the server's WebAuthn checks: a P-256 key pair that answers
// registration options with a `none` attestation and authentication options with a signature, as a browser's
// platform authenticator does (the browser tests use Chromium's virtual authenticator instead).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (bytes: Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const uint32 = (value: number) => Buffer.from([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

export function createSoftwareAuthenticator(origin: string, rpId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array<ArrayBuffer>>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The answer to POST /api/auth/passkeys/options, as startRegistration gives it. */
    register(options: { challenge: string }) {
      const credentialLength = Buffer.from([credentialId.length >> 8, credentialId.length & 255]);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]),
        uint32(counter),
        Buffer.alloc(16),
        credentialLength,
        credentialId,
        cosePublicKey,
      ]);
      const attestationObject = Buffer.from(
        isoCBOR.encode(
          new Map<string, string | Uint8Array<ArrayBuffer> | Map<string, string>>([
            ['fmt', 'none'],
            ['attStmt', new Map<string, string>()],
            ['authData', new Uint8Array(authData)],
          ]),
        ),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** The answer to a sign-in's passkey options, as startAuthentication gives it. */
    authenticate(options: { challenge: string }) {
      counter += 1;
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([USER_PRESENT | USER_VERIFIED]), uint32(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
        clientExtensionResults: {},
      };
    },
  };
}
