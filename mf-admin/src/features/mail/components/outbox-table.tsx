// The messages as a table, newest first: each subject opens the message; a failed one can be sent again
// (its button under its status).
import { Fragment, useId } from 'react';
import { Link } from 'shell/router';
import type { MailStatus, OutboxMessage } from '@site/shared/contracts/outbox';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { mailKindLabels } from '@site/shared/mail-labels';
import { MAIL_PATH, searchOfMailView } from '../mail-search';
import { mailTexts } from '../messages';
import { ConsoleTable } from '../../../components/console-table';
import { canRetry, RetryButton } from './retry-button';
import { MailStatusBadge } from './mail-status-badge';

const { columns } = mailTexts;

interface OutboxTableProps {
  messages: OutboxMessage[];
  status: MailStatus | null;
  openId: number | null;
  /** Keeps each subject's link, so that closing a message returns the focus to the link that opened it. */
  linkRef: (id: number, link: HTMLAnchorElement | null) => void;
}

export function OutboxTable({ messages, status, openId, linkRef }: OutboxTableProps) {
  return (
    <ConsoleTable
      caption={mailTexts.caption}
      columns={[columns.createdAt, columns.kind, columns.to, columns.subject, columns.status, columns.attempts, columns.lastError]}
      className="mail-table"
    >
      {messages.map((message) => (
        <MessageRow key={message.id} message={message} status={status} open={message.id === openId} linkRef={linkRef} />
      ))}
    </ConsoleTable>
  );
}

function MessageRow({
  message,
  status,
  open,
  linkRef,
}: {
  message: OutboxMessage;
  status: MailStatus | null;
  open: boolean;
  linkRef: OutboxTableProps['linkRef'];
}) {
  const subjectId = useId();
  return (
    <tr className={open ? 'mail-table__open' : undefined}>
      <td className="mail-table__date">
        {/* The day and the time may go on two lines; '05.08.2026 г.' stays on one. */}
        <time dateTime={message.createdAt}>{formatShortDateTime(message.createdAt).replace(' г.', '\u00a0г.')}</time>
      </td>
      <td>{mailKindLabels[message.kind]}</td>
      <td className="mail-table__address">{message.to ? <BreakableAddress to={message.to} /> : <em>{mailTexts.erased}</em>}</td>
      <th scope="row" id={subjectId}>
        <Link
          ref={(link) => linkRef(message.id, link)}
          to={{ pathname: MAIL_PATH, search: searchOfMailView({ status, message: message.id }) }}
          aria-current={open ? 'true' : undefined}
        >
          {message.subject}
        </Link>
      </th>
      <td>
        <div className="mail-table__status">
          <MailStatusBadge status={message.status} />
          {canRetry(message) && <RetryButton messageId={message.id} describedBy={subjectId} />}
        </div>
      </td>
      <td>{message.attempts}</td>
      <td className="mail-table__error">{message.lastError ?? mailTexts.none}</td>
    </tr>
  );
}

/** A long address may wrap after its '@' (not inside a word), so the table keeps its columns on a laptop. */
function BreakableAddress({ to }: { to: string }) {
  const parts = to.split('@');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          @<wbr />
        </>
      )}
    </Fragment>
  ));
}
