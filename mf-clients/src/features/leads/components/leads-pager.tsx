import { Button } from 'shell/ui';
import { inboxTexts } from '../messages';

interface LeadsPagerProps {
  pageNumber: number;
  nextCursor: string | null;
  onNewer: () => void;
  onOlder: (nextCursor: string) => void;
}

/** 'По-нови' and 'По-стари' around the page number; nothing when everything fits on one page. */
export function LeadsPager({ pageNumber, nextCursor, onNewer, onOlder }: LeadsPagerProps) {
  if (pageNumber === 1 && nextCursor === null) return null;
  return (
    <nav className="leads-pager" aria-label={inboxTexts.paging}>
      <Button variant="outline" size="small" disabled={pageNumber === 1} onClick={onNewer}>
        {inboxTexts.newer}
      </Button>
      <span className="leads-pager__page">{inboxTexts.page(pageNumber)}</span>
      <Button variant="outline" size="small" disabled={nextCursor === null} onClick={() => nextCursor !== null && onOlder(nextCursor)}>
        {inboxTexts.older}
      </Button>
    </nav>
  );
}
