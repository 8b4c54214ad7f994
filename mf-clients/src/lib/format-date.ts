import { formatShortDate } from '@site/shared/bg-dates';

/** A malformed date from the server is shown as sent rather than breaking the whole list. */
export function formatDate(value: string): string {
  try {
    return formatShortDate(value);
  } catch {
    return value;
  }
}
