import type { PersonalData } from '@site/shared';

/** Everything held about the person as a readable JSON file, as they receive it on request. */
export function personalDataFile(data: PersonalData): Blob {
  return new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
}
