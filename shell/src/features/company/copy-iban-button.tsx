import { useEffect, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const messages: Record<CopyState, string> = {
  idle: '',
  copied: 'Копирано!',
  failed: 'Неуспешно копиране. Моля, копирайте IBAN ръчно.',
};

/** How long the result stays on screen before the button is ready again. */
export const COPY_MESSAGE_MS = 3000;

/** Copies the IBAN to the clipboard and says, in a live region, whether it worked. */
export function CopyIbanButton({ iban }: { iban: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    let result: CopyState;
    try {
      // navigator.clipboard is missing outside secure contexts (plain http), so check before calling it.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(iban);
      result = 'copied';
    } catch {
      result = 'failed';
    }
    setState(result);
    timer.current = setTimeout(() => setState('idle'), COPY_MESSAGE_MS);
  }

  return (
    <>
      <button type="button" className="company-copy-button" onClick={() => void copy()}>
        Копирай IBAN
      </button>
      <span className="company-copy-status" role="status" data-state={state}>
        {messages[state]}
      </span>
    </>
  );
}
