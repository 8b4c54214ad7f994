// «Копиране» of a text shown once (a new token, recovery codes): what happened is said politely beside the button,
// which keeps focus.
import { useState } from 'react';
import { Button } from 'shell/ui';

const copyTexts = {
  copy: 'Копиране',
  copied: 'Копирано',
  failed: 'Копирането не успя: маркирайте текста и го копирайте ръчно.',
} as const;

/** `describedBy`: the element naming what is copied, read after the button's name. */
export function CopyButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      // navigator.clipboard is missing on plain http and in old browsers.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <span className="admin-copy">
      <Button size="small" variant="outline" aria-describedby={describedBy} onClick={() => void copy()}>
        {copyTexts.copy}
      </Button>
      <span role="status" className="admin-copy__status">
        {outcome ? copyTexts[outcome] : null}
      </span>
    </span>
  );
}
