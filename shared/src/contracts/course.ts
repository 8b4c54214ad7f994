// A course (and a VIP package, a course whose title starts with 'ВИП пакет'): the full entity, the card
// and link variants built from it, and the body staff write.
import { Type, type Static } from 'typebox';
import { BodyId, Currency, Id, NullablePrice, NullableText, Order, PictureId, Price, RequiredText, Slug, StringList, Text } from './fields';
import { LectorSchema } from './lector';
import { ItemPictureSchema } from './picture';

export const ModuleSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    title: RequiredText(300, { title: 'Заглавие' }),
    description: Text(5000, { title: 'Описание' }),
  },
  { additionalProperties: false, title: 'Модул' },
);
export type Module = Static<typeof ModuleSchema>;

export const FaqItemSchema = Type.Object(
  { question: Text(1000, { title: 'Въпрос' }), answer: Text(5000, { title: 'Отговор' }) },
  { additionalProperties: false, title: 'Въпрос' },
);
export type FaqItem = Static<typeof FaqItemSchema>;

const image = () => NullableText(2000, { title: 'Изображение', description: 'Address of an image, shown when there is no picture' });
const lines = (title: string) => StringList(100, 1000, { title });

export const CourseSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    slug: Slug(),
    title: RequiredText(300, { title: 'Заглавие' }),
    shortDescription: Text(2000, { title: 'Кратко описание' }),
    longDescription: Text(20000, { title: 'Подробно описание' }),
    image: image(),
    picture: ItemPictureSchema,
    price: Price(),
    currency: Currency(),
    moduleCount: Type.Integer({ title: 'Брой модули', description: 'Number of modules' }),
    isActive: Type.Boolean({ title: 'Активен' }),
    order: Order(),
    mainSkills: lines('Основни умения'),
    suitableFor: lines('Подходящ за'),
    howItWorks: lines('Как протича'),
    modules: Type.Array(ModuleSchema, { maxItems: 100, title: 'Модули' }),
    lectors: Type.Array(LectorSchema, { title: 'Лектори' }),
    faq: Type.Array(FaqItemSchema, { maxItems: 100, title: 'Често задавани въпроси' }),
    exclusiveOffer: NullableText(5000, { title: 'Ексклузивна оферта' }),
    quote: NullableText(2000, { title: 'Цитат', description: 'VIP packages only: the quote shown on the package page' }),
    quoteAuthor: NullableText(300, { title: 'Автор на цитата' }),
    realValue: NullablePrice({ title: 'Реална стойност', description: 'VIP packages only: the value the package is worth, shown struck through (EUR)' }),
    hasGuarantee: Type.Boolean({ title: 'С гаранция', description: 'VIP packages only: whether the guarantee and the limited-offer note apply' }),
  },
  { additionalProperties: false },
);
export type Course = Static<typeof CourseSchema>;

/** What a course's card needs (the /courses grid, the home slider): no modules, lecturers or FAQ. */
export const CourseSummarySchema = Type.Pick(
  CourseSchema,
  ['id', 'slug', 'title', 'shortDescription', 'image', 'picture', 'price', 'currency', 'moduleCount', 'isActive', 'order'],
  { additionalProperties: false },
);
export type CourseSummary = Static<typeof CourseSummarySchema>;

/** What a link to a course needs (the footer's list of courses). */
export const CourseLinkSchema = Type.Pick(CourseSchema, ['id', 'slug', 'title'], { additionalProperties: false });
export type CourseLink = Static<typeof CourseLinkSchema>;

const course = CourseSchema.properties;
const courseModule = ModuleSchema.properties;

/** A module as written: a new one has no id yet. */
export const ModuleInputSchema = Type.Object(
  { id: Type.Optional(courseModule.id), title: courseModule.title, description: Type.Optional(courseModule.description) },
  { additionalProperties: false, title: 'Модул' },
);

/** Body of POST /courses and PUT /courses/{id}. */
export const CourseInputSchema = Type.Object(
  {
    id: BodyId(),
    slug: course.slug,
    title: course.title,
    shortDescription: Type.Optional(course.shortDescription),
    longDescription: Type.Optional(course.longDescription),
    image: Type.Optional(course.image),
    pictureId: Type.Optional(PictureId()),
    price: course.price,
    isActive: Type.Optional(course.isActive),
    order: Type.Optional(course.order),
    mainSkills: Type.Optional(course.mainSkills),
    suitableFor: Type.Optional(course.suitableFor),
    howItWorks: Type.Optional(course.howItWorks),
    faq: Type.Optional(course.faq),
    exclusiveOffer: Type.Optional(course.exclusiveOffer),
    quote: Type.Optional(course.quote),
    quoteAuthor: Type.Optional(course.quoteAuthor),
    realValue: Type.Optional(course.realValue),
    hasGuarantee: Type.Optional(course.hasGuarantee),
    modules: Type.Optional(Type.Array(ModuleInputSchema, { maxItems: 100, title: 'Модули' })),
    lectorIds: Type.Optional(Type.Array(Id({ title: 'Лектор' }), { maxItems: 50, title: 'Лектори', description: 'Ids of the lecturers teaching the course' })),
  },
  { additionalProperties: false },
);
export type CourseInput = Static<typeof CourseInputSchema>;
