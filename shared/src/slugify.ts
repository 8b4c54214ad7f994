// The one slug helper (spec section 5): Bulgarian Cyrillic to Latin, then a URL-safe, lower-case slug.

/**
 * Letter by letter, as the Bulgarian streamlined system writes it, with the variants the site's
 * own course slugs were made with: я → ia, ю → iu, й → i ('Търговски умения' → 'turgovski-umeniia').
 * The streamlined system's word-final 'ия' → 'ia' is deliberately not applied: it would turn
 * 'умения' into 'umenia' and break the published course address.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'u',
  ь: 'y',
  ю: 'iu',
  я: 'ia',
  // Russian letters that turn up in pasted titles.
  ё: 'yo',
  ы: 'y',
  э: 'e',
};

/** Cyrillic letters replaced by their Latin spelling; everything else is left as it is. */
export function transliterate(text: string): string {
  let result = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = CYRILLIC_TO_LATIN[lower];
    result += latin === undefined ? char : lower === char ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  }
  return result;
}

/**
 * 'Бизнес планиране' → 'biznes-planirane': transliterated, lower-cased, accents dropped, non-word
 * characters removed, runs of spaces, underscores and dashes collapsed to one dash, dashes trimmed.
 */
export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
