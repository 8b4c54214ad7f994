// How an article's fields are shown: the date it carries, its tags on a card, its category colour.
import { articleDateIso } from '@site/shared/article-date';
import { pageNumberIn, type Article, type Category } from '@site/shared';
import { formatLongDate } from '@site/shared/bg-dates';

/** Cards on one page of /articles (a multiple of the grid's one, two and three columns). */
export const ARTICLES_PAGE_SIZE = 12;

/** Where the list page is: the category slug in the address (null for all articles) and the page, from 1. */
export function listPlace(params: URLSearchParams): { category: string | null; page: number } {
  return { category: params.get('category') || null, page: pageNumberIn(params) };
}

/** The address of a page of the list: '/articles', '/articles?category=finansi&page=2'. */
export function listPath(category: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (category !== null) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/articles?${search}` : '/articles';
}

/** The spec: an article card shows at most 3 tags. */
export const MAX_CARD_TAGS = 3;

/** The spec: a category without a colour is blue. */
export const DEFAULT_CATEGORY_COLOR = 'blue';

/** '5 август 2025 г.' */
export function articleDateText(article: Pick<Article, 'publishedAt' | 'createdAt'>): string {
  return formatLongDate(articleDateIso(article));
}

export function cardTags(tags: readonly string[]): string[] {
  return tags.slice(0, MAX_CARD_TAGS);
}

// Plain CSS colour names render garishly ('blue' is #0000ff); the common ones map to the site's tones.
const NAMED_COLORS: Record<string, string> = {
  blue: '#1d4ed8',
  green: '#15803d',
  red: '#b91c1c',
  orange: '#c2410c',
  yellow: '#a16207',
  purple: '#7c3aed',
  violet: '#7c3aed',
  pink: '#be185d',
  teal: '#0f766e',
  gray: '#475569',
  grey: '#475569',
  black: '#0f172a',
};

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A safe CSS colour for a category: a hex value, a known name, or the default blue. */
export function categoryColor(color: string | null | undefined): string {
  const value = (color ?? '').trim().toLowerCase();
  if (HEX_COLOR.test(value)) return value;
  return NAMED_COLORS[value] ?? NAMED_COLORS[DEFAULT_CATEGORY_COLOR] ?? '#1d4ed8';
}

/** White or near-black text, whichever reads better on the given hex background. */
export function readableTextColor(background: string): string {
  let hex = background.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast against white is (1.05)/(L+0.05); against #0f172a roughly (L+0.05)/0.06.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0588 ? '#ffffff' : '#0f172a';
}

/** Active categories that have published articles (the server counts them), by order then name (the server sorts too). */
export function sidebarCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.isActive && category.articleCount > 0)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'bg'));
}

/**
 * '1249 прегледа', '12 345 прегледа', '1 преглед': Bulgarian groups digits in threes with a no-break
 * space from five digits up. Written out rather than with Intl.NumberFormat, whose first use on a page
 * initialises ICU (~80 ms of a phone's main thread while the page hydrates).
 */
export function viewCountText(count: number): string {
  const digits = String(count);
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return `${grouped} ${count === 1 ? 'преглед' : 'прегледа'}`;
}

/** The home page shows three articles: the featured ones first, then the newest of the rest. */
export const PROMO_LIMIT = 3;

export function promoArticles<T extends Pick<Article, 'id'>>(featured: readonly T[], newest: readonly T[], limit = PROMO_LIMIT): T[] {
  const picked = featured.slice(0, limit);
  for (const article of newest) {
    if (picked.length >= limit) break;
    if (!picked.some((chosen) => chosen.id === article.id)) picked.push(article);
  }
  return picked;
}
