// The events section: an event's two days start on its date; a past one stays in this list (marked so)
// but is offered for sign-up nowhere on the site.
import type { EventInput, EventItem } from '@site/shared';
import { EventInputSchema } from '@site/shared/contracts/event';
import { formErrors } from '@site/shared/contracts/messages';
import { queryKeys } from '@site/shared/data';
import { eventHasPassed, formatEventDates } from '@site/shared/event-dates';
import { todayInSofia } from '@site/shared/sofia-dates';
import { amountInputText, priceText } from '@site/shared/money';
import { slugify } from '@site/shared/slugify';
import { pathTo } from '@site/shared/site-paths';
import type { FieldErrors, FieldSpecs, FormBody, FormName, FormValues, SectionConfig } from '../../components/item-editor/fields';
import { flag, linesOf, amountOf, orNull, pictureIdOf, keepingImage, sectionApi, trimmed, withoutDerivedSlugError } from '../../components/item-editor/fields';
import { itemMessages } from '../../components/item-editor/item-messages';
import { changeEvent, deleteEvent, saveEvent } from './api';

export const eventMessages = itemMessages(
  { subject: 'Събитието', object: 'събитието', plural: 'събитията', ending: 'о', seenOn: 'на сайта' },
  {
    listHeading: 'Събития',
    createHeading: 'Ново събитие',
    empty: 'Все още няма събития. Създайте първото с формата по-долу.',
    moved: 'Редът е променен.',
  },
);

/** The form's own rule; the fields' limits and their messages come from EventInputSchema. */
const fieldMessages = {
  priceInvalid: 'Въведете цена в евро, например 49,90 (0 за безплатно, до два знака след запетаята)',
} as const;

/** `image`, an image's address from before the picture library, has no field (see keepingImage); prices are in euro. */
type EventFormName = FormName<EventInput, 'image'>;

const fields: FieldSpecs<EventFormName> = {
  title: { kind: 'text', label: 'Заглавие', required: true },
  slug: { kind: 'text', label: 'Адрес (slug)', hint: 'Оставете празно, за да се образува от заглавието.' },
  eventDate: { kind: 'date', label: 'Дата (първи ден)', required: true, hint: 'Събитието е двудневно. След тази дата не се предлага за записване.' },
  eventTime: { kind: 'text', label: 'Час' },
  location: { kind: 'text', label: 'Място' },
  price: { kind: 'number', label: 'Цена (€)', hint: 'В евро, с центовете след запетая; 0 за безплатно събитие.' },
  pictureId: { kind: 'picture', label: 'Снимка' },
  shortDescription: { kind: 'textarea', label: 'Кратко описание' },
  modules: { kind: 'lines', label: 'Програма (теми)' },
  landingPageUrl: { kind: 'url', label: 'Външна страница на събитието', hint: 'Ако е попълнено, бутонът води към нея.' },
  isRecommended: { kind: 'checkbox', label: 'Препоръчано (на началната страница)' },
  isActive: { kind: 'checkbox', label: 'Активно (вижда се на сайта)' },
};

const emptyValues = (): FormValues<EventFormName> => ({
  title: '',
  slug: '',
  eventDate: '',
  eventTime: '',
  location: '',
  price: '0',
  pictureId: null,
  shortDescription: '',
  modules: '',
  landingPageUrl: '',
  isRecommended: false,
  isActive: true,
});

const valuesOf = (event: EventItem): FormValues<EventFormName> => ({
  title: event.title,
  slug: event.slug,
  eventDate: event.eventDate,
  eventTime: event.eventTime,
  location: event.location,
  price: amountInputText(event.price),
  pictureId: event.picture?.id ?? null,
  shortDescription: event.shortDescription,
  modules: event.modules.map((module) => module.title).join('\n'),
  landingPageUrl: event.landingPageUrl ?? '',
  isRecommended: event.isRecommended,
  isActive: event.isActive,
});

const slugOf = (values: FormValues<EventFormName>) => trimmed(values, 'slug') || slugify(trimmed(values, 'title'));

/** The contract's rules on the body the form would send, and a price typed with letters or fractions of a cent (the body would carry NaN). */
function validate(values: FormValues<EventFormName>): FieldErrors {
  const errors = withoutDerivedSlugError(formErrors(EventInputSchema, eventInputOf(values)), values);
  if (trimmed(values, 'price') && !Number.isFinite(amountOf(values, 'price'))) errors.price = fieldMessages.priceInvalid;
  return errors;
}

function eventInputOf(values: FormValues<EventFormName>): FormBody<EventInput, EventFormName> {
  return {
    slug: slugOf(values),
    title: trimmed(values, 'title'),
    eventDate: trimmed(values, 'eventDate'),
    eventTime: trimmed(values, 'eventTime'),
    location: trimmed(values, 'location'),
    price: trimmed(values, 'price') ? amountOf(values, 'price') : 0,
    pictureId: pictureIdOf(values, 'pictureId'),
    shortDescription: trimmed(values, 'shortDescription'),
    modules: linesOf(values, 'modules').map((title) => ({ title })),
    landingPageUrl: orNull(values, 'landingPageUrl'),
    isRecommended: flag(values, 'isRecommended'),
    isActive: flag(values, 'isActive'),
  };
}

export const eventsSection: SectionConfig<EventItem, EventFormName> = {
  fields,
  emptyValues,
  valuesOf,
  validate,
  titleOf: (event) => event.title,
  detailsOf: (event) => [
    `${formatEventDates(event.eventDate)}${eventHasPassed(event.eventDate, todayInSofia()) ? ' · Отминало' : ''}`,
    `${pathTo('event', { slug: event.slug })} · ${event.price > 0 ? priceText(event.price, new Date()) : 'Безплатно'}`,
  ],
  pictureOf: (event) => event.picture,
  statusLabels: { active: 'Активно', inactive: 'Неактивно' },
  messages: eventMessages,
  api: sectionApi({ save: saveEvent, change: (id, change) => changeEvent(id, { isActive: change.isActive }), remove: deleteEvent }, keepingImage(eventInputOf)),
  invalidates: [queryKeys.events.all, queryKeys.pictures.all],
};
