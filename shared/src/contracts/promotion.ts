// A promotional text of the home page ('Специални условия'), shown until the end of `endsOn` in Sofia.
import { Type, type Static } from 'typebox';
import { BodyId, Id, IsoDate, Nullable, Order, RequiredText, Text } from './fields';

export const PromotionSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    title: RequiredText(300, { title: 'Заглавие' }),
    body: Text(2000, { title: 'Текст' }),
    endsOn: Nullable(IsoDate({ title: 'Последен ден', description: 'YYYY-MM-DD, the last day it is shown (Europe/Sofia); null for no end' })),
    isActive: Type.Boolean({ title: 'Активна' }),
    order: Order(),
  },
  { additionalProperties: false },
);
export type Promotion = Static<typeof PromotionSchema>;

const promotion = PromotionSchema.properties;

/** Body of POST /promotions and PUT /promotions/{id}. */
export const PromotionInputSchema = Type.Object(
  {
    id: BodyId(),
    title: promotion.title,
    body: Type.Optional(promotion.body),
    endsOn: Type.Optional(promotion.endsOn),
    isActive: Type.Optional(promotion.isActive),
    order: Type.Optional(promotion.order),
  },
  { additionalProperties: false },
);
export type PromotionInput = Static<typeof PromotionInputSchema>;
