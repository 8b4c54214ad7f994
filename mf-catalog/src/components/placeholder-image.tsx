// A picture from the library (AVIF/WebP/own format at the width drawn), else an image address, else (none
// given, or it fails to load) a gradient panel with initials: never a broken image, never a layout shift.
import { useState, type CSSProperties } from 'react';
import type { Picture } from '@site/shared';
import { pictureMarkup } from '@site/shared/pictures';
import './placeholder-image.css';

/** Up to two initials of the first words that start with a letter. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+/u, '').charAt(0))
    .filter(Boolean);
  return letters.slice(0, 2).join('').toLocaleUpperCase('bg-BG');
}

/** A stable hue for a name, so each card keeps its colour between visits. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * How wide each picture is drawn, read off the CSS, so the browser fetches the smallest variant that is
 * sharp enough. The page's content column (shell layout.css) is at most 72rem (1152 px) with 1rem of padding
 * on each side: `100vw - 32px` wide up to a 1152 px window, 1120 px from there. The browser test
 * "pictures are fetched at the width they are drawn" checks these at phone, tablet and desktop widths.
 */
export const PICTURE_SIZES = {
  /** A card in the /courses grid (card.css: columns of at least 18rem, 1.5rem apart): 1, 2 or 3 columns. */
  card: '(min-width: 1152px) 358px, (min-width: 944px) calc((100vw - 80px) / 3), (min-width: 632px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
  /** A card in the /events grid (events.css: columns of at least 20rem). */
  eventCard: '(min-width: 1152px) 358px, (min-width: 1040px) calc((100vw - 80px) / 3), (min-width: 696px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
  /**
   * A card in the home page's slider, between two 2.75rem arrows: 3 a page (1.25rem apart), 2 up to 1024 px,
   * 1 up to 768 px, where the arrows go under it (use-page-size.ts).
   */
  slide: '(min-width: 1152px) 320px, (min-width: 1025px) calc((100vw - 192px) / 3), (min-width: 769px) calc((100vw - 172px) / 2), calc(100vw - 40px)',
  round: '96px',
  /** Beside a course's text, in its 22rem column; under the text up to 1024 px, at most 32rem wide. */
  coursePage: '(min-width: 1025px) 352px, (min-width: 544px) 512px, calc(100vw - 32px)',
  /** Inside a VIP package's offer box (22rem, or at most 32rem under the text) with its 1.5rem padding. */
  vipOffer: '(min-width: 1025px) 300px, (min-width: 544px) 460px, calc(100vw - 84px)',
  /** Inside an event's sign-up box (20rem, or at most 32rem under the text) with its 1.5rem padding. */
  eventSignUp: '(min-width: 1025px) 270px, (min-width: 544px) 462px, calc(100vw - 82px)',
} as const;

interface PlaceholderImageProps {
  picture?: Picture | null;
  src: string | null;
  /** Used for the initials and the colour. */
  name: string;
  shape?: 'wide' | 'round';
  /** How wide the picture is drawn (one of PICTURE_SIZES); a course card's by default. */
  sizes?: string;
  /** Above the fold (the course page): fetched at once and first. */
  priority?: boolean;
  className?: string;
}

export function PlaceholderImage({ picture, src, name, shape = 'wide', sizes, priority = false, className }: PlaceholderImageProps) {
  const [failed, setFailed] = useState(false);
  const classes = ['catalog-media', `catalog-media--${shape}`, className].filter(Boolean).join(' ');
  const loading = priority ? 'eager' : 'lazy';
  if (picture && !failed) {
    const { sources, img } = pictureMarkup(picture, sizes ?? (shape === 'round' ? PICTURE_SIZES.round : PICTURE_SIZES.card));
    return (
      <div className={classes}>
        <picture>
          {sources.map((source) => (
            <source key={source.type} {...source} />
          ))}
          <img {...img} alt={img.alt} loading={loading} fetchPriority={priority ? 'high' : undefined} decoding="async" onError={() => setFailed(true)} />
        </picture>
      </div>
    );
  }
  if (src && !failed) {
    return (
      <div className={classes}>
        <img src={src} alt="" loading={loading} decoding="async" onError={() => setFailed(true)} />
      </div>
    );
  }
  return (
    <div className={`${classes} catalog-media--placeholder`} style={{ '--catalog-hue': hueOf(name) } as CSSProperties} aria-hidden="true">
      <span className="catalog-media__initials">{initialsOf(name)}</span>
    </div>
  );
}
