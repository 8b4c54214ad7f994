// Exposed as 'catalog/EventSignUpPage': the route module of /events/{slug}/sign-up, an event's sign-up form
// as a page.
import type { EventItem, PageMeta } from '@site/shared';
import { EVENT_PASSED_TEXT, eventHasPassed, formatEventDates } from '@site/shared/event-dates';
import { todayInSofia } from '@site/shared/sofia-dates';
import { readQuery, type LoaderArgs } from '@site/shared/data';
import { pageMetaAt } from '@site/shared/site-seo';
import { pathTo } from '@site/shared/site-paths';
import { useParams } from 'shell/router';
import { PageLoading, PageMessage } from '../components/page-status';
import { EVENT_NOT_FOUND_TEXT } from '../features/events/components/event-detail-page';
import { EventPrice } from '../features/events/components/event-price';
import { eventBySlugQuery, useEventBySlug } from '../features/events/queries';
import { SignUpPage } from '../features/sign-up/sign-up-page';

export function Component() {
  const { slug = '' } = useParams();
  const event = useEventBySlug(slug);
  if (event.status === 'pending') return <PageLoading />;
  if (event.status === 'error') return <PageMessage>{EVENT_NOT_FOUND_TEXT}</PageMessage>;
  const { data } = event;
  if (eventHasPassed(data.eventDate, todayInSofia())) return <PageMessage>{EVENT_PASSED_TEXT}</PageMessage>;
  return (
    <SignUpPage
      heading={`Записване за „${data.title}“`}
      target={{ kind: 'event', eventId: data.id, title: data.title }}
      action={pathTo('eventSignUp', { slug: data.slug })}
      summary={
        <p className="catalog-sign-up__summary">
          {formatEventDates(data.eventDate)}
          {data.eventTime ? `, ${data.eventTime}` : ''}
          {data.location ? ` · ${data.location}` : ''}
          {' · '}
          <EventPrice price={data.price} />
        </p>
      }
      back={{ to: pathTo('event', { slug: data.slug }), label: 'Към събитието' }}
    />
  );
}

/** The event, or undefined for an unknown slug (the page shows its not-found text). */
export async function loader({ params, queryClient }: LoaderArgs): Promise<EventItem | undefined> {
  return readQuery(queryClient, eventBySlugQuery(params.slug ?? ''));
}

export function head(event: EventItem | undefined | null, url: URL): PageMeta {
  return { ...pageMetaAt(url, { title: event ? `Записване за „${event.title}“` : EVENT_NOT_FOUND_TEXT }), robots: 'noindex' };
}
