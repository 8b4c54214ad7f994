// A lecturer: as the pages show them, and the body staff write.
import { Type, type Static } from 'typebox';
import { BodyId, Id, NullableText, Order, PictureId, RequiredText, Text } from './fields';
import { ItemPictureSchema } from './picture';

export const LectorSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    fullName: RequiredText(200, { title: 'Име и фамилия' }),
    image: NullableText(2000, { title: 'Изображение', description: 'Address of an image, shown when there is no picture' }),
    picture: ItemPictureSchema,
    description: Text(20000, { title: 'Представяне', description: 'A paragraph per line' }),
    isActive: Type.Boolean({ title: 'Активен', description: 'An inactive lecturer is left out of /lectors (still shown on the courses they teach)' }),
    order: Order(),
  },
  { additionalProperties: false },
);
export type Lector = Static<typeof LectorSchema>;

const lector = LectorSchema.properties;

/** Body of POST /lectors and PUT /lectors/{id}. */
export const LectorInputSchema = Type.Object(
  {
    id: BodyId(),
    fullName: lector.fullName,
    description: Type.Optional(lector.description),
    image: Type.Optional(lector.image),
    pictureId: Type.Optional(PictureId()),
    isActive: Type.Optional(lector.isActive),
    order: Type.Optional(lector.order),
  },
  { additionalProperties: false },
);
export type LectorInput = Static<typeof LectorInputSchema>;
