// Answers to what Node's HTTP parser refuses before Fastify sees a request (an over-long URL or headers,
// broken framing, a request that never finishes): the envelope with a Bulgarian message, as for every other
// refusal, instead of Fastify's English JSON. Nothing of the request is logged: its bytes may hold tokens.
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { errorMessages, isApiPath } from './error-handler';

export interface ClientErrorAnswer {
  status: number;
  message: string;
  /** Where the request was going, when the parser got that far: the envelope under /api, plain text elsewhere. */
  target: string | null;
}

/** The request line at the start of what the parser read: its target, and whether the line ended. */
function requestLine(raw: unknown): { target: string; length: number; ended: boolean } | null {
  if (!Buffer.isBuffer(raw)) return null;
  const end = raw.indexOf('\r\n');
  const line = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1');
  const match = /^[A-Z]+ (\S+)/.exec(line);
  return match?.[1] ? { target: match[1], length: line.length, ended: end >= 0 } : null;
}

export function clientErrorAnswer(error: Error & { code?: string; rawPacket?: unknown }): ClientErrorAnswer {
  const line = requestLine(error.rawPacket);
  const target = line?.target ?? null;
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: errorMessages.requestTimeout, target };
    case 'HPE_HEADER_OVERFLOW':
      // Over the limit with most of it in the request line: the URL is what is too long.
      return line && (!line.ended || line.length > maxHeaderSize / 2)
        ? { status: 414, message: errorMessages.urlTooLong, target }
        : { status: 431, message: errorMessages.bodyTooLarge, target };
    default:
      return { status: 400, message: errorMessages.badRequest, target };
  }
}

/** Fastify's `clientErrorHandler`, with the security headers every answer to that address carries. */
export function clientErrorHandler(securityHeaders: (url: string) => ReadonlyArray<[string, string]>) {
  return function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // The client is gone: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message, target } = clientErrorAnswer(error);
    this.log.info({ code: error.code, status }, 'request refused by the HTTP parser');
    if (socket.writable) {
      const asEnvelope = target === null || isApiPath(target);
      const body = asEnvelope ? JSON.stringify({ success: false, data: null, message }) : `${message}\n`;
      const head = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        `Content-Type: ${asEnvelope ? 'application/json' : 'text/plain'}; charset=utf-8`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...securityHeaders(target ?? '/api/').map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}
