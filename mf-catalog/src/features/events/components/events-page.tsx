// /events: upcoming active events; a card opens the event's landing page or its page on this site.
import { Link } from 'shell/router';
import type { EventItem } from '@site/shared';
import { formatEventDates } from '@site/shared/event-dates';
import { PageLoading, PageMessage } from '../../../components/page-status';
import { PICTURE_SIZES, PlaceholderImage } from '../../../components/placeholder-image';
import { PriceNotice } from '../../../components/price-tag';
import { useActiveEvents } from '../queries';
import { EventPrice } from './event-price';
import '../../../components/card.css';
import './events.css';
import { EventFacts } from './event-facts';
import { pathTo } from '@site/shared/site-paths';

export const NO_EVENTS_TEXT = 'Няма планирани събития в момента.';

export function EventsPage() {
  const events = useActiveEvents();
  return (
    <div className="catalog-page">
      <header className="catalog-page__header">
        <h1>Предстоящи събития</h1>
      </header>
      {events.status === 'pending' && <PageLoading />}
      {events.status !== 'pending' &&
        (events.status === 'error' || events.data.length === 0 ? (
          <PageMessage>{NO_EVENTS_TEXT}</PageMessage>
        ) : (
          <>
            <ul className="catalog-events" aria-label="Събития">
              {events.data.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
            {events.data.some((event) => event.price > 0) && <PriceNotice />}
          </>
        ))}
    </div>
  );
}

function EventCard({ event }: { event: EventItem }) {
  return (
    <article className="catalog-card catalog-event">
      <PlaceholderImage picture={event.picture} src={event.image} name={event.title} sizes={PICTURE_SIZES.eventCard} />
      {event.isRecommended && <span className="catalog-card__badge">Препоръчано</span>}
      <div className="catalog-card__body">
        <p className="catalog-event__date">{formatEventDates(event.eventDate)}</p>
        <h2 className="catalog-card__title">
          {event.landingPageUrl ? (
            <a className="catalog-card__link" href={event.landingPageUrl} target="_blank" rel="noopener">
              {event.title}
            </a>
          ) : (
            <Link className="catalog-card__link" to={pathTo('event', { slug: event.slug })}>
              {event.title}
            </Link>
          )}
        </h2>
        <p className="catalog-card__text">{event.shortDescription}</p>
        <EventFacts event={event} className="catalog-event__facts" />
        <div className="catalog-card__footer">
          <EventPrice price={event.price} />
          <span className="catalog-card__more" aria-hidden="true">
            {event.landingPageUrl ? 'Към сайта на събитието ↗' : 'Научи повече →'}
          </span>
        </div>
      </div>
    </article>
  );
}
