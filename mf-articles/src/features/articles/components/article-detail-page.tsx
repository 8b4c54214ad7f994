import { useEffect } from 'react';
import { useNavigate, useNavigationType, useParams } from 'react-router-dom';
import { Button } from 'shell/ui';
import { applyPageMeta, type Article } from '@site/shared';
import { articleDateIso, articlePageMeta } from '@site/shared/article-seo';
import { articleDateText, categoryColor, viewCountText } from '../article-display';
import { useArticle } from '../use-article';
import { ArticleContent } from './article-content';
import { ArticleImage } from './article-image';
import { ArticleTags } from './article-tags';
import { CategoryBadge } from './category-badge';
import { ShareButton } from './share-button';
import './article-detail-page.css';

export const NOT_FOUND_TITLE = 'Статията не е намерена';
export const NOT_FOUND_TEXT = 'Тази статия не съществува или е била премахната.';
export const LOAD_ERROR_TITLE = 'Възникна грешка при зареждане на статията';

/** /articles/{slug}: one published article; opening it counts one view. */
export function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const { state, retry } = useArticle(slug);
  const navigationType = useNavigationType();

  // An article opened from far down the list starts at its top; back and forward keep the browser's place.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Keyed by the slug alone: only opening another article scrolls.
  }, [slug]);

  if (state.status === 'loading') {
    return (
      <p className="articles-detail__status" role="status">
        Зареждане...
      </p>
    );
  }
  if (state.status === 'found') return <ArticleView article={state.article} />;
  if (state.status === 'not-found') {
    return <ArticleProblem title={state.message || NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} />;
  }
  return <ArticleProblem title={LOAD_ERROR_TITLE} onRetry={retry} />;
}

function useBackToList(): () => void {
  const navigate = useNavigate();
  return () => navigate('/articles');
}

function ArticleView({ article }: { article: Article }) {
  const backToList = useBackToList();

  useEffect(() => applyPageMeta(articlePageMeta(article, window.location.origin)), [article]);

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
          <li>{viewCountText(article.viewCount + 1)}</li>
        </ul>
      </header>
      <ArticleImage fileName={article.featuredImage} alt={article.title} color={categoryColor(article.category?.color)} variant="hero" />
      <ArticleContent html={article.content} />
      <footer className="articles-detail__footer">
        <ArticleTags tags={article.tags} />
        <div className="articles-detail__actions">
          <ShareButton title={article.title} text={article.shortDescription} />
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
  useEffect(() => applyPageMeta({ title, robots: 'noindex' }), [title]);
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
