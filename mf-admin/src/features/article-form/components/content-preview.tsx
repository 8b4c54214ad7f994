import { useDeferredValue, useMemo } from 'react';
import { articleHtmlForPage } from '@site/shared/article-html';

/** The article's HTML exactly as readers will see it: the reader's sanitising (no scripts, handlers or javascript: links). */
export function ContentPreview({ html }: { html: string }) {
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => articleHtmlForPage(deferred), [deferred]);
  return (
    <section className="admin-preview" aria-labelledby="admin-preview-heading">
      <h3 id="admin-preview-heading" className="admin-preview__heading">Преглед на съдържанието</h3>
      {clean.trim() ? (
        <div className="admin-preview__body" dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className="admin-preview__empty">Прегледът ще се появи тук, щом въведете съдържание.</p>
      )}
    </section>
  );
}
