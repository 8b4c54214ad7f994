// /events/{slug}: one event with its dates, place, price, modules and the event sign-up form (none once it has passed).
import { Link, useParams } from 'shell/router';
import type { EventItem } from '@site/shared';
import { pathTo } from '@site/shared/site-paths';
import { EVENT_PASSED_TEXT, eventHasPassed, formatEventDates } from '@site/shared/event-dates';
import { todayInSofia } from '@site/shared/sofia-dates';
import { BackLink } from '../../../components/back-link';
import { PageLoading, PageMessage } from '../../../components/page-status';
import { PriceNotice } from '../../../components/price-tag';
import { SignUpDialog } from '../../../components/registration-form/sign-up-dialog';
import { useEventBySlug } from '../queries';
import { EventFacts } from './event-facts';
import { EventPrice } from './event-price';
import { PICTURE_SIZES, PlaceholderImage } from '../../../components/placeholder-image';
import './events.css';
import './event-detail.css';

export const EVENT_NOT_FOUND_TEXT = 'Събитието не е намерено.';

export function EventDetailPage() {
  const { slug = '' } = useParams();
  const event = useEventBySlug(slug);
  if (event.status === 'pending') return <PageLoading />;
  if (event.status === 'error') return <PageMessage>{EVENT_NOT_FOUND_TEXT}</PageMessage>;
  return <EventDetail event={event.data} />;
}

function EventDetail({ event }: { event: EventItem }) {
  const passed = eventHasPassed(event.eventDate, todayInSofia());
  return (
    <article className="catalog-event-detail">
      <BackLink to="/events" label="Всички събития" className="catalog-event-detail__back" />
      <header className="catalog-event-detail__hero">
        <p className="catalog-event-detail__date">{formatEventDates(event.eventDate)}</p>
        <h1>{event.title}</h1>
        <p className="catalog-event-detail__lead">{event.shortDescription}</p>
        <EventFacts event={event} className="catalog-event-detail__facts">
          <div>
            <dt>Дати</dt>
            <dd>{formatEventDates(event.eventDate)}</dd>
          </div>
        </EventFacts>
      </header>
      <div className="catalog-event-detail__layout">
        {event.modules.length > 0 && (
          <section className="catalog-event-detail__program" aria-labelledby="catalog-event-program">
            <h2 id="catalog-event-program">Програма</h2>
            <ol className="catalog-event-detail__modules">
              {event.modules.map((module) => (
                <li key={module.id}>{module.title}</li>
              ))}
            </ol>
          </section>
        )}
        <aside className="catalog-event-detail__signup" aria-label="Цена и записване">
          <PlaceholderImage picture={event.picture} src={event.image} name={event.title} sizes={PICTURE_SIZES.eventSignUp} />
          <p className="catalog-event-detail__price">
            <span className="catalog-event-detail__label">Цена</span>
            <EventPrice price={event.price} size="large" />
          </p>
          {passed ? (
            <p className="catalog-event-detail__passed">
              {EVENT_PASSED_TEXT} <Link to="/events">Вижте предстоящите събития</Link>
            </p>
          ) : (
            <SignUpDialog
              target={{ kind: 'event', eventId: event.id, title: event.title }}
              href={pathTo('eventSignUp', { slug: event.slug })}
              buttonLabel="Запиши се за събитието"
              modalTitle={event.title}
            />
          )}
          {event.landingPageUrl && (
            <a href={event.landingPageUrl} target="_blank" rel="noopener">
              Страница на събитието ↗
            </a>
          )}
          {event.price > 0 && <PriceNotice />}
        </aside>
      </div>
    </article>
  );
}
