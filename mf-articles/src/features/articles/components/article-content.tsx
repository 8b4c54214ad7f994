import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'shell/router';
import { articleHtmlForPage } from '@site/shared/article-html';
import './article-content.css';

/**
 * The article's HTML, sanitised in the browser before it is inserted, with the same configuration the API
 * sanitised it with when it was written (so the server-rendered HTML is what the browser makes of it too).
 */
export function ArticleContent({ html }: { html: string }) {
  const safeHtml = useMemo(() => articleHtmlForPage(html), [html]);
  const navigate = useNavigate();
  const prose = useRef<HTMLDivElement>(null);
  // Hydrating a server-rendered article keeps the server's HTML as it is (React does not compare
  // innerHTML): should the two ever differ (PUBLIC_URL unset or another origin), what the browser's own
  // sanitising made of it goes in before it is painted.
  useLayoutEffect(() => {
    if (prose.current && prose.current.innerHTML !== safeHtml) prose.current.innerHTML = safeHtml;
  }, [safeHtml]);

  // Links to other pages of the site move within the app instead of reloading the whole page.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || link.target || link.hasAttribute('download') || !link.href) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // Enter on a focused link fires a click too, so keyboard readers get the same behaviour: the handler
    // only follows the article's own links, which are focusable themselves.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div ref={prose} className="articles-prose" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
