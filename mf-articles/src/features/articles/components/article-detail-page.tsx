import { useEffect, useRef } from 'react';
import { useLoaderData, useNavigate, useNavigationType, useParams, useRevalidator } from 'shell/router';
import { Button } from 'shell/ui';
import type { Article } from '@site/shared';
import { articleDateIso } from '@site/shared/article-date';
import { articlePath } from '@site/shared/article-seo';
import type { ArticleRouteData } from '../article-route-data';
import { articleDateText, categoryColor, viewCountText } from '../article-display';
import { useArticle, useRecordArticleView } from '../queries';
import { ArticleContent } from './article-content';
import { ArticleImage } from './article-image';
import { ArticleTags } from './article-tags';
import { CategoryBadge } from './category-badge';
import { ShareButton } from './share-button';
import './article-detail-page.css';

export const NOT_FOUND_TITLE = 'Статията не е намерена';
export const NOT_FOUND_TEXT = 'Тази статия не съществува или е била премахната.';
export const LOAD_ERROR_TITLE = 'Възникна грешка при зареждане на статията';

/** /articles/{slug}: one published article (the route's loader has read it); opening it counts one view. */
export function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const lookup = useArticle(slug);
  const found = lookup.data?.status === 'found' ? lookup.data.article : undefined;
  const openedWith = useViewPerOpening(slug, found);
  const revalidator = useRevalidator();
  const navigationType = useNavigationType();
  const { origin } = useLoaderData<ArticleRouteData>();

  // An article opened from far down the list starts at its top; back and forward keep the browser's place.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Keyed by the slug alone: only opening another article scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  // Pending only if the cache lost what the loader read; fetching after an error is a retry.
  if (lookup.status === 'pending' || (lookup.status === 'error' && lookup.isFetching)) {
    return (
      <p className="articles-detail__status" role="status">
        Зареждане...
      </p>
    );
  }
  // Retry runs the route's loader again, so that the page and its head come from the same read.
  if (lookup.status === 'error') return <ArticleProblem title={LOAD_ERROR_TITLE} onRetry={() => void revalidator.revalidate()} />;
  if (lookup.data.status === 'not-found') {
    return <ArticleProblem title={lookup.data.message || NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} />;
  }
  const { article } = lookup.data;
  return <ArticleView article={article} url={origin + articlePath(article.slug)} loadedViewCount={openedWith ?? article.viewCount} />;
}

/**
 * Counts one view for each opening of an article, and returns the count the article had when this
 * opening loaded it. React StrictMode runs the effect twice, and the loader reads the article again
 * (with this view in its count) when only the query string changes; the ref remembers which slug
 * this page has counted, so neither sends a second view, and the count shown stays that of the
 * opening. Leaving for another article and coming back is a new opening and counts again.
 */
function useViewPerOpening(slug: string, article: Article | undefined): number | undefined {
  const countedSlug = useRef<string | null>(null);
  const { mutate: recordView, reset, variables: opening } = useRecordArticleView();

  useEffect(() => {
    if (!article) {
      // A not-found or failed page in between: the next article shown is a new opening.
      countedSlug.current = null;
      reset();
      return;
    }
    if (countedSlug.current === slug) return;
    countedSlug.current = slug;
    // A lost view is not worth an error on the page; the API client has logged it.
    recordView({ id: article.id, slug, viewCount: article.viewCount });
  }, [slug, article, recordView, reset]);

  return opening?.slug === slug ? opening.viewCount : undefined;
}

function useBackToList(): () => void {
  const navigate = useNavigate();
  return () => void navigate('/articles');
}

/** `url`: the article's address, as its canonical link gives it. */
function ArticleView({ article, url, loadedViewCount }: { article: Article; url: string; loadedViewCount: number }) {
  const backToList = useBackToList();
  return (
    <article className="articles-detail">
      <div className="articles-detail__top">
        <Button variant="outline" size="small" onClick={backToList}>
          ← Назад към статиите
        </Button>
      </div>
      <header className="articles-detail__header">
        {article.category && <CategoryBadge category={article.category} />}
        <h1 className="articles-detail__title">{article.title}</h1>
        <p className="articles-detail__lead">{article.shortDescription}</p>
        <ul className="articles-detail__meta">
          <li>
            <time dateTime={articleDateIso(article)}>{articleDateText(article)}</time>
          </li>
          {article.authorName && <li>Автор: {article.authorName}</li>}
          {/* The spec: the count shown is the loaded count plus the view this opening adds. */}
          <li>{viewCountText(loadedViewCount + 1)}</li>
        </ul>
      </header>
      <ArticleImage
        picture={article.picture}
        fileName={article.featuredImage}
        alt={article.title}
        color={categoryColor(article.category?.color)}
        variant="hero"
      />
      <ArticleContent html={article.content} />
      <footer className="articles-detail__footer">
        <ArticleTags tags={article.tags} />
        <div className="articles-detail__actions">
          <ShareButton title={article.title} text={article.shortDescription} url={url} />
          <Button variant="primary" onClick={backToList}>
            Към всички статии
          </Button>
        </div>
      </footer>
    </article>
  );
}

function ArticleProblem({ title, text, onRetry }: { title: string; text?: string; onRetry?: () => void }) {
  const backToList = useBackToList();
  return (
    <section className="articles-detail-problem" role={onRetry ? 'alert' : undefined}>
      <h1>{title}</h1>
      {text && <p>{text}</p>}
      <div className="articles-detail__actions">
        {onRetry && <Button onClick={onRetry}>Опитай отново</Button>}
        <Button variant={onRetry ? 'outline' : 'primary'} onClick={backToList}>
          Назад към статиите
        </Button>
      </div>
    </section>
  );
}
