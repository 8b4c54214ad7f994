// What the log says about requests. At the default level (info) a request that went well writes nothing;
// a failed one (5xx), a refused one (4xx other than 404: a wrong token, a form's error, a limit) and a slow one
// write a line each, and once a minute one line says how many requests were answered, with what statuses and
// how fast. At debug every request has its line. Two JSON lines per request were a third of a cached read.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** A request slower than this is logged at warn. */
export const SLOW_REQUEST_MS = 1_000;
export const SUMMARY_EVERY_MS = 60_000;

/** Durations in buckets 5 % apart from 0.1 ms to about 4 minutes: percentiles to within 5 %, in fixed memory. */
const FIRST_BUCKET_MS = 0.1;
const BUCKET_RATIO = 1.05;
const BUCKETS = 300;
const bucketOf = (ms: number) => (ms <= FIRST_BUCKET_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / FIRST_BUCKET_MS) / Math.log(BUCKET_RATIO))));
const upperBoundOf = (bucket: number) => FIRST_BUCKET_MS * BUCKET_RATIO ** bucket;

export interface RequestSummary {
  requests: number;
  status: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** Milliseconds to answer: median, 95th and 99th percentile (upper bounds, 5 % apart), slowest. */
  ms: { p50: number; p95: number; p99: number; max: number };
}

interface Answered {
  method: string;
  url: string;
  /** The client's address as Fastify has it (request.ip): the logger's `req` serializer logs it as remoteAddress. */
  ip?: string;
  statusCode: number;
  ms: number;
  /** Answered from a kept copy before Fastify routed it. */
  kept?: true;
}

export interface RequestLog {
  /** A request Fastify answered (its onResponse hook). */
  fastifyResponse(request: FastifyRequest, reply: FastifyReply): void;
  /** A request answered before Fastify (a kept public answer). */
  answered(request: Answered): void;
  /** The summary of what was answered since the last one, and a fresh start; null when nothing was. */
  takeSummary(): RequestSummary | null;
  close(): void;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function createRequestLog(log: FastifyBaseLogger, summaryEveryMs = SUMMARY_EVERY_MS): RequestLog {
  let histogram = new Uint32Array(BUCKETS);
  let status = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  let requests = 0;
  let max = 0;

  function count(statusCode: number, ms: number): void {
    requests += 1;
    histogram[bucketOf(ms)]! += 1;
    if (ms > max) max = ms;
    const key = statusCode >= 500 ? '5xx' : statusCode >= 400 ? '4xx' : statusCode >= 300 ? '3xx' : '2xx';
    status[key] += 1;
  }

  function logLine({ method, url, ip, statusCode, ms, kept }: Answered): void {
    // `req` goes through the logger's serializer (app.ts), which keeps the path without the query string.
    const line = { req: { method, url, ip }, res: { statusCode }, ms: round(ms), kept };
    if (statusCode >= 500) log.error(line, 'request failed');
    else if (ms >= SLOW_REQUEST_MS) log.warn(line, 'slow request');
    else if (statusCode >= 400 && statusCode !== 404) log.info(line, 'request refused');
    else log.debug(line, 'request completed');
  }

  function percentile(fraction: number): number {
    const wanted = Math.ceil(requests * fraction);
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
      seen += histogram[bucket]!;
      if (seen >= wanted) return round(Math.min(upperBoundOf(bucket), max));
    }
    return round(max);
  }

  const requestLog: RequestLog = {
    fastifyResponse(request, reply) {
      const answered = { method: request.method, url: request.url, ip: request.ip, statusCode: reply.statusCode, ms: reply.elapsedTime };
      count(answered.statusCode, answered.ms);
      logLine(answered);
    },
    answered(request) {
      count(request.statusCode, request.ms);
      logLine(request);
    },
    takeSummary() {
      if (requests === 0) return null;
      const summary = { requests, status, ms: { p50: percentile(0.5), p95: percentile(0.95), p99: percentile(0.99), max: round(max) } };
      histogram = new Uint32Array(BUCKETS);
      status = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
      requests = 0;
      max = 0;
      return summary;
    },
    /** Stops the summaries, logging the last one (a server shutting down tells what it answered since). */
    close() {
      clearInterval(timer);
      logSummary();
    },
  };
  function logSummary(): void {
    const summary = requestLog.takeSummary();
    if (summary) log.info({ ...summary, seconds: summaryEveryMs / 1000 }, 'requests answered');
  }
  const timer = setInterval(logSummary, summaryEveryMs);
  timer.unref();
  return requestLog;
}
