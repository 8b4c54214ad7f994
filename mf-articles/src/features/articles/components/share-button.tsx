import { Button, ButtonLink, useFocusHandOver, useHydrated } from 'shell/ui';
import { getErrorMessage } from '@site/shared';

export const COPIED_TEXT = 'Линкът е копиран!';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function shareCurrentPage(title: string, text: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error: unknown) {
      // The reader closed the share sheet: nothing to do. Any other failure falls back to copying.
      if (isAbort(error)) return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(COPIED_TEXT);
  } catch (error: unknown) {
    console.error('Copying the link failed', getErrorMessage(error));
  }
}

/** A new e-mail with the article's title as its subject, and its description and address as its text. */
export function shareByEmailHref(title: string, text: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\r\n\r\n${url}`)}`;
}

const shareIcon = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M18 8a3 3 0 1 0-2.83-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

/**
 * Native share where the browser has it; otherwise copies the page's link and says so. Both need a script:
 * until the page's has run (and without scripts) this is a link that opens a new e-mail with the article's
 * address. Of what a plain link can do, that is what actually hands the address to someone else: a link to
 * the page itself would only open it again.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const hydrated = useHydrated();
  const { fallbackRef, enhancedRef } = useFocusHandOver();
  if (!hydrated) {
    return (
      <ButtonLink ref={fallbackRef} href={shareByEmailHref(title, text, url)} variant="outline" aria-label="Сподели по имейл">
        {shareIcon}
        Сподели
      </ButtonLink>
    );
  }
  return (
    <Button ref={enhancedRef} variant="outline" onClick={() => void shareCurrentPage(title, text)}>
      {shareIcon}
      Сподели
    </Button>
  );
}
