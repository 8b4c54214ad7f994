// The pager under the console's article list: „Предишна“, where the page shown is in the list, „Следваща“.
import { useRef } from 'react';
import { pageCount, type PageInfo } from '@site/shared';
import { Button } from 'shell/ui';
import { pagerTexts } from './messages';
import './articles-pager.css';

interface ArticlesPagerProps {
  /** The page shown: its number, size and the list's total, as the server answered them. */
  page: PageInfo;
  onPage: (number: number) => void;
}

/** Nothing when every article fits on one page. */
export function ArticlesPager({ page, onPage }: ArticlesPagerProps) {
  const where = useRef<HTMLParagraphElement>(null);
  const pages = pageCount(page);
  if (pages <= 1) return null;
  const turnTo = (number: number) => {
    onPage(number);
    // At either end the button pressed becomes disabled and would drop focus to the page's body.
    if (number === 1 || number === pages) where.current?.focus();
  };
  return (
    <nav className="admin-pager" aria-label={pagerTexts.label}>
      <Button variant="outline" size="small" disabled={page.number <= 1} onClick={() => turnTo(page.number - 1)}>
        {pagerTexts.previous}
      </Button>
      <p className="admin-pager__where" ref={where} tabIndex={-1} aria-live="polite">
        {pagerTexts.page(page.number, pages)} <span className="admin-pager__total">{pagerTexts.total(page.total)}</span>
      </p>
      <Button variant="outline" size="small" disabled={page.number >= pages} onClick={() => turnTo(page.number + 1)}>
        {pagerTexts.next}
      </Button>
    </nav>
  );
}
