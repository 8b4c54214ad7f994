// What a form posted to a page may be: its fields decoded in the charset it declares (a browser sends the
// page's, UTF-8, and names none), and sent from a page of this site.
import type { FastifyRequest } from 'fastify';

/** A charset no decoder here knows: the post is answered 415. */
export class UnsupportedCharsetError extends Error {
  constructor(charset: string) {
    super(`unsupported form charset: ${charset.slice(0, 40)}`);
    this.name = 'UnsupportedCharsetError';
  }
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/** The fields of an application/x-www-form-urlencoded body, decoded in its declared charset (UTF-8 when none). */
export function decodeFormBody(body: Buffer, contentType: string | undefined): URLSearchParams {
  const charset = CHARSET.exec(contentType ?? '')?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    throw new UnsupportedCharsetError(charset);
  }
  if (decoder.encoding === 'utf-8') return new URLSearchParams(body.toString('utf8'));
  // URLSearchParams decodes %XX as UTF-8 only: the bytes are gathered first, then decoded in the charset.
  const fields = new URLSearchParams();
  for (const pair of body.toString('latin1').split('&')) {
    if (!pair) continue;
    const split = pair.indexOf('=');
    const [name, value] = split < 0 ? [pair, ''] : [pair.slice(0, split), pair.slice(split + 1)];
    fields.append(decoder.decode(bytesOf(name)), decoder.decode(bytesOf(value)));
  }
  return fields;
}

/** The bytes of one form-encoded part: '+' is a space, %XX a byte, any other character (read as latin1) its own byte. */
function bytesOf(part: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < part.length; index += 1) {
    const hex = part[index] === '%' ? part.slice(index + 1, index + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(part[index] === '+' ? 0x20 : part.charCodeAt(index) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * Whether a post comes from another site, as OWASP's CSRF guidance checks it: a browser's Fetch Metadata
 * first (only same-origin, or typed by the user, passes), then its Origin (`null` included); a request with
 * neither is no browser's cross-site form.
 */
export function isCrossSite(request: FastifyRequest, ownOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== ownOrigin;
}
