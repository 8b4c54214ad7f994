import type { ReactNode } from 'react';
import type { EventItem } from '@site/shared';

/** An event's time and place as a definition list; a page may put more facts in front. */
export function EventFacts({ event, className, children }: { event: EventItem; className: string; children?: ReactNode }) {
  return (
    <dl className={className}>
      {children}
      <div>
        <dt>Час</dt>
        <dd>{event.eventTime}</dd>
      </div>
      <div>
        <dt>Място</dt>
        <dd>{event.location}</dd>
      </div>
    </dl>
  );
}
