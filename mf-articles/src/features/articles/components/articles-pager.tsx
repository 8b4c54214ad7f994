import { Link } from 'shell/router';
import { pageCount, type PageInfo } from '@site/shared';
import { listPath } from '../article-display';

/** The newer and older pages of the list as plain links (they work before the page's script runs). */
export function ArticlesPager({ page, category }: { page: PageInfo; category: string | null }) {
  const last = pageCount(page);
  if (last <= 1) return null;
  return (
    <nav className="articles-pager" aria-label="Страници">
      {page.number > 1 && (
        <Link to={listPath(category, Math.min(page.number - 1, last))} rel="prev" className="articles-pager__link">
          <span aria-hidden="true">←</span> Предишна страница
        </Link>
      )}
      <span className="articles-pager__place">
        Страница {page.number} от {last}
      </span>
      {page.number < last && (
        <Link to={listPath(category, page.number + 1)} rel="next" className="articles-pager__link">
          Следваща страница <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
