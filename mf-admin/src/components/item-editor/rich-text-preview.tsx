import { useDeferredValue, useId, useMemo } from 'react';
import { articleHtmlForPage } from '@site/shared/article-html';

/** The HTML exactly as readers will see it: the reader's sanitising (no scripts, handlers or javascript: links). */
export function RichTextPreview({ html }: { html: string }) {
  const headingId = useId();
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => articleHtmlForPage(deferred), [deferred]);
  return (
    <section className="admin-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-preview__heading">
        Преглед на съдържанието
      </h3>
      {clean.trim() ? (
        <div className="admin-preview__body" dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className="admin-preview__empty">Прегледът ще се появи тук, щом въведете съдържание.</p>
      )}
    </section>
  );
}
