// One message as its recipient gets it: subject, recipient, the HTML in a sandboxed frame (no script runs
// and no link leads the console away) or the plain text, and the attachments' names.
import { useId, useState } from 'react';
import { Link, type LinkProps } from 'shell/router';
import { Button, focusWhenShown } from 'shell/ui';
import type { OutboxMessageDetail } from '@site/shared/contracts/outbox';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { mailKindLabels } from '@site/shared/mail-labels';
import { ConsoleFact, ConsoleFacts } from '../../../components/console-facts';
import { serverMessage } from '../../../lib/api-errors';
import { mailTexts, messageTexts } from '../messages';
import { useOutboxMessage } from '../queries';
import { canRetry, RetryButton } from './retry-button';
import { MailStatusBadge } from './mail-status-badge';

export function MessageView({ id, closeTo }: { id: number; closeTo: LinkProps['to'] }) {
  const headingId = useId();
  const { data, error, isError } = useOutboxMessage(id);
  return (
    <section className="admin-section mail-message" aria-labelledby={headingId} aria-busy={!data && !isError}>
      <div className="admin-section__head">
        <h2 id={headingId} tabIndex={-1} ref={data || isError ? focusWhenShown : undefined}>
          {data ? data.subject : isError ? messageTexts.loadFailed : messageTexts.loading}
        </h2>
        <Link className="mail-message__close" to={closeTo}>
          {messageTexts.close}
        </Link>
      </div>
      {isError && <p role="alert">{serverMessage(error) ?? messageTexts.loadFailed}</p>}
      {data && <MessageContent message={data} headingId={headingId} />}
    </section>
  );
}

function MessageContent({ message, headingId }: { message: OutboxMessageDetail; headingId: string }) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const erased = message.html === '' && message.text === '';
  return (
    <>
      <ConsoleFacts className="mail-message__facts">
        <ConsoleFact term={messageTexts.to}>{message.to || <em>{mailTexts.erased}</em>}</ConsoleFact>
        <ConsoleFact term={messageTexts.kind}>{mailKindLabels[message.kind]}</ConsoleFact>
        <ConsoleFact term={messageTexts.status}>
          <MailStatusBadge status={message.status} />
        </ConsoleFact>
        <ConsoleFact term={messageTexts.createdAt}>
          <time dateTime={message.createdAt}>{formatShortDateTime(message.createdAt)}</time>
        </ConsoleFact>
        {message.sentAt && (
          <ConsoleFact term={messageTexts.sentAt}>
            <time dateTime={message.sentAt}>{formatShortDateTime(message.sentAt)}</time>
          </ConsoleFact>
        )}
        <ConsoleFact term={messageTexts.attempts}>{message.attempts}</ConsoleFact>
        {message.lastError && <ConsoleFact term={messageTexts.lastError}>{message.lastError}</ConsoleFact>}
        <ConsoleFact term={messageTexts.attachments}>
          {message.attachments.length === 0 ? (
            messageTexts.noAttachments
          ) : (
            <ul className="mail-message__attachments">
              {message.attachments.map((file) => (
                <li key={file.filename}>{file.filename}</li>
              ))}
            </ul>
          )}
        </ConsoleFact>
      </ConsoleFacts>
      {canRetry(message) && (
        <p>
          <RetryButton messageId={message.id} describedBy={headingId} />
        </p>
      )}
      {erased ? (
        <p>{messageTexts.erasedContent}</p>
      ) : (
        <>
          <div className="mail-message__views" role="group" aria-label={messageTexts.views}>
            <Button size="small" variant={view === 'html' ? 'primary' : 'outline'} aria-pressed={view === 'html'} onClick={() => setView('html')}>
              {messageTexts.html}
            </Button>
            <Button size="small" variant={view === 'text' ? 'primary' : 'outline'} aria-pressed={view === 'text'} onClick={() => setView('text')}>
              {messageTexts.text}
            </Button>
          </div>
          {view === 'html' ? (
            //  gives the message an opaque origin with no scripts, forms, pop-ups or top navigation.
            <iframe className="mail-message__frame" title={messageTexts.frameTitle(message.subject)} sandbox="" srcDoc={message.html} />
          ) : (
            <pre className="mail-message__text">{message.text}</pre>
          )}
        </>
      )}
    </>
  );
}
