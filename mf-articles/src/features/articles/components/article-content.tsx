import type { MouseEvent } from 'react';
import { useNavigate } from 'shell/router';
import './article-content.css';

/**
 * The article's HTML as the API gives it: sanitised when it was written (and again at the server's start when
 * the rules change), so the page neither ships a sanitiser (about 20 KB) nor changes what the server rendered.
 * The Content-Security-Policy (`script-src 'self'`) would still refuse any inline script or event handler.
 */
export function ArticleContent({ html }: { html: string }) {
  const navigate = useNavigate();

  // Links to other pages of the site move within the app instead of reloading the whole page.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || link.target || link.hasAttribute('download') || !link.href) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    // The router shows a failed navigation itself (its error element); nothing is left to wait for here.
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // Enter on a focused link fires a click too, so keyboard readers get the same behaviour: the handler
    // only follows the article's own links, which are focusable themselves.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div className="articles-prose" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
