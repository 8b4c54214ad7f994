// An event (two days from its date): as the pages show it, and the bodies staff write.
import { Type, type Static } from 'typebox';
import { BodyId, Currency, Id, IsoDate, Nullable, NullableText, PictureId, Price, RequiredText, Slug, Text } from './fields';
import { HTTP_URL_PATTERN } from './patterns';
import { ItemPictureSchema } from './picture';

export const EventModuleSchema = Type.Object(
  { id: Id({ title: 'Номер' }), title: RequiredText(300, { title: 'Заглавие' }) },
  { additionalProperties: false, title: 'Тема' },
);
export type EventModule = Static<typeof EventModuleSchema>;

export const EventSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    slug: Slug(),
    title: RequiredText(300, { title: 'Заглавие' }),
    shortDescription: Text(2000, { title: 'Кратко описание' }),
    image: NullableText(2000, { title: 'Изображение', description: 'Address of an image, shown when there is no picture' }),
    picture: ItemPictureSchema,
    eventDate: IsoDate({ title: 'Дата (първи ден)', description: 'YYYY-MM-DD, the first of the two days' }),
    eventTime: Text(100, { title: 'Час' }),
    location: Text(500, { title: 'Място' }),
    price: Price(),
    currency: Currency(),
    modules: Type.Array(EventModuleSchema, { maxItems: 100, title: 'Програма (теми)' }),
    isRecommended: Type.Boolean({ title: 'Препоръчано', description: 'Shown on the home page' }),
    isActive: Type.Boolean({ title: 'Активно' }),
    landingPageUrl: Nullable(
      Type.String({ maxLength: 2000, pattern: HTTP_URL_PATTERN, title: 'Външна страница', description: 'When set, the sign-up button leads there' }),
    ),
  },
  { additionalProperties: false },
);
export type EventItem = Static<typeof EventSchema>;

const event = EventSchema.properties;

/** Body of POST /events and PUT /events/{id}. */
export const EventInputSchema = Type.Object(
  {
    id: BodyId(),
    slug: event.slug,
    title: event.title,
    shortDescription: Type.Optional(event.shortDescription),
    image: Type.Optional(event.image),
    pictureId: Type.Optional(PictureId()),
    eventDate: event.eventDate,
    eventTime: Type.Optional(event.eventTime),
    location: Type.Optional(event.location),
    price: Type.Optional(event.price),
    modules: Type.Optional(
      Type.Array(
        Type.Object(
          { id: Type.Optional(EventModuleSchema.properties.id), title: EventModuleSchema.properties.title },
          { additionalProperties: false, title: 'Тема' },
        ),
        { maxItems: 100, title: 'Програма (теми)' },
      ),
    ),
    isRecommended: Type.Optional(event.isRecommended),
    isActive: Type.Optional(event.isActive),
    landingPageUrl: Type.Optional(event.landingPageUrl),
  },
  { additionalProperties: false },
);
export type EventInput = Static<typeof EventInputSchema>;

/** Body of PATCH /events/{id}: events are listed by date, so only the status changes. */
export const EventStatusSchema = Type.Object({ isActive: event.isActive }, { additionalProperties: false });
export type EventStatus = Static<typeof EventStatusSchema>;
