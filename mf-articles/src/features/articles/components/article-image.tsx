import { useState } from 'react';
import { articleImagePath } from '@site/shared/article-seo';
import './article-image.css';

interface ArticleImageProps {
  fileName: string | null;
  /** Empty when the image only decorates something that names it already (a card's title). */
  alt: string;
  /** Tints the placeholder that stands in for a missing image. */
  color: string;
  /** A card keeps its shape with a placeholder; the article page simply shows no image. */
  variant: 'card' | 'hero';
}

/** An article's featured image; never a broken image: a failed load hides it. */
export function ArticleImage({ fileName, alt, color, variant }: ArticleImageProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = fileName !== null && failedFor === fileName;

  if (fileName && !failed) {
    return (
      <img
        className={`articles-image articles-image--${variant}`}
        src={articleImagePath(fileName)}
        alt={alt}
        loading={variant === 'card' ? 'lazy' : 'eager'}
        decoding="async"
        onError={() => setFailedFor(fileName)}
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
