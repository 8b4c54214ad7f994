import { useId } from 'react';
import { focusWhenShown } from 'shell/ui';
import type { Client } from '@site/shared';
import { lookupTexts } from '../messages';
import { formatDate } from '../../../lib/format-date';
import { RegistrationHistory } from './registration-history';
import './client-card.css';

/**
 * One client as staff see it: the latest contact details, the courses or, without any, the source, then
 * every sign-up. `focusOnShow` gives its heading focus when it appears (the first result of a lookup).
 */
export function ClientCard({ client, focusOnShow = false }: { client: Client; focusOnShow?: boolean }) {
  const headingId = useId();
  const source = client.registrationSource?.trim() || lookupTexts.freeConsultation;
  return (
    <article className="clients-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="clients-card__name" ref={focusOnShow ? focusWhenShown : undefined} tabIndex={-1}>
        {client.fullName}
      </h2>
      <dl className="clients-facts">
        <div className="clients-facts__row">
          <dt>ID</dt>
          <dd>{client.id}</dd>
        </div>
        <div className="clients-facts__row">
          <dt>Имейл</dt>
          <dd>
            <a href={`mailto:${client.email}`}>{client.email}</a>
          </dd>
        </div>
        <div className="clients-facts__row">
          <dt>Телефон</dt>
          <dd>
            <a href={telHref(client.phone)}>{client.phone}</a>
          </dd>
        </div>
        {client.courses.length > 0 ? (
          <div className="clients-facts__row">
            <dt>Курсове</dt>
            <dd>
              <ul className="clients-card__courses">
                {client.courses.map((course) => (
                  <li key={`${course.courseId}-${course.registeredOn}`} className="clients-card__course">
                    <span className="clients-card__course-title">{course.title}</span>
                    <span className="clients-card__course-date">
                      Регистрация: <time dateTime={course.registeredOn}>{formatDate(course.registeredOn)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : (
          <div className="clients-facts__row">
            <dt>Източник</dt>
            <dd>{source}</dd>
          </div>
        )}
      </dl>
      {client.registrations.length > 0 && <RegistrationHistory registrations={client.registrations} />}
    </article>
  );
}

/** Dialable form of a typed phone number: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
