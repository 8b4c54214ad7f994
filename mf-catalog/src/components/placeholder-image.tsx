// An image, or (none given, or it fails to load) a gradient panel with initials: never a broken image.
import { useState, type CSSProperties } from 'react';
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

interface PlaceholderImageProps {
  src: string | null;
  /** Used for the initials and the colour; the image's alt text is empty (the name is shown beside it). */
  name: string;
  shape?: 'wide' | 'round';
  className?: string;
}

export function PlaceholderImage({ src, name, shape = 'wide', className }: PlaceholderImageProps) {
  const [failed, setFailed] = useState(false);
  const classes = ['catalog-media', `catalog-media--${shape}`, className].filter(Boolean).join(' ');
  if (src && !failed) {
    return (
      <div className={classes}>
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      </div>
    );
  }
  return (
    <div className={`${classes} catalog-media--placeholder`} style={{ '--catalog-hue': hueOf(name) } as CSSProperties} aria-hidden="true">
      <span className="catalog-media__initials">{initialsOf(name)}</span>
    </div>
  );
}
