import { useId } from 'react';
import { Link } from 'shell/router';
import type { ArticleSummary } from '@site/shared';
import { articleDateIso } from '@site/shared/article-date';
import { articleDateText, cardTags, categoryColor } from '../article-display';
import { ARTICLE_PICTURE_SIZES, ArticleImage } from './article-image';
import { ArticleTags } from './article-tags';
import { CategoryBadge } from './category-badge';
import './article-card.css';
import { pathTo } from '@site/shared/site-paths';

interface ArticleCardProps {
  article: ArticleSummary;
  /** h2 in the article list, h3 inside a section of another page. */
  headingLevel?: 2 | 3;
  /** The first card of the list: its picture is in the first screenful. */
  priority?: boolean;
  /** Where the card stands: in the /articles grid or in the home page's box of latest articles. */
  placement?: 'card' | 'promo';
}

/** One article in a grid: image, category, title (the link), short description, date, up to 3 tags. */
export function ArticleCard({ article, headingLevel = 2, priority = false, placement = 'card' }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <article className="articles-card" aria-labelledby={titleId}>
      <div className="articles-card__media">
        <ArticleImage
          picture={article.picture}
          fileName={article.featuredImage}
          alt=""
          color={categoryColor(article.category?.color)}
          variant="card"
          sizes={ARTICLE_PICTURE_SIZES[placement]}
          priority={priority}
        />
      </div>
      <div className="articles-card__body">
        {article.category && <CategoryBadge category={article.category} />}
        <Heading id={titleId} className="articles-card__title">
          {/* The whole card is clickable through this link's stretched ::after. */}
          <Link to={pathTo('article', { slug: article.slug })} className="articles-card__link">
            {article.title}
          </Link>
        </Heading>
        <p className="articles-card__summary">{article.shortDescription}</p>
        <div className="articles-card__footer">
          <time className="articles-card__date" dateTime={articleDateIso(article)}>
            {articleDateText(article)}
          </time>
          <ArticleTags tags={cardTags(article.tags)} />
        </div>
      </div>
    </article>
  );
}
