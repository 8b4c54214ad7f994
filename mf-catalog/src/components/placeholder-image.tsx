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

export const PICTURE_SIZES = {
  /** A card in the grid: one column on a phone, up to three of about 370 px on a wide screen. */
  wide: '(min-width: 1100px) 370px, (min-width: 700px) 50vw, 100vw',
  round: '96px',
  /** The picture beside a course's price on its page. */
  coursePage: '(min-width: 900px) 380px, 100vw',
} as const;

interface PlaceholderImageProps {
  picture?: Picture | null;
  src: string | null;
  /** Used for the initials and the colour. */
  name: string;
  shape?: 'wide' | 'round';
  /** How wide the picture is drawn, when not as a card or a round portrait. */
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
    const { sources, img } = pictureMarkup(picture, sizes ?? PICTURE_SIZES[shape]);
    return (
      <div className={classes}>
        <picture>
          {sources.map((source) => (
            <source key={source.type} {...source} />
          ))}
          <img {...img} loading={loading} fetchPriority={priority ? 'high' : undefined} decoding="async" onError={() => setFailed(true)} />
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
