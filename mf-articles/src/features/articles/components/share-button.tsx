import { Button } from 'shell/ui';
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

/** Native share where the browser has it; otherwise copies the page's link and says so. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <Button variant="outline" onClick={() => void shareCurrentPage(title, text)}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M18 8a3 3 0 1 0-2.83-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      Сподели
    </Button>
  );
}
