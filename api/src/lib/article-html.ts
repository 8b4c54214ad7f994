// Article HTML on the API: the one DOMPurify configuration of @site/shared/article-html over a jsdom window,
// with the site's public origin deciding which links are internal; used by writes, the seed and the start.
import type { JSDOM as Jsdom } from 'jsdom';
import { ARTICLE_HTML_RULES, createArticleHtmlSanitizer, type ArticleHtmlSanitizer } from '@site/shared/article-html';

export interface ArticleHtml {
  /** Stored beside the content it sanitised: the rules' name and the origin they judged links by. */
  rules: string;
  sanitize(html: string): string;
}

const byOrigin = new Map<string, ArticleHtml>();

/**
 * jsdom is a fifth of the API's code (3 MB, 485 files): loaded when the first article is sanitised, so a server
 * (and each API test file) that writes no article neither compiles it nor keeps it in memory.
 */
function loadJsdom(): typeof Jsdom {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('jsdom') as typeof import('jsdom')).JSDOM;
}

/** `publicUrl`: the configured PUBLIC_URL, or null (then relative links are internal, absolute http(s) ones external). */
export function articleHtmlFor(publicUrl: string | null): ArticleHtml {
  const origin = publicUrl ? new URL(publicUrl).origin : null;
  const key = origin ?? '';
  const known = byOrigin.get(key);
  if (known) return known;
  // One jsdom window per origin for the process's life, made when the first article is sanitised.
  let sanitizer: ArticleHtmlSanitizer | null = null;
  const made: ArticleHtml = {
    rules: `${ARTICLE_HTML_RULES} ${origin ?? 'relative-links-internal'}`,
    sanitize: (html) => {
      sanitizer ??= createArticleHtmlSanitizer(new (loadJsdom())('').window, origin);
      return sanitizer(html);
    },
  };
  byOrigin.set(key, made);
  return made;
}
