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
