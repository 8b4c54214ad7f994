// The frame shared by the four legal pages: title, date, table of contents and numbered sections.
import { useEffect, useRef, type ReactNode } from 'react';
import { pageMetaAt } from '@site/shared/site-seo';
import { usePageMeta, usePageUrl } from '../../lib/page-meta';
import type { LegalSection } from './legal-section';

interface LegalDocumentProps {
  title: string;
  metaDescription: string;
  /** Shown under the title, e.g. 'Последна актуализация: август 2025 г.' */
  updated?: string;
  /** The version of the text (policyVersion's), shown under the date; the consent log records it. */
  version: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** Text after the last section, e.g. the marketing policy's withdrawal line. */
  closing?: ReactNode;
}

export function LegalDocument({ title, metaDescription, updated, version, intro, sections, closing }: LegalDocumentProps) {
  const articleRef = useRef<HTMLElement>(null);

  usePageMeta(pageMetaAt(usePageUrl(), { title, description: metaDescription }));

  // The sections are rendered by script after the document has loaded, so the browser's own jump to
  // the fragment can miss them on reload or on a shared link; repeat it once the content exists.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target && articleRef.current?.contains(target) && typeof target.scrollIntoView === 'function') {
      target.scrollIntoView();
    }
  }, []);

  return (
    <article className="reading-page legal-page" ref={articleRef}>
      <header className="legal-header">
        <h1>{title}</h1>
        {updated && <p className="legal-updated">{updated}</p>}
        <p className="legal-updated">{`Версия на текста: ${version}`}</p>
      </header>
      {intro && <div className="legal-intro">{intro}</div>}
      <nav className="legal-toc" aria-label="Съдържание">
        <h2 className="legal-toc-title">Съдържание</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{`${index + 1}. ${section.title}`}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-zaglavie`}>
          <h2 id={`${section.id}-zaglavie`}>{`${index + 1}. ${section.title}`}</h2>
          {section.content}
        </section>
      ))}
      {closing && <footer className="legal-closing">{closing}</footer>}
    </article>
  );
}
