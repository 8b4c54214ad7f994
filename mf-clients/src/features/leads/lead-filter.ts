// The inbox's filters live in the page's query string, so a filtered view can be bookmarked and reloaded.
// A value the API would refuse (an unknown kind, a malformed date: a hand-edited address) is left out.
import type { LeadFilter } from '@site/shared';
import { LEAD_KINDS, LEAD_STATUSES } from '@site/shared/contracts/lead';
import { DATE_PATTERN } from '@site/shared/contracts/patterns';
import { parseId } from './parse-id';

/** The filters in the order they appear in the address. */
const FILTER_KEYS = ['kind', 'status', 'courseId', 'eventId', 'from', 'to', 'q'] as const satisfies readonly (keyof LeadFilter)[];

/** LeadFilterSchema's `q.maxLength`. */
export const SEARCH_MAX_LENGTH = 120;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

const datePattern = new RegExp(DATE_PATTERN);

const calendarDate = (value: string | null): string | undefined => (value !== null && datePattern.test(value) ? value : undefined);

export function leadFilterFromSearch(search: URLSearchParams): LeadFilter {
  const q = search.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  const filter: LeadFilter = {
    kind: oneOf(LEAD_KINDS, search.get('kind')),
    status: oneOf(LEAD_STATUSES, search.get('status')),
    courseId: parseId(search.get('courseId')),
    eventId: parseId(search.get('eventId')),
    from: calendarDate(search.get('from')),
    to: calendarDate(search.get('to')),
    q,
  };
  // Only what is set: the object is also the query's key.
  for (const key of FILTER_KEYS) if (filter[key] === undefined) delete filter[key];
  return filter;
}

export function searchOfLeadFilter(filter: LeadFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}
