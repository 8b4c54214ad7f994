import { useCallback, useEffect, useRef, useState } from 'react';
import type { Article } from '@site/shared';
import { getErrorMessage } from '@site/shared';
import { fetchArticleBySlug, recordArticleView } from './api';

export type ArticleState =
  | { status: 'loading' }
  | { status: 'found'; article: Article }
  | { status: 'not-found'; message: string }
  | { status: 'error' };

/**
 * Loads one article and counts one view for each opening of it. The effect runs twice under React
 * StrictMode and again after a retry; the first run's answer is dropped (`active`), and the ref
 * remembers which slug this page has already counted, so neither sends a second increment. Leaving
 * for another article and coming back is a new opening and counts again.
 */
export function useArticle(slug: string): { state: ArticleState; retry: () => void } {
  const [result, setResult] = useState<{ slug: string; state: ArticleState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const countedSlug = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchArticleBySlug(slug).then(
      (lookup) => {
        if (!active) return;
        setResult({ slug, state: lookup });
        if (lookup.status === 'found' && countedSlug.current !== slug) {
          countedSlug.current = slug;
          // A lost view is not worth an error on the page; the API client has logged it.
          recordArticleView(lookup.article.id).catch(() => undefined);
        }
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Article load failed', getErrorMessage(error));
        setResult({ slug, state: { status: 'error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [slug, attempt]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);

  // A new slug shows the loading state at once rather than the previous article.
  return { state: result?.slug === slug ? result.state : { status: 'loading' }, retry };
}
