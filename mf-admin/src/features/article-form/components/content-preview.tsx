import { useDeferredValue, useMemo } from 'react';
import DOMPurify from 'dompurify';

/** The article's HTML as readers will see it, sanitised (no scripts, handlers or javascript: links). */
export function ContentPreview({ html }: { html: string }) {
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => DOMPurify.sanitize(deferred), [deferred]);
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
