import { useState } from 'react';
import type { Picture } from '@site/shared';
import { articleImagePath } from '@site/shared/article-images';
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
  /** How wide it is drawn: a card in /articles by default. */
  sizes?: string;
  /** In the first screenful (the hero, the first card of a list): fetched at once and first. */
  priority?: boolean;
}

/**
 * How wide an article's picture is drawn, read off the CSS, so the browser fetches the smallest variant that
 * is sharp enough. The page's content column (shell layout.css) is at most 72rem (1152 px) with 1rem of
 * padding on each side: `100vw - 32px` up to a 1152 px window, 1120 px from there. The browser test
 * "pictures are fetched at the width they are drawn" checks these at phone, tablet and desktop widths.
 */
export const ARTICLE_PICTURE_SIZES = {
  /** /articles: beside the 18rem category list (2rem gap), columns of at least 17rem; one column up to 768 px. */
  card: '(min-width: 1152px) 388px, (min-width: 920px) calc((100vw - 376px) / 2), (min-width: 769px) calc(100vw - 352px), calc(100vw - 32px)',
  /** The home page's latest articles, in a framed box: 3 columns, 2 up to 1024 px, 1 up to 768 px. */
  promo: '(min-width: 1152px) 341px, (min-width: 1025px) calc((100vw - 130px) / 3), (min-width: 769px) calc((100vw - 106px) / 2), calc(100vw - 66px)',
  /** At the top of an article, in its 46rem column. */
  hero: '(min-width: 768px) 736px, calc(100vw - 32px)',
} as const;

/** An article's featured image; never a broken image: a failed load hides it. */
export function ArticleImage({
  picture,
  fileName,
  alt,
  color,
  variant,
  sizes = ARTICLE_PICTURE_SIZES[variant],
  priority = variant === 'hero',
}: ArticleImageProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const shown = picture ? `picture:${picture.id}` : fileName;
  const failed = shown !== null && failedFor === shown;

  if (picture && !failed) {
    const { sources, img } = pictureMarkup(picture, sizes);
    return (
      <picture>
        {sources.map((source) => (
          <source key={source.type} {...source} />
        ))}
        <img
          {...img}
          alt={img.alt}
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
