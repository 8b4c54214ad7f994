// The worker thread article HTML is sanitised in (article-html.ts starts it): jsdom and DOMPurify live here, so
// their ~60 MB go back to the system when the worker ends, after a quiet spell, instead of staying in the server.
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import { getErrorMessage } from '@site/shared';
import { createArticleHtmlSanitizer, type ArticleHtmlSanitizer } from '@site/shared/article-html';

export interface SanitizeRequest {
  id: number;
  /** The site's public origin, or null (relative links are internal, absolute http(s) ones external). */
  origin: string | null;
  html: string;
}

export type SanitizeAnswer = { id: number; html: string } | { id: number; error: string };

/** One jsdom window per origin for the worker's life. */
const sanitizers = new Map<string, ArticleHtmlSanitizer>();

function sanitizerFor(origin: string | null): ArticleHtmlSanitizer {
  const key = origin ?? '';
  let sanitizer = sanitizers.get(key);
  if (!sanitizer) {
    sanitizer = createArticleHtmlSanitizer(new JSDOM('').window, origin);
    sanitizers.set(key, sanitizer);
  }
  return sanitizer;
}

parentPort?.on('message', ({ id, origin, html }: SanitizeRequest) => {
  let answer: SanitizeAnswer;
  try {
    answer = { id, html: sanitizerFor(origin)(html) };
  } catch (error: unknown) {
    answer = { id, error: getErrorMessage(error) };
  }
  parentPort?.postMessage(answer);
});
