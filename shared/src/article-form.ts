// How the admin article form's texts become parts of an ArticleInput (spec section 5): the tags as typed,
// a select's id. The form itself is mf-admin's articles section; the rules are validation/article.ts.

/** 'бизнес, , пари ,' → ['бизнес', 'пари']: comma-separated, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/** A select's value as a positive integer id (a category, a picture), or null (unset) for anything else. */
export function parseSelectedId(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
