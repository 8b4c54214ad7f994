import { MAX_ID } from '@site/shared/contracts/patterns';

/** An id written in the address, or undefined when it cannot be one (the API would refuse it). */
export function parseId(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : undefined;
}
