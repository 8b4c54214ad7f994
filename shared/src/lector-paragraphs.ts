// Splits a lecturer's description into the paragraphs the lecturers page shows (spec: /lectors).

/** Fragments this long or shorter are dropped. */
export const MIN_FRAGMENT_LENGTH = 20;
/** Consecutive paragraphs shorter than this are merged in pairs. */
export const SHORT_PARAGRAPH_LENGTH = 210;

// A sentence ends with . ! ? or … (possibly followed by a closing quote) and whitespace.
const SENTENCE_END = /(?<=[.!?…]["“”»)]?)\s+/u;

/**
 * Splits at newlines and sentence ends, drops fragments of 20 characters or less, removes duplicates
 * (keeping the first), then merges consecutive paragraphs under 210 characters in pairs.
 */
export function splitLectorDescription(description: string): string[] {
  const fragments = description
    .split(/\r?\n/)
    .flatMap((line) => line.split(SENTENCE_END))
    .map((fragment) => fragment.trim().replace(/\s+/g, ' '))
    .filter((fragment) => fragment.length > MIN_FRAGMENT_LENGTH);
  const unique = [...new Set(fragments)];

  const paragraphs: string[] = [];
  for (let i = 0; i < unique.length; i += 1) {
    const current = unique[i] as string;
    const next = unique[i + 1];
    if (next !== undefined && current.length < SHORT_PARAGRAPH_LENGTH && next.length < SHORT_PARAGRAPH_LENGTH) {
      paragraphs.push(`${current} ${next}`);
      i += 1;
    } else {
      paragraphs.push(current);
    }
  }
  return paragraphs;
}
