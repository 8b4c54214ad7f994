// A picture from the library: what an item shows, what the staff's library lists, and the alt text staff edit.
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, Nullable, StringEnum, Text } from './fields';

/** The file formats a picture is kept in: AVIF and WebP always, and the uploaded file's own one. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** An uploaded picture as a page shows it: every width in `widths` exists in AVIF, WebP and `format`. */
export const PictureSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    alt: Type.String({ title: 'Алтернативен текст', description: 'Alternative text' }),
    width: Type.Integer({ title: 'Ширина', description: 'Width of the widest variant (px)' }),
    height: Type.Integer({ title: 'Височина', description: 'Height of the widest variant (px)' }),
    format: StringEnum(PICTURE_FORMATS, { title: 'Формат', description: "The upload's own format, offered beside AVIF and WebP" }),
    widths: Type.Array(Type.Integer(), {
      title: 'Ширини',
      description: 'Widths of the variants, ascending: /api/pictures/{id}/{width}.{avif|webp|jpg|png}',
    }),
  },
  { additionalProperties: false },
);
export type Picture = Static<typeof PictureSchema>;

/** The picture an item shows, or null. */
export const ItemPictureSchema = Nullable(PictureSchema, { title: 'Снимка' });

export const PictureUseSchema = Type.Object(
  {
    kind: StringEnum(['course', 'event', 'lector', 'article'], { title: 'Вид' }),
    id: Id({ title: 'Номер' }),
    title: Type.String({ title: 'Заглавие' }),
  },
  { additionalProperties: false },
);
export type PictureUse = Static<typeof PictureUseSchema>;

/** A picture in the staff's library, with the items that show it. */
export const PictureInLibrarySchema = Type.Object(
  {
    ...PictureSchema.properties,
    createdAt: IsoDateTime({ title: 'Качена на' }),
    usedBy: Type.Array(PictureUseSchema, { title: 'Използва се от' }),
  },
  { additionalProperties: false },
);
export type PictureInLibrary = Static<typeof PictureInLibrarySchema>;

/** Body of PATCH /pictures/{id}: a new alternative text (the rules with their messages are in ../pictures). */
export const PictureAltInputSchema = Type.Object({ alt: Text(2000, { title: 'Алтернативен текст' }) }, { additionalProperties: false });
export type PictureAltInput = Static<typeof PictureAltInputSchema>;
