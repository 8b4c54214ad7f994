// The one-click withdrawal link of messages to people who gave marketing consent (RFC 8058): the URL
// carries the client's id and an HMAC of it under a key only the server knows, so it needs no sign-in
// and cannot be made up for someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;
export const UNSUBSCRIBE_PATH = '/unsubscribe/';

function mac(key: Buffer, clientId: number): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${clientId}`).digest().subarray(0, MAC_BYTES);
}

export function unsubscribeToken(key: Buffer, clientId: number): string {
  return `${clientId}.${mac(key, clientId).toString('base64url')}`;
}

export function unsubscribeUrl(key: Buffer, clientId: number, siteOrigin: string): string {
  return new URL(`${UNSUBSCRIBE_PATH}${unsubscribeToken(key, clientId)}`, siteOrigin).href;
}

/** The client's id a token was made for; null when it was not made by this server. */
export function clientOfToken(key: Buffer, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const clientId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(key, clientId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? clientId : null;
}
