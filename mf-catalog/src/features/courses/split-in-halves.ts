// The long description behind 'see more' is shown in two halves (two columns on wide screens).

/** Splits paragraphs (or, for one paragraph, its sentences) into two halves of about equal length. */
export function splitInHalves(text: string): [string[], string[]] {
  const paragraphs = text
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return [[], []];
  if (paragraphs.length === 1) {
    const sentences = (paragraphs[0] as string).split(/(?<=[.!?…])\s+/u);
    if (sentences.length < 2) return [paragraphs, []];
    const cut = cutIndex(sentences);
    return [[sentences.slice(0, cut).join(' ')], [sentences.slice(cut).join(' ')]];
  }
  const cut = cutIndex(paragraphs);
  return [paragraphs.slice(0, cut), paragraphs.slice(cut)];
}

/** The index that best balances the characters on both sides (at least one item each side). */
function cutIndex(parts: string[]): number {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  let best = 1;
  let bestDiff = Infinity;
  let left = 0;
  for (let i = 1; i < parts.length; i += 1) {
    left += (parts[i - 1] as string).length;
    const diff = Math.abs(total - 2 * left);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return best;
}
