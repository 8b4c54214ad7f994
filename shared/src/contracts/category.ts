// An article category: as the pages list it, the reference an article carries, and the body staff write.
import { Type, type Static } from 'typebox';
import { BodyId, Id, Order, RequiredText, Slug } from './fields';
import { COLOR_PATTERN } from './patterns';

export const CategorySchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    name: RequiredText(200, { title: 'Име' }),
    slug: Slug(),
    color: Type.String({ maxLength: 50, pattern: COLOR_PATTERN, title: 'Цвят', description: "CSS colour name or #hex; default 'blue'" }),
    isActive: Type.Boolean({ title: 'Активна' }),
    order: Order(),
    articleCount: Type.Integer({ title: 'Брой статии', description: 'Number of published articles in the category' }),
  },
  { additionalProperties: false },
);
export type Category = Static<typeof CategorySchema>;

const category = CategorySchema.properties;

/** What an article says of its category (in the order the answers have always had). */
export const CategoryRefSchema = Type.Object(
  { id: category.id, name: category.name, color: category.color, slug: category.slug },
  { additionalProperties: false },
);
export type CategoryRef = Static<typeof CategoryRefSchema>;

/** Body of POST /categories and PUT /categories/{id}. */
export const CategoryInputSchema = Type.Object(
  {
    id: BodyId(),
    name: category.name,
    slug: category.slug,
    color: Type.Optional(category.color),
    isActive: Type.Optional(category.isActive),
    order: Type.Optional(category.order),
  },
  { additionalProperties: false },
);
export type CategoryInput = Static<typeof CategoryInputSchema>;
