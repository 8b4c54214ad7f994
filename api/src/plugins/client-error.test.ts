// Requests Node's HTTP parser refuses before Fastify sees them, sent as raw bytes over a real socket
// (app.inject cannot send what a parser refuses): the envelope and a Bulgarian message, as for every refusal.
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../test/test-app';
import { clientErrorAnswer } from './client-error';

let t: TestContext;
let app: FastifyInstance;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  app = await t.buildSibling({ logLevel: 'info', logStream: { write: (line) => logLines.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` as it is and reads the answer until the server closes the connection (the client does not
 * end its side first: Node drops a request whose client has ended before the answer is ready).
 */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf('\r\n\r\n');
      if (headEnd < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(raw.toString())}`));
      const [statusLine = '', ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = raw.subarray(headEnd + 4);
      expect(Number(headers['content-length'])).toBe(body.length);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
  });
}

const envelope = (message: string) => ({ success: false, data: null, message });
const json = (answer: RawAnswer) => {
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(answer.body) as unknown;
};

describe('requests the HTTP parser refuses', () => {
  it('answers a 20 KB URL under /api with 414 and the envelope', async () => {
    const answer = await sendRaw(`GET /api/courses?${'q'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(json(answer)).toEqual(envelope('Адресът на заявката е твърде дълъг'));
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a 20 KB page URL with 414 in plain text', async () => {
    const answer = await sendRaw(`GET /articles?utm=${'q'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('Адресът на заявката е твърде дълъг\n');
  });

  it('answers 20 KB of headers with 431 and the envelope, logging none of them', async () => {
    const answer = await sendRaw(`GET /api/courses HTTP/1.1\r\nHost: localhost\r\nCookie: session=header-secret-${'c'.repeat(20 * 1024)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(json(answer)).toEqual(envelope('Заявката е твърде голяма'));
    const log = logLines.join('');
    expect(log).toContain('"code":"HPE_HEADER_OVERFLOW"');
    expect(log).not.toContain('header-secret');
  });

  it.each([
    ['Transfer-Encoding together with Content-Length', 'Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n'],
    ['two Content-Lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    ['a chunk size that is not hexadecimal', 'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
  ])('answers %s with 400 and the envelope', async (_name, framing) => {
    const answer = await sendRaw(`POST /api/clients/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${framing}`);
    expect(answer.status).toBe(400);
    expect(json(answer)).toEqual(envelope('Невалидна заявка'));
  });

  it('still serves the next connection', async () => {
    const answer = await sendRaw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe('a request that does not arrive in time', () => {
  // Node waits minutes (requestTimeout) before it gives up on a slow request: the answer is checked directly.
  it('is answered 408 with its own message', () => {
    const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    expect(clientErrorAnswer(timeout)).toMatchObject({ status: 408, message: 'Заявката не пристигна навреме' });
  });
});
