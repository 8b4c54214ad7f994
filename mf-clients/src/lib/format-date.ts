// Dates on the clients screens, in Sofia time. A malformed date from the server is shown as sent
// rather than breaking the whole list.
import { formatShortDate, formatShortDateTime } from '@site/shared/bg-dates';

/** '05.08.2025 г.' */
export function formatDate(value: string): string {
  try {
    return formatShortDate(value);
  } catch {
    return value;
  }
}

/** '05.08.2025 г., 12:30' */
export function formatDateTime(value: string): string {
  try {
    return formatShortDateTime(value);
  } catch {
    return value;
  }
}
