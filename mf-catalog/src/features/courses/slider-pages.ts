// The home slider's pages: which card each page starts with, for each page size, and the CSS that makes
// its arrows and dots follow the card the address targets when no script runs.
import type { CourseSummary } from '@site/shared';
import { PAGE_SIZE_MEDIA, PAGE_SIZES, type PageSize } from './use-page-size';

export function pageCount(cards: number, size: PageSize): number {
  return Math.max(1, Math.ceil(cards / size));
}

/** The page `page` (any integer: it wraps around), as the index of its first card. */
export function pageStart(page: number, cards: number, size: PageSize): number {
  const pages = pageCount(cards, size);
  return (((page % pages) + pages) % pages) * size;
}

/** A card's id: the slider's arrows and dots are links to it (`#course-slide-…`). */
export function slideId(course: Pick<CourseSummary, 'slug'>): string {
  return `course-slide-${course.slug}`;
}

/** What marks an arrow or a dot as belonging to page `page` of `size` cards. */
export function pageKey(size: PageSize, page: number): string {
  return `${size}-${page}`;
}

/**
 * Without a script, the server's arrows and dots are there for every page of every page size, and CSS
 * (courses-slider.css) shows the arrows of the page whose card the address targets, at the window's page
 * size, and marks its dot; the first page when no card is targeted. One rule per page and page size: it
 * sets, on the arrows and the dot of that page, the custom properties the stylesheet reads.
 */
export function targetedPageCss(cards: number): string {
  const carousel = '.catalog-slider__carousel';
  const card = '.catalog-slider__track>li';
  const blocks = PAGE_SIZES.map((size) => {
    const rules = Array.from({ length: pageCount(cards, size) }, (_, page) => {
      const first = page * size + 1;
      const targeted = `${carousel}:has(${card}:nth-child(n+${first}):nth-child(-n+${first + size - 1}):target) [data-page="${pageKey(size, page)}"]`;
      const selectors = page === 0 ? `${carousel}:not(:has(${card}:target)) [data-page="${pageKey(size, 0)}"],${targeted}` : targeted;
      return `${selectors}{--page-arrow:flex;--page-dot-width:2rem;--page-dot-color:var(--color-primary)}`;
    });
    return `@media ${PAGE_SIZE_MEDIA[size]}{${rules.join('')}}`;
  });
  return blocks.join('');
}

/**
 * The page the track shows, from how far it is scrolled: the page of its first whole card, the last page
 * when it is scrolled to the end (a last page with fewer cards than a page cannot start at its own card).
 */
export function pageInView(track: HTMLElement, cards: number, size: PageSize): number {
  const first = track.children[0] as HTMLElement | undefined;
  const second = track.children[1] as HTMLElement | undefined;
  const step = first && second ? second.offsetLeft - first.offsetLeft : 0;
  if (step <= 0 || track.scrollLeft <= 0) return 0;
  if (track.scrollLeft >= track.scrollWidth - track.clientWidth - 1) return pageCount(cards, size) - 1;
  return Math.floor(Math.round(track.scrollLeft / step) / size);
}
