// Pages of a list, as the browser and the server both count them (no schema library here: the pages'
// bundles import this). The schemas of the query and of `Envelope.page` are in ./contracts/paging.

/** The most items one answer of a paged list carries, whatever is asked. */
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  /** From 1. */
  page: number;
  pageSize: number;
}

/** Where one answer is in the whole list. */
export interface PageInfo {
  /** This page, from 1. */
  number: number;
  /** Items per page. */
  size: number;
  /** Items on every page together. */
  total: number;
}

/** A page's items with where it is in the list. */
export interface Paged<T> {
  items: T[];
  page: PageInfo;
}

/** How many pages the list has (at least one: an empty list is one empty page). */
export function pageCount(page: PageInfo): number {
  return Math.max(1, Math.ceil(page.total / page.size));
}

/** The rows a request skips (SQL's offset). */
export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** Where the page `request` names is, in a list of `total` items. */
export function pageInfo({ page, pageSize }: PageRequest, total: number): PageInfo {
  return { number: page, size: pageSize, total };
}

/** The highest page the API gives (`page` in a list's query). */
export const MAX_PAGE_NUMBER = 100_000;

/** The page an address names (`?page=`): a whole number from 1, at most MAX_PAGE_NUMBER; none or anything else is 1. */
export function pageNumberIn(search: URLSearchParams): number {
  const text = search.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(text) ? Math.min(Number(text), MAX_PAGE_NUMBER) : 1;
}
