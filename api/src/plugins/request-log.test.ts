// The request log as an operator reads it: nothing for a request that went well at the default level, a line for
// each refused, failed or slow one, a summary of counts and times, and every request at debug.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../test/test-app';
import { createRequestLog, SLOW_REQUEST_MS } from './request-log';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  ms?: number;
  kept?: boolean;
  requests?: number;
  seconds?: number;
  status?: Record<string, number>;
}

const INFO = 30;
const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogLine);

/** A server listening on a port, logging at `level` into `lines`, with its request summary every 300 ms. */
async function serverLoggingAt(level: string, lines: string[]): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await t.buildSibling({ logLevel: level, logStream: { write: (line) => lines.push(line) }, requestSummaryMs: 300 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function someRequests(origin: string): Promise<void> {
  for (const path of ['/api/courses', '/api/courses', '/api/no-such-thing', '/api/clients/filtered?token=query-secret-123']) await fetch(origin + path);
  await fetch(`${origin}/api/clients/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":""}' });
}

it('at the default level logs the refused requests only, and a summary of all of them', async () => {
  const lines: string[] = [];
  const { origin } = await serverLoggingAt('info', lines);
  await someRequests(origin);
  const requestLines = parsed(lines).filter((line) => line.req);
  expect(requestLines.map((line) => [line.msg, line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
    ['request refused', 'GET', '/api/clients/filtered', 401],
    ['request refused', 'POST', '/api/clients/register', 400],
  ]);
  expect(requestLines.every((line) => line.level === INFO && typeof line.ms === 'number')).toBe(true);
  expect(lines.join('')).not.toContain('query-secret-123');

  // The summaries every 300 ms, together, count each request once.
  const summaries = () => parsed(lines).filter((line) => line.requests !== undefined);
  const counted = () => summaries().reduce((sum, line) => sum + line.requests!, 0);
  while (counted() < 5) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(counted()).toBe(5);
  const status = summaries().reduce<Record<string, number>>((sum, line) => {
    for (const [key, count] of Object.entries(line.status!)) sum[key] = (sum[key] ?? 0) + count;
    return sum;
  }, {});
  expect(status).toEqual({ '2xx': 2, '3xx': 0, '4xx': 3, '5xx': 0 });
  expect(summaries().every((line) => line.level === INFO && line.msg === 'requests answered' && line.seconds === 0.3)).toBe(true);
});

it('at debug logs every request, those answered before Fastify too', async () => {
  const lines: string[] = [];
  const { origin } = await serverLoggingAt('debug', lines);
  await someRequests(origin);
  expect(
    parsed(lines)
      .filter((line) => line.req)
      .map((line) => [line.msg, line.req?.url, line.res?.statusCode, line.kept ?? false]),
  ).toEqual([
    ['request completed', '/api/courses', 200, false],
    // The second read of a public list is answered from the copy the first one kept.
    ['request completed', '/api/courses', 200, true],
    ['request completed', '/api/no-such-thing', 404, false],
    ['request refused', '/api/clients/filtered', 401, false],
    ['request refused', '/api/clients/register', 400, false],
  ]);
});

describe('each request', () => {
  const logged = () => {
    const lines: string[] = [];
    const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } }).log;
    return { requestLog: createRequestLog(log), lines };
  };

  it('is an error when it failed, a warning when slow, and its times are summed in percentiles', () => {
    const { requestLog, lines } = logged();
    requestLog.answered({ method: 'GET', url: '/api/leads', statusCode: 503, ms: 3 });
    requestLog.answered({ method: 'GET', url: '/api/leads', statusCode: 200, ms: SLOW_REQUEST_MS + 1 });
    expect(parsed(lines).map((line) => [line.level, line.msg])).toEqual([
      [50, 'request failed'],
      [40, 'slow request'],
    ]);
    for (let ms = 1; ms <= 98; ms += 1) requestLog.answered({ method: 'GET', url: '/', statusCode: 200, ms });
    const summary = requestLog.takeSummary();
    expect(summary?.requests).toBe(100);
    expect(summary?.status).toEqual({ '2xx': 99, '3xx': 0, '4xx': 0, '5xx': 1 });
    // The 50th, 95th and 99th of the 100 times are 49, 94 and 98 ms; each is told within 5 % above.
    for (const [percentile, ms] of [
      ['p50', 49],
      ['p95', 94],
      ['p99', 98],
    ] as const) {
      expect(summary?.ms[percentile]).toBeGreaterThanOrEqual(ms);
      expect(summary?.ms[percentile]).toBeLessThanOrEqual(ms * 1.05);
    }
    expect(summary?.ms.max).toBe(SLOW_REQUEST_MS + 1);
    expect(requestLog.takeSummary()).toBeNull();
    requestLog.close();
  });

  it('is counted in one more summary when the server closes', () => {
    const { requestLog, lines } = logged();
    requestLog.answered({ method: 'GET', url: '/api/courses', statusCode: 200, ms: 2 });
    expect(lines).toEqual([]);
    requestLog.close();
    expect(parsed(lines)).toEqual([expect.objectContaining({ level: INFO, msg: 'requests answered', requests: 1, seconds: 60 })]);
  });
});
