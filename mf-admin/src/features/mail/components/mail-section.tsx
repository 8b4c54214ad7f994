// The console's «Писма»: every message the site sent or is sending, filtered by status, one of them open as
// its recipient sees it. The address holds the filter and the open message, so Back and a shared link work.
import { useCallback, useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'shell/router';
import { MAIL_STATUSES, type MailStatus } from '@site/shared/contracts/outbox';
import { mailStatusLabels } from '@site/shared/mail-labels';
import { MAIL_PATH, mailViewFromSearch, searchOfMailView } from '../mail-search';
import { mailTexts } from '../messages';
import { useOutbox } from '../queries';
import { MessageView } from './message-view';
import { OutboxTable } from './outbox-table';
import './mail.css';

export function MailSection() {
  const headingId = useId();
  const [search] = useSearchParams();
  const { status, message } = mailViewFromSearch(search);
  const { data, isError } = useOutbox(status);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const linkRef = useCallback((id: number, link: HTMLAnchorElement | null) => {
    if (link) links.current.set(id, link);
    else links.current.delete(id);
  }, []);
  useReturnFocusOnClose(message, (closed) => (links.current.get(closed) ?? headingRef.current)?.focus());

  return (
    <div className="admin-page__sections">
      {message !== null && <MessageView key={message} id={message} closeTo={{ pathname: MAIL_PATH, search: searchOfMailView({ status, message: null }) }} />}
      <section className="admin-section" aria-labelledby={headingId}>
        <div className="admin-section__head">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {mailTexts.heading}
          </h2>
        </div>
        <p className="mail-intro">{mailTexts.intro}</p>
        <StatusFilter current={status} />
        {isError && <p role="alert">{mailTexts.loadFailed}</p>}
        {data && data.length === 0 && <p className="mail-empty">{mailTexts.empty[status ?? 'all']}</p>}
        {data && data.length > 0 && <OutboxTable messages={data} status={status} openId={message} linkRef={linkRef} />}
      </section>
    </div>
  );
}

function StatusFilter({ current }: { current: MailStatus | null }) {
  const choices: (MailStatus | null)[] = [null, ...MAIL_STATUSES];
  return (
    <nav className="admin-pills mail-filters" aria-label={mailTexts.filters}>
      <ul>
        {choices.map((status) => (
          <li key={status ?? 'all'}>
            <Link to={{ pathname: MAIL_PATH, search: searchOfMailView({ status, message: null }) }} aria-current={status === current ? 'true' : undefined}>
              {status ? mailStatusLabels[status] : mailTexts.all}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** When the open message closes, the focus goes back to where staff were (the link that opened it). */
function useReturnFocusOnClose(message: number | null, returnFocus: (closed: number) => void) {
  const previous = useRef(message);
  const latest = useRef(returnFocus);
  latest.current = returnFocus;
  useEffect(() => {
    const closed = previous.current;
    previous.current = message;
    if (closed !== null && message === null) latest.current(closed);
  }, [message]);
}
