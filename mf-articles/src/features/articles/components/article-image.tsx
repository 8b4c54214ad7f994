import { useState } from 'react';
import type { Picture } from '@site/shared';
import { articleImagePath } from '@site/shared/article-seo';
import { pictureMarkup } from '@site/shared/pictures';
import './article-image.css';

interface ArticleImageProps {
  /** A picture from the library: shown, with its own alt text, instead of `fileName`. */
  picture: Picture | null;
  fileName: string | null;
  /** Empty when the image only decorates something that names it already (a card's title). */
  alt: string;
  /** Tints the placeholder that stands in for a missing image. */
  color: string;
  /** A card keeps its shape with a placeholder; the article page simply shows no image. */
  variant: 'card' | 'hero';
  /** In the first screenful (the hero, the first card of a list): fetched at once and first. */
  priority?: boolean;
}

/** How wide an article's picture is drawn: in a card of the grid, and at the top of its page. */
export const ARTICLE_PICTURE_SIZES = { card: '(min-width: 1100px) 300px, (min-width: 700px) 45vw, 100vw', hero: '(min-width: 900px) 820px, 100vw' } as const;

/** An article's featured image; never a broken image: a failed load hides it. */
export function ArticleImage({ picture, fileName, alt, color, variant, priority = variant === 'hero' }: ArticleImageProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const shown = picture ? `picture:${picture.id}` : fileName;
  const failed = shown !== null && failedFor === shown;

  if (picture && !failed) {
    const { sources, img } = pictureMarkup(picture, ARTICLE_PICTURE_SIZES[variant]);
    return (
      <picture>
        {sources.map((source) => (
          <source key={source.type} {...source} />
        ))}
        <img
          {...img}
          className={`articles-image articles-image--${variant}`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedFor(shown)}
        />
      </picture>
    );
  }

  if (fileName && !failed) {
    return (
      <img
        className={`articles-image articles-image--${variant}`}
        src={articleImagePath(fileName)}
        alt={alt}
        loading={variant === 'card' ? 'lazy' : 'eager'}
        decoding="async"
        onError={() => setFailedFor(shown)}
      />
    );
  }
  if (variant === 'hero') return null;
  return (
    <div className="articles-image articles-image--placeholder" style={{ backgroundColor: color }} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
        <path
          d="M12 6h18l8 8v26a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm17 2v7h7M16 22h16M16 28h16M16 34h10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
