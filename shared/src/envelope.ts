// The response envelope every API call answers with, success or error.
import type { PageInfo } from './paging';

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  /** On a paged list's answer: which page `data` is, its size and the list's total. */
  page?: PageInfo;
}

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, data, message };
}

/** One page of a list: the items as `data` (an array, as the list answered before it was paged). */
export function okPage<T>(items: T[], page: PageInfo): Envelope<T[]> {
  return { success: true, data: items, message: '', page };
}

export function fail(message: string): Envelope<null> {
  return { success: false, data: null, message };
}
